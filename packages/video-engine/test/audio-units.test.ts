import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeWav, resample } from '../src/audio/pcm.ts';
import { RoomTone, longestZeroRunMs } from '../src/audio/room-tone.ts';
import { speechRange } from '../src/audio/trim.ts';
import {
  buildLevelArgs,
  buildPremixArgs,
  parseEbur128Integrated,
  parseEbur128Summary,
  levelChain,
  parseLoudnormJson,
  toMeasurement,
} from '../src/audio/loudness.ts';
import { narrate } from '../src/narration.ts';
import { countLanguages, toLanguages } from '../src/tts/espeak-languages.ts';
import { phonemesWithinWords } from '../src/tts/reference.ts';
import type { SynthesisResult, TtsEngine } from '../src/tts/types.ts';
import { readWav } from './helpers.ts';

function wav(
  fmt: { format: number; channels: number; bits: number; rate: number },
  data: Buffer,
  size?: number,
): Buffer {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(size === undefined ? 36 + data.length : size, 4);
  h.write('WAVEfmt ', 8, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(fmt.format, 20);
  h.writeUInt16LE(fmt.channels, 22);
  h.writeUInt32LE(fmt.rate, 24);
  h.writeUInt32LE((fmt.rate * fmt.channels * fmt.bits) / 8, 28);
  h.writeUInt16LE((fmt.channels * fmt.bits) / 8, 32);
  h.writeUInt16LE(fmt.bits, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(size === undefined ? data.length : size, 40);
  return Buffer.concat([h, data]);
}

describe('decodeWav / resample', () => {
  it('reads float stereo to 16-bit mono, and a streamed WAV whose sizes are placeholders', () => {
    const f = Buffer.alloc(4 * 2 * 3);
    [0.5, 0.5, -0.5, -0.25, 1, 1].forEach((v, i) => f.writeFloatLE(v, i * 4));
    const a = decodeWav(wav({ format: 3, channels: 2, bits: 32, rate: 24000 }, f));
    expect(a.sampleRate).toBe(24000);
    expect([...a.samples]).toEqual([16384, -12288, 32767]);
    const pcm = Buffer.from(new Int16Array([100, -200, 300]).buffer);
    const b = decodeWav(wav({ format: 1, channels: 1, bits: 16, rate: 22050 }, pcm, 0xffffffff));
    expect([...b.samples]).toEqual([100, -200, 300]);
  });

  it('resamples to the asked rate, keeping a tone at its pitch', () => {
    const s = Int16Array.from({ length: 22050 }, (_, i) =>
      Math.round(10000 * Math.sin((2 * Math.PI * 441 * i) / 22050)),
    );
    const r = resample(s, 22050, 48000);
    expect(r.length).toBe(48000);
    let crossings = 0;
    for (let i = 1; i < r.length; i++) if ((r[i - 1] ?? 0) < 0 && (r[i] ?? 0) >= 0) crossings++;
    expect(Math.abs(crossings - 441)).toBeLessThanOrEqual(1);
  });
});

describe('room tone and trimming', () => {
  it('is quiet, never a run of zeros, and the same every time', () => {
    const a = new RoomTone(24000).make(2000);
    const rms = Math.sqrt(a.reduce((s, v) => s + v * v, 0) / a.length) / 32768;
    expect(20 * Math.log10(rms)).toBeCloseTo(-78, 0);
    expect(longestZeroRunMs(a, 24000)).toBeLessThan(1);
    expect(new RoomTone(24000).make(2000)).toEqual(a);
    expect(longestZeroRunMs(new Int16Array(2400), 24000)).toBe(100);
  });

  it('keeps the speech and a short margin of a clip', () => {
    const s = new Int16Array(24000);
    s.fill(3000, 6000, 12000);
    const r = speechRange(s, 24000);
    expect(r.start).toBe(6000 - 960); // 40 ms before
    expect(r.end).toBe(12000 + 2160); // 90 ms after
    expect(speechRange(new Int16Array(100), 24000)).toEqual({ start: 0, end: 0 });
  });
});

describe('narrate', () => {
  it('trims each clip, fills gaps with room tone and moves the timings with the trim', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'narrate-test-'));
    try {
      // A fake engine: 500 ms of exact silence, 1 s of "speech", 800 ms of silence; one word on the speech.
      const engine: TtsEngine = {
        name: 'fake',
        synthesize: async (text): Promise<SynthesisResult> => {
          const pcm = new Int16Array(23000 * 2.3);
          pcm.fill(4000, 11500, 34500);
          return {
            pcm,
            sampleRate: 23000,
            durationMs: 2300,
            words: [{ word: text, startMs: 500, endMs: 1500 }],
            phonemes: [{ phoneme: 'a', startMs: 500, endMs: 1500 }],
          };
        },
      };
      const n = await narrate(['one', 'two'], { engine, voiceId: 'voice1', language: 'en', workDir: dir });
      const { samples } = readWav(n.wavPath);
      expect(longestZeroRunMs(samples, 23000)).toBeLessThan(5);
      for (const w of n.words) {
        // The word's start and end land where the loud samples begin and end.
        const at = Math.round((w.startMs / 1000) * 23000);
        expect(Math.abs(samples[at + 5] ?? 0)).toBeGreaterThan(3000);
        expect(Math.abs(samples[at - 5] ?? 0)).toBeLessThan(500);
        expect(w.endMs - w.startMs).toBe(1000);
      }
      // lead 350 + 40 ms margin; the 1130 ms clip is held to the 1200 ms scene minimum, gap 450 ms.
      expect(n.words.map((w) => w.startMs)).toEqual([390, 350 + 1200 + 450 + 40]);
      expect(n.phonemes[0]).toEqual({ phoneme: 'a', startMs: 390, endMs: 1390 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('loudness passes', () => {
  const audio = { narrationPath: '/tmp/n.wav', duck: true };
  it('premixes the audio only at the output rate, then levels and meters the premix', () => {
    const premix = buildPremixArgs(audio, 44100, '/tmp/mix.premix.wav');
    expect(premix).not.toContain('-vn');
    const graph = premix[premix.indexOf('-filter_complex') + 1] ?? '';
    expect(graph).toMatch(/^\[0:a\]highpass=f=70,acompressor=.*\[mix\];\[mix\]aresample=out_sample_rate=44100,ebur128=framelog=40\[out\]$/);
    expect(premix.slice(-5)).toEqual(['-c:a', 'pcm_f32le', '-f', 'wav', '/tmp/mix.premix.wav']);
    const reading = buildLevelArgs('/tmp/mix.premix.wav', levelChain(6));
    expect(reading.slice(-2)).toEqual(['null', '-']);
    expect(reading[reading.indexOf('-filter_complex') + 1]).toMatch(/^\[0:a\]volume=volume=6\.00dB,alimiter=limit=0\.6683.*,ebur128=framelog=40:peak=true\[out\]$/);
    const written = buildLevelArgs('/tmp/mix.premix.wav', [...levelChain(6), 'volume=volume=0.84dB'], ['-c:a', 'pcm_s16le', '-f', 'wav', '/tmp/mix.wav']);
    expect(written[written.indexOf('-filter_complex') + 1]).toMatch(/alimiter=.*,volume=volume=0\.84dB,ebur128=framelog=40:peak=true\[out\]$/);
    expect(written.slice(-4)).toEqual(['pcm_s16le', '-f', 'wav', '/tmp/mix.wav']);
  });

  it('mixes looped music under the voice before measuring it', () => {
    const args = buildPremixArgs({ ...audio, music: { path: '/m.mp3', volume: 0.2 } }, 44100, '/tmp/p.wav');
    expect(args).toEqual(expect.arrayContaining(['-stream_loop', '-1', '-i', '/m.mp3']));
    const graph = args[args.indexOf('-filter_complex') + 1] ?? '';
    expect(graph).toContain('[voiced]aformat=');
    expect(graph).toContain('sidechaincompress');
    expect(graph).toMatch(/volume=volume=2\[mix\];\[mix\]aresample/);
  });

  it('reads loudness, gate, range and true peak from the ebur128 summary', () => {
    const log =
      '[Parsed_ebur128_3 @ 0x1] Summary:\n\n  Integrated loudness:\n    I:         -15.2 LUFS\n    Threshold: -25.4 LUFS\n\n' +
      '  Loudness range:\n    LRA:         1.3 LU\n    Threshold: -35.4 LUFS\n    LRA low:   -16.0 LUFS\n    LRA high:  -14.6 LUFS\n\n' +
      '  True peak:\n    Peak:       -2.4 dBFS\n';
    expect(parseEbur128Summary(log)).toEqual({ i: -15.2, thresh: -25.4, lra: 1.3, tp: -2.4 });
    const silent = 'Summary:\n    I:         -inf LUFS\n    Threshold: -inf LUFS\n    LRA:         0.0 LU\n  True peak:\n    Peak:       -inf dBFS\n';
    expect(parseEbur128Summary(silent)).toEqual({ i: -70, thresh: -70, lra: 0, tp: -99 });
  });

  it('reads the report loudnorm prints last, and turns silence into values it accepts back', () => {
    const stderr =
      'noise {"a":1}\n[Parsed_loudnorm_1 @ 0x1]\n{\n "input_i" : "-inf",\n "input_tp" : "-inf",\n "input_lra" : "0.00",\n "input_thresh" : "-inf",\n "target_offset" : "inf"\n}\n';
    expect(toMeasurement(parseLoudnormJson(stderr))).toEqual({
      inputI: -70,
      inputTp: -99,
      inputLra: 0,
      inputThresh: -70,
      targetOffset: 0,
    });
    expect(() => parseLoudnormJson('nothing')).toThrow(/no report/);
  });

  it('reads integrated loudness from ebur128 summaries', () => {
    const log =
      '[Parsed_ebur128_0] t: 1 M: -20 I: -30.0 LUFS\n[Parsed_ebur128_0 @ 0x1] Summary:\n\n  Integrated loudness:\n    I:         -27.4 LUFS\n';
    expect(parseEbur128Integrated(log)).toBe(-27.4);
    expect(parseEbur128Integrated('Summary:\n    I:         -inf LUFS')).toBe(-70);
  });
});

describe('languages and phonemes', () => {
  it('drops the test voice and fictional languages, and counts accents once', () => {
    const voice = (identifier: string, code: string) => ({
      name: identifier,
      identifier,
      languages: [{ name: code, priority: 5 }],
    });
    const langs = toLanguages([
      voice('gmw/en-US', 'en-us'),
      voice('gmw/en', 'en-gb'),
      voice('art/eo', 'eo'),
      voice('art/xex', 'xex'),
      voice('art/qya', 'qya'),
      voice('art/piqd', 'piqd'),
    ] as Parameters<typeof toLanguages>[0]);
    expect(langs.map((l) => l.code)).toEqual(['en-us', 'en-gb', 'eo']);
    expect(countLanguages(langs)).toBe(2);
  });

  it('fits reference phonemes inside the provider timed words', () => {
    const out = phonemesWithinWords(
      [{ word: 'hi', startMs: 100, endMs: 300 }],
      [
        { phoneme: 'h', startMs: 100, endMs: 150 },
        { phoneme: 'aɪ', startMs: 150, endMs: 300 },
      ],
      [{ word: 'hi', startMs: 1000, endMs: 1400 }],
    );
    expect(out).toEqual([
      { phoneme: 'h', startMs: 1000, endMs: 1100 },
      { phoneme: 'aɪ', startMs: 1100, endMs: 1400 },
    ]);
  });
});
