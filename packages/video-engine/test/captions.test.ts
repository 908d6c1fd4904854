import { describe, expect, it } from 'vitest';
import { groupWords, displayEnds } from '../src/captions/group.ts';
import { assLayout, assTime, buildAss, captionScale, captionWidth, escapeAssText, maxLineChars } from '../src/captions/ass.ts';
import { capHeightPx, emPx, FONT_CHOICES, textEm } from '../src/fonts/registry.ts';
import { ASPECTS, frameForAspect } from '../src/platforms.ts';
import { captionSizeFor } from '../src/visuals/layout.ts';
import { buildSrt, buildVtt, srtTime, vttTime } from '../src/captions/srt.ts';
import { safeAreaFor } from '../src/platforms.ts';
import type { WordTiming } from '../src/tts/types.ts';

const w = (word: string, startMs: number, endMs: number): WordTiming => ({ word, startMs, endMs });
const words = [
  w('Want', 300, 500),
  w('to', 500, 600),
  w('get', 600, 800),
  w('more', 800, 1000),
  w('done?', 1000, 1400),
  w('Start', 2100, 2400),
  w('with', 2400, 2600),
  w('one,', 2600, 2900),
  w('simple', 3000, 3300),
  w('habit.', 3300, 3800),
];

describe('groupWords', () => {
  it('breaks at max words, sentence ends, commas and long pauses', () => {
    const lines = groupWords(words, { maxWords: 4, maxChars: 30, maxGapMs: 600 });
    expect(lines.map((l) => l.text)).toEqual(['Want to get more', 'done?', 'Start with one,', 'simple habit.']);
    expect(lines[0]).toMatchObject({ startMs: 300, endMs: 1000 });
  });

  it('breaks on character budget', () => {
    const lines = groupWords(words.slice(0, 4), { maxWords: 5, maxChars: 8, maxGapMs: 600 });
    expect(lines.map((l) => l.text)).toEqual(['Want to', 'get more']);
  });

  it('keeps a line on screen until the next one when the pause is short', () => {
    const lines = groupWords(words, { maxWords: 4, maxChars: 30, maxGapMs: 600 });
    const ends = displayEnds(lines);
    expect(ends[0]).toBe(1000); // next line starts right away
    expect(ends[1]).toBe(2100); // 700 ms pause: bridged
    expect(displayEnds(lines, 400, 500)[1]).toBe(1400 + 400); // shorter bridge: hold instead
    expect(ends[3]).toBe(3800 + 400);
  });
});

describe('srt / vtt', () => {
  const lines = groupWords(words, { maxWords: 4, maxChars: 30, maxGapMs: 600 });

  it('formats times', () => {
    expect(srtTime(3_723_456)).toBe('01:02:03,456');
    expect(vttTime(999)).toBe('00:00:00.999');
  });

  it('writes numbered SRT cues spanning the spoken words', () => {
    const srt = buildSrt(lines);
    expect(srt.startsWith('1\n00:00:00,300 --> 00:00:01,000\nWant to get more\n')).toBe(true);
    expect(srt).toContain('4\n00:00:03,000 --> 00:00:03,800\nsimple habit.');
  });

  it('writes WEBVTT with escaped markup', () => {
    const vtt = buildVtt([{ words: [], text: 'a <b> & c', startMs: 0, endMs: 1000 }]);
    expect(vtt).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\na &lt;b&gt; &amp; c\n');
  });
});

describe('ass', () => {
  const layout = assLayout(1080, 1920, safeAreaFor('tiktok', 1080, 1920));
  const lines = groupWords(words, { maxWords: 4, maxChars: 30, maxGapMs: 600 });

  it('fits about 15 bold characters per line between TikTok margins', () => {
    expect(maxLineChars(layout)).toBeGreaterThanOrEqual(14);
    expect(maxLineChars(layout)).toBeLessThanOrEqual(18);
  });

  it('sizes captions for a cap height of at least 55 px per 1080 px of the short side, in every aspect and face', () => {
    for (const aspect of ASPECTS) {
      const { width, height } = frameForAspect(aspect);
      for (const font of FONT_CHOICES) {
        expect(capHeightPx(font, captionSizeFor(width, height)), `${aspect} ${font}`).toBeGreaterThanOrEqual((55 * Math.min(width, height)) / 1080);
      }
    }
    // Every style is at least that size (pop larger).
    for (const style of ['karaoke', 'pop', 'boxed', 'minimal'] as const) {
      const ass = buildAss({ layout, title: '', titleEndMs: 0, lines, style });
      const size = Number(ass.split('\n').find((l) => l.startsWith('Style: Caption'))?.split(',')[2]);
      expect(size, style).toBeGreaterThanOrEqual(layout.captionSize);
    }
  });

  it('shrinks a 40-letter word to the row and keeps a long line to two rows', () => {
    const long = 'Supercalifragilisticexpialidociousnesses';
    const row = captionWidth(layout);
    for (const font of FONT_CHOICES) {
      const k = captionScale(long, layout.captionSize, row, font, 2);
      expect(k).toBeLessThan(1);
      expect(textEm(long, font) * emPx(font, layout.captionSize) * k).toBeLessThanOrEqual(row);
      // Short lines are never scaled.
      expect(captionScale('Drink water', layout.captionSize, row, font, 2)).toBe(1);
      const wordy = 'a line that somebody made far too long for any caption row at all';
      const kw = captionScale(wordy, layout.captionSize, row, font, 2);
      expect(textEm(wordy, font) * emPx(font, layout.captionSize) * kw).toBeLessThanOrEqual(row * 2 * 0.85);
    }
    // The scale reaches the ASS line as \fscx/\fscy, the spoken word's pop scaled with it.
    const ass = buildAss({ layout, title: '', titleEndMs: 0, lines: [{ words: [w(long, 0, 900)], text: long, startMs: 0, endMs: 900 }], style: 'pop' });
    expect(ass).toMatch(/\\fscx(\d+)\\fscy\1/);
    expect(ass).not.toContain('\\fscx112');
  });

  it('formats centisecond times', () => {
    expect(assTime(3_723_456)).toBe('1:02:03.46');
  });

  it('escapes override braces and backslashes', () => {
    expect(escapeAssText('a {\\b1} b\nc')).toBe('a (＼b1) b c');
  });

  it('puts captions inside the TikTok safe area', () => {
    const ass = buildAss({ layout, title: 'T', titleEndMs: 2000, lines, style: 'highlight' });
    const style =
      ass
        .split('\n')
        .find((l) => l.startsWith('Style: Caption'))
        ?.split(',') ?? [];
    const [marginL, marginR, marginV] = style.slice(19, 22).map(Number);
    expect(marginV).toBeGreaterThanOrEqual(0.2 * 1920);
    expect(marginR).toBeGreaterThanOrEqual(0.12 * 1080);
    expect(marginL).toBeGreaterThanOrEqual(0.06 * 1080);
    expect(ass).toContain('PlayResX: 1080\nPlayResY: 1920');
  });

  it('highlights each word in turn on its own event', () => {
    const ass = buildAss({ layout, title: '', titleEndMs: 0, lines, style: 'highlight' });
    const events = ass.split('\n').filter((l) => l.startsWith('Dialogue:'));
    expect(events).toHaveLength(words.length);
    expect(events[0]).toBe(
      'Dialogue: 5,0:00:00.30,0:00:00.50,Caption,,0,0,0,,{\\c&H00D7FF&}Want{\\c&HFFFFFF&} to get more',
    );
    expect(events[3]).toContain(',0:00:00.80,0:00:01.00,Caption,');
    expect(events[3]).toContain('to get {\\c&H00D7FF&}more{\\c&HFFFFFF&}');
  });

  it('writes one event per line in plain style, plus the title card', () => {
    const ass = buildAss({ layout, title: 'My {Title}', titleEndMs: 2800, lines, style: 'plain' });
    const events = ass.split('\n').filter((l) => l.startsWith('Dialogue:'));
    expect(events).toHaveLength(lines.length + 1);
    expect(events[0]).toBe('Dialogue: 0,0:00:00.00,0:00:02.80,Title,,0,0,0,,{\\fad(200,350)}My (Title)');
  });

  it('keeps only events overlapping the window', () => {
    const ass = buildAss({
      layout,
      title: 'T',
      titleEndMs: 2000,
      lines,
      style: 'plain',
      window: { fromMs: 2500, toMs: 10_000 },
    });
    const events = ass.split('\n').filter((l) => l.startsWith('Dialogue:'));
    expect(events.map((e) => e.split(',').slice(9).join(','))).toEqual(['Start with one,', 'simple habit.']);
  });
});
