import { describe, expect, it } from 'vitest';
import { phonemeTimingsFromEvents, wordTimingsFromEvents, type SynthEvent } from '../src/tts/espeak-timing.ts';
import { estimateWordTimings, wordsFromCharacterAlignment } from '../src/tts/estimate.ts';
import { splitSentences, tokenize } from '../src/tts/words.ts';
import { WavWriter, parseWavHeader, wavHeader } from '../src/tts/wav.ts';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const word = (pos: number, ms: number): SynthEvent => ({ type: 'word', text_position: pos, audio_position: ms, id: 1 });
const pause = (ms: number): SynthEvent => ({ type: 'phoneme', text_position: 0, audio_position: ms, id: '' });

describe('word timing from eSpeak events', () => {
  it('maps events to whitespace tokens (code points) and ends words at pauses', () => {
    // "Ünïcode café, naïve — test."
    const text = 'Ünïcode café, naïve — test.';
    const events: SynthEvent[] = [
      word(1, 0),
      word(9, 462),
      pause(959),
      { type: 'end', text_position: 14, audio_position: 1109, id: undefined },
      word(15, 1109),
      pause(1556),
      word(23, 1782),
      pause(2181),
    ];
    expect(wordTimingsFromEvents(text, events, 2500)).toEqual([
      { word: 'Ünïcode', startMs: 0, endMs: 462 },
      { word: 'café,', startMs: 462, endMs: 959 },
      { word: 'naïve —', startMs: 1109, endMs: 1556 },
      { word: 'test.', startMs: 1782, endMs: 2181 },
    ]);
  });

  it('merges several events inside one token and interpolates skipped words', () => {
    const text = 'It costs 12,500 dollars xyzzy now';
    const events = [word(1, 0), word(4, 200), word(10, 500), word(13, 900), word(17, 1400), word(31, 2600)];
    const t = wordTimingsFromEvents(text, events, 3000);
    expect(t.map((w) => w.word)).toEqual(['It', 'costs', '12,500', 'dollars', 'xyzzy', 'now']);
    expect(t[2]).toEqual({ word: '12,500', startMs: 500, endMs: 1400 });
    expect(t[4]).toEqual({ word: 'xyzzy', startMs: t[3]?.endMs, endMs: 2600 });
  });
});

describe('text helpers', () => {
  it('tokenizes with code point offsets', () => {
    expect(tokenize(' a 😀b  c')).toEqual([
      { text: 'a', start: 1, end: 2 },
      { text: '😀b', start: 3, end: 5 },
      { text: 'c', start: 7, end: 8 },
    ]);
  });

  it('splits at sentence ends into bounded pieces', () => {
    expect(splitSentences('One two. Three four! Five six? Seven.', 16)).toEqual([
      'One two.',
      'Three four!',
      'Five six? Seven.',
    ]);
  });

  it('estimates timings proportionally within the speech span', () => {
    const t = estimateWordTimings('Hi there. Bye', 1000, 3000);
    expect(t.map((w) => w.word)).toEqual(['Hi', 'there.', 'Bye']);
    expect(t[0]?.startMs).toBe(1000);
    expect(t.at(-1)?.endMs).toBe(3000);
    expect((t[2]?.startMs ?? 0) - (t[1]?.endMs ?? 0)).toBeGreaterThan(0); // pause after "there."
  });

  it('turns character alignment into words', () => {
    const chars = [...'Hi you'];
    const starts = [0, 0.1, 0.2, 0.3, 0.4, 0.5];
    const ends = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6];
    expect(wordsFromCharacterAlignment(chars, starts, ends, 1000)).toEqual([
      { word: 'Hi', startMs: 1000, endMs: 1200 },
      { word: 'you', startMs: 1300, endMs: 1600 },
    ]);
  });
});

describe('wav', () => {
  it('writes a header ffmpeg understands and patches the length on close', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wav-test-'));
    try {
      const path = join(dir, 'a.wav');
      const w = new WavWriter(path, 22050);
      w.write(new Int16Array([1, -1, 2, -2]));
      w.writeSilence(100);
      w.close();
      const buf = readFileSync(path);
      const info = parseWavHeader(buf);
      expect(info).toEqual({
        format: 1,
        sampleRate: 22050,
        channels: 1,
        bitsPerSample: 16,
        dataOffset: 44,
        dataBytes: (4 + 2205) * 2,
      });
      expect(buf.length).toBe(44 + info.dataBytes);
      expect(buf.readInt16LE(46)).toBe(-1);
      expect(wavHeader(10, 8000).readUInt32LE(4)).toBe(46);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('phonemeTimingsFromEvents', () => {
  it('times each sound until the next event and skips pauses', () => {
    const ev = (type: string, at: number, id?: string) => ({ type, text_position: 1, audio_position: at, id });
    const out = phonemeTimingsFromEvents(
      [
        ev('word', 0, '1'),
        ev('phoneme', 0, 'm'),
        ev('phoneme', 90, 'ˈɑː'),
        ev('phoneme', 200, ''),
        ev('end', 260),
        ev('phoneme', 300, 'p'),
      ],
      400,
    );
    expect(out).toEqual([
      { phoneme: 'm', startMs: 0, endMs: 90 },
      { phoneme: 'ˈɑː', startMs: 90, endMs: 200 },
      { phoneme: 'p', startMs: 300, endMs: 400 },
    ]);
  });
});
