import { describe, expect, it } from 'vitest';
import { onClock, segmentClockFrame, settledAfter, settledBefore } from '../src/segment-clock.ts';
import { sceneAlignMs } from '../src/scene-narration.ts';

describe('a segment’s own clock', () => {
  it('starts ten seconds before the segment', () => {
    expect(segmentClockFrame(450, 30)).toBe(150);
  });

  it('moves every timed input of the scripts onto it', () => {
    const word = { word: 'hi', startMs: 12_000, endMs: 12_300 };
    const moved = onClock(
      { lines: [{ words: [word], text: 'hi', startMs: 12_000, endMs: 12_600 }], titleEndMs: 3000, words: [word], ass: { overlay: [{ startMs: 11_000, endMs: 13_000, layer: 1, style: 'Kinetic', text: 'HI' }] } },
      5000,
    );
    expect(moved.lines[0]).toMatchObject({ startMs: 7000, endMs: 7600, words: [{ startMs: 7000, endMs: 7300 }] });
    expect(moved.words[0]).toMatchObject({ startMs: 7000 });
    expect(moved.titleEndMs).toBe(-2000);
    expect(moved.ass?.overlay?.[0]).toMatchObject({ startMs: 6000, endMs: 8000 });
  });

  it('starts a still caption left over from the scene before at the segment’s first frame, and leaves animated ones', () => {
    const ass = [
      '[Events]',
      'Dialogue: 5,0:00:09.15,0:00:10.23,Caption,,0,0,0,,{\\c&H00D7FF&}lunch.',
      'Dialogue: 5,0:00:09.15,0:00:10.23,Caption,,0,0,0,,{\\fscx80\\t(0,110,\\fscx112)}lunch.',
      'Dialogue: 1,0:00:09.50,0:00:11.00,Kinetic,,0,0,0,,{\\fad(200,160)}WALK',
      'Dialogue: 5,0:00:10.40,0:00:11.00,Caption,,0,0,0,,Write',
    ].join('\n');
    expect(settledBefore(ass, 10_000).split('\n')).toEqual([
      '[Events]',
      'Dialogue: 5,0:00:10.00,0:00:10.23,Caption,,0,0,0,,{\\c&H00D7FF&}lunch.',
      'Dialogue: 5,0:00:09.15,0:00:10.23,Caption,,0,0,0,,{\\fscx80\\t(0,110,\\fscx112)}lunch.',
      'Dialogue: 1,0:00:09.50,0:00:11.00,Kinetic,,0,0,0,,{\\fad(200,160)}WALK',
      'Dialogue: 5,0:00:10.40,0:00:11.00,Caption,,0,0,0,,Write',
    ]);
  });

  it('ends what runs on past the segment just after its last frame, a fade-out kept outside it, and leaves what spans the whole event', () => {
    const ass = [
      '[Events]',
      'Dialogue: 5,0:00:10.23,0:00:10.60,Caption,,0,0,0,,{\\c&H00D7FF&}Close{\\c&HFFFFFF&} every',
      'Dialogue: 2,0:00:10.00,0:00:13.17,Kinetic,,0,0,0,,{\\an4\\t(180,560,\\clip(87,625,957,1115))\\fad(0,160)}interruptions',
      'Dialogue: 1,0:00:10.00,0:00:13.30,Kinetic,,0,0,0,,{\\move(0,0,100,100)}slides the whole time',
      'Dialogue: 1,0:00:10.00,0:00:13.30,Kinetic,,0,0,0,,{\\t(\\fscx120)}grows the whole time',
      'Dialogue: 5,0:00:10.00,0:00:10.20,Caption,,0,0,0,,ends inside',
    ].join('\n');
    expect(settledAfter(ass, 10_400).split('\n')).toEqual([
      '[Events]',
      'Dialogue: 5,0:00:10.23,0:00:10.45,Caption,,0,0,0,,{\\c&H00D7FF&}Close{\\c&HFFFFFF&} every',
      'Dialogue: 2,0:00:10.00,0:00:10.61,Kinetic,,0,0,0,,{\\an4\\t(180,560,\\clip(87,625,957,1115))\\fad(0,160)}interruptions',
      'Dialogue: 1,0:00:10.00,0:00:13.30,Kinetic,,0,0,0,,{\\move(0,0,100,100)}slides the whole time',
      'Dialogue: 1,0:00:10.00,0:00:13.30,Kinetic,,0,0,0,,{\\t(\\fscx120)}grows the whole time',
      'Dialogue: 5,0:00:10.00,0:00:10.20,Caption,,0,0,0,,ends inside',
    ]);
    // Two edits that end the same events at different times past the segment write one script.
    const longer = ass.replace('0:00:13.17', '0:00:13.30').replace('0:00:10.60', '0:00:10.59');
    expect(settledAfter(longer, 10_400)).toBe(settledAfter(ass, 10_400));
  });

  it('takes out of what runs on past the segment the animations that start after it, which show nothing in it', () => {
    const late = 'Dialogue: 2,0:00:10.00,0:00:13.10,Kinetic,,0,0,0,,{\\an5\\move(254,350,254,332,664,3100)\\alpha&HFF&\\t(464,664,\\alpha&H00&\\clip(1,2,3,4))\\fad(0,160)}outside';
    expect(settledAfter(late, 10_400)).toBe('Dialogue: 2,0:00:10.00,0:00:10.61,Kinetic,,0,0,0,,{\\an5\\pos(254,350)\\alpha&HFF&\\fad(0,160)}outside');
    // A longer shot moves the word for longer, after the segment: the same script.
    expect(settledAfter(late.replace('664,3100', '664,4700').replace('13.10', '14.70'), 10_400)).toBe(settledAfter(late, 10_400));
    // Started inside the segment: kept as it is.
    const early = 'Dialogue: 2,0:00:10.00,0:00:13.10,Kinetic,,0,0,0,,{\\move(0,0,9,9,100,3100)\\t(0,200,\\fscx120)}in';
    expect(settledAfter(early, 10_400)).toBe(early.replace('13.10', '10.45'));
  });

  it('holds scene starts to whole frames and whole milliseconds', () => {
    expect(sceneAlignMs(30)).toBe(100);
    expect(sceneAlignMs(25)).toBe(40);
    expect(sceneAlignMs(24)).toBe(125);
    expect(sceneAlignMs(60)).toBe(50);
  });
});
