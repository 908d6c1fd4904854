import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkAtPauses } from '../src/clips/pauses.ts';
import { parseSubtitles } from '../src/clips/parse-subtitles.ts';
import { shareByLength, wordsForCues } from '../src/clips/cue-words.ts';
import { buildSrt, buildVtt } from '../src/captions/srt.ts';
import { EspeakTtsEngine } from '../src/tts/espeak.ts';
import { EspeakReference } from '../src/tts/reference.ts';
import { takeSamples } from '../src/audio/pcm.ts';

const RATE = 16_000;
/** Tone bursts (speech stand-ins) of `on` ms with `off` ms of silence between them. */
function bursts(pattern: [on: number, off: number][]): Int16Array {
  const total = pattern.reduce((n, [a, b]) => n + a + b, 0);
  const out = new Int16Array((total * RATE) / 1000);
  let at = 0;
  for (const [on, off] of pattern) {
    for (let i = 0; i < (on * RATE) / 1000; i++) out[at + i] = Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / RATE));
    at += ((on + off) * RATE) / 1000;
  }
  return out;
}

describe('audio cut into pieces at pauses', () => {
  it('keeps every piece under the limit and cuts inside the silences', () => {
    const samples = bursts([
      [2300, 400],
      [1800, 200],
      [2600, 500],
      [1900, 300],
    ]);
    const max = 4 * RATE;
    const spans = chunkAtPauses(samples, RATE, max);
    expect(spans.length).toBeGreaterThan(2);
    expect(spans[0]!.start).toBe(0);
    expect(spans.at(-1)!.end).toBe(samples.length);
    for (const [k, s] of spans.entries()) {
      expect(s.end - s.start).toBeLessThanOrEqual(max);
      if (k) expect(s.start).toBe(spans[k - 1]!.end);
      // Every cut lands where the signal is silent.
      if (k < spans.length - 1) expect(Math.abs(samples[s.end] ?? 0)).toBe(0);
    }
  });

  it('gives one piece when everything fits', () => {
    expect(chunkAtPauses(bursts([[1000, 100]]), RATE, 10 * RATE)).toEqual([{ start: 0, end: 1.1 * RATE }]);
  });
});

describe('subtitle files', () => {
  it('reads SRT and WebVTT, markup and sound notes out', () => {
    const srt = '1\r\n00:00:01,000 --> 00:00:03,500\r\n<i>Hello</i> there,\r\nfriends.\r\n\r\n2\r\n00:00:04,000 --> 00:00:05,000\r\n[music]\r\n\r\n3\r\n00:01:02,250 --> 00:01:04,000\r\n- Numbers like 42 matter.\r\n';
    expect(parseSubtitles(srt)).toEqual([
      { startMs: 1000, endMs: 3500, text: 'Hello there, friends.' },
      { startMs: 62_250, endMs: 64_000, text: 'Numbers like 42 matter.' },
    ]);
    const vtt = 'WEBVTT\n\nNOTE made by hand\n\nintro\n00:01.000 --> 00:02.500 align:start\n<v Ana>Why now?\n\n01:00:00.000 --> 01:00:01.000\nLate.\n';
    expect(parseSubtitles(vtt)).toEqual([
      { startMs: 1000, endMs: 2500, text: 'Why now?' },
      { startMs: 3_600_000, endMs: 3_601_000, text: 'Late.' },
    ]);
  });

  it('reads what the engine itself writes', () => {
    const lines = [
      { text: 'One two', startMs: 0, endMs: 900, words: [] },
      { text: 'three four', startMs: 1000, endMs: 2000, words: [] },
    ];
    const expected = lines.map((l) => ({ startMs: l.startMs, endMs: l.endMs, text: l.text }));
    expect(parseSubtitles(buildSrt(lines))).toEqual(expected);
    expect(parseSubtitles(buildVtt(lines))).toEqual(expected);
  });

  it('refuses a file with no timed cue', () => {
    expect(() => parseSubtitles('just some text\n\nmore')).toThrow(/no timed cues/);
  });

  it('shares a cue among its words by length when there is no audio to align', () => {
    expect(shareByLength(['a', 'bbb'], { startMs: 0, endMs: 400, text: 'a bbb' })).toEqual([
      { word: 'a', startMs: 0, endMs: 100 },
      { word: 'bbb', startMs: 100, endMs: 400 },
    ]);
  });
});

describe('word times for uploaded cues', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cue-words-'));
  const reference = new EspeakReference();
  afterAll(async () => {
    await reference.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('aligns each cue onto another voice saying it, close to where that voice put the words', async () => {
    // "Another speaker": a slower, lower eSpeak whose own word times are the truth to meet.
    const speaker = new EspeakTtsEngine({ rate: 130, pitch: 30 });
    try {
      const text = 'Shorts win attention fast. Why do numbers like forty two stick? Because people remember them.';
      const spoken = await speaker.synthesize(text, { voiceId: 'voice2', language: 'en', workDir: dir });
      const samples = takeSamples(spoken);
      const truth = spoken.words;
      // Cues as a person would cut them: by sentence, from the first to the last word's time.
      const cues = [truth.slice(0, 4), truth.slice(4, 11), truth.slice(11)].map((ws) => ({
        startMs: Math.max(0, ws[0]!.startMs - 120),
        endMs: ws.at(-1)!.endMs + 120,
        text: ws.map((w) => w.word).join(' '),
      }));
      const words = await wordsForCues({ samples, sampleRate: spoken.sampleRate }, cues, reference, { language: 'en', workDir: dir });
      expect(words.map((w) => w.word)).toEqual(truth.map((w) => w.word));
      const errors = words.map((w, k) => Math.abs(w.startMs - truth[k]!.startMs));
      errors.sort((a, b) => a - b);
      // Boundaries within a syllable of the truth, most far closer.
      expect(errors[Math.floor(errors.length / 2)]).toBeLessThan(40);
      expect(errors.at(-1)).toBeLessThan(150);
      for (let k = 1; k < words.length; k++) expect(words[k]!.startMs).toBeGreaterThanOrEqual(words[k - 1]!.startMs);
    } finally {
      await speaker.dispose();
    }
  });
});
