import { describe, expect, it } from 'vitest';
import { onClock, segmentClockFrame, settledBefore } from '../src/segment-clock.ts';
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

  it('holds scene starts to whole frames and whole milliseconds', () => {
    expect(sceneAlignMs(30)).toBe(100);
    expect(sceneAlignMs(25)).toBe(40);
    expect(sceneAlignMs(24)).toBe(125);
    expect(sceneAlignMs(60)).toBe(50);
  });
});
