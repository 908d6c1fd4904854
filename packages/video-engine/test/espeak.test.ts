import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EspeakTtsEngine, countLanguages, listLanguages } from '../src/index.ts';
import type { SynthesisResult } from '../src/tts/types.ts';
import { medianPitchHz, readWav } from './helpers.ts';

const workDir = mkdtempSync(join(tmpdir(), 'espeak-test-'));
const engine = new EspeakTtsEngine();
afterAll(async () => {
  await engine.dispose();
  rmSync(workDir, { recursive: true, force: true });
});
const say = (text: string, voiceId = 'voice1', language = 'en') =>
  engine.synthesize(text, { voiceId, language, workDir });
const wavOf = (r: SynthesisResult) => {
  if (!('wavPath' in r)) throw new Error('expected a wav file');
  return readWav(r.wavPath);
};

describe('eSpeak engine', () => {
  it('returns audio and a timing for every word, in order', async () => {
    const text = 'Put your phone in another room, and watch your focus return.';
    const r = await say(text);
    const { samples, sampleRate } = wavOf(r);
    expect(sampleRate).toBe(22050);
    expect(samples.length / sampleRate).toBeCloseTo(r.durationMs / 1000, 2);
    expect(r.durationMs).toBeGreaterThan(2000);
    expect(r.words.map((w) => w.word)).toEqual(text.split(' '));
    for (const [i, w] of r.words.entries()) {
      expect(w.endMs).toBeGreaterThan(w.startMs);
      expect(w.startMs).toBeGreaterThanOrEqual(r.words[i - 1]?.endMs ?? 0);
      expect(w.endMs).toBeLessThanOrEqual(r.durationMs);
    }
    // The pause after "room," shows up between its end and the next word's start.
    const room = r.words[5];
    const and = r.words[6];
    expect((and?.startMs ?? 0) - (room?.endMs ?? 0)).toBeGreaterThan(50);
    // Speech sounds come too, in order, inside the audio: "Put" starts with /p/.
    const phonemes = r.phonemes ?? [];
    expect(phonemes[0]?.phoneme).toBe('p');
    expect(phonemes.length).toBeGreaterThan(30);
    for (const [i, p] of phonemes.entries()) {
      expect(p.endMs).toBeGreaterThanOrEqual(p.startMs);
      expect(p.startMs).toBeGreaterThanOrEqual(phonemes[i - 1]?.startMs ?? 0);
      expect(p.endMs).toBeLessThanOrEqual(r.durationMs);
    }
  });

  it('puts words where the sound is', async () => {
    const r = await say('One. Two. Three.');
    const { samples, sampleRate } = wavOf(r);
    const rms = (fromMs: number, toMs: number) => {
      const a = Math.floor((fromMs / 1000) * sampleRate);
      const b = Math.floor((toMs / 1000) * sampleRate);
      let sum = 0;
      for (let i = a; i < b; i++) sum += (samples[i] ?? 0) ** 2;
      return Math.sqrt(sum / Math.max(1, b - a));
    };
    const [one, two] = r.words;
    if (!one || !two) throw new Error('missing words');
    expect(rms(one.startMs, one.endMs)).toBeGreaterThan(5 * rms(one.endMs, two.startMs));
  });

  it('makes the six voices distinct: female voices higher, energetic ones faster', async () => {
    const text = 'The quick brown fox jumps over the lazy dog, and then it runs away into the woods.';
    const [male, female, pro, energetic] = await Promise.all(
      ['voice1', 'voice2', 'voice3', 'voice5'].map((v) => say(text, v)),
    );
    if (!male || !female || !pro || !energetic) throw new Error('missing result');
    const pitch = (r: SynthesisResult) => {
      const { samples, sampleRate } = wavOf(r);
      return medianPitchHz(samples, sampleRate);
    };
    expect(pitch(female)).toBeGreaterThan(pitch(male) * 1.3);
    expect(energetic.durationMs).toBeLessThan(pro.durationMs * 0.85);
  });

  it('speaks other languages', async () => {
    const german = await say('Guten Morgen, wie geht es dir heute?', 'voice4', 'de');
    expect(german.words.map((w) => w.word)).toEqual(['Guten', 'Morgen,', 'wie', 'geht', 'es', 'dir', 'heute?']);
    expect(german.durationMs).toBeGreaterThan(1000);
    const english = await say('Guten Morgen, wie geht es dir heute?', 'voice4', 'en');
    // Same letters, different pronunciation rules: the audio differs.
    expect(Math.abs(german.durationMs - english.durationMs)).toBeGreaterThan(50);
    const japanese = await say('こんにちは 世界', 'voice2', 'ja');
    expect(japanese.words).toHaveLength(2);
    expect(japanese.durationMs).toBeGreaterThan(500);
  });

  it('lists every language and rejects unknown ones', async () => {
    const langs = await listLanguages();
    expect(langs.length).toBeGreaterThan(100);
    const codes = langs.flatMap((l) => [l.code, ...l.aliases]);
    for (const c of ['en-us', 'de', 'fr', 'es', 'ja', 'hi', 'ar', 'ru', 'pt-br', 'eo']) expect(codes).toContain(c);
    // Only real languages: no test voice, no Tolkien, no Klingon.
    for (const c of ['xex', 'qya', 'sjn', 'piqd', 'qdb', 'py', 'jbo', 'lfn']) expect(codes).not.toContain(c);
    expect(langs.map((l) => l.name).join(' ')).not.toMatch(/test|Quenya|Sindarin|Klingon/i);
    expect(countLanguages(langs)).toBeGreaterThan(100);
    expect(countLanguages(langs)).toBeLessThan(langs.length);
    await expect(say('hello', 'voice1', 'xx-nope')).rejects.toThrow(/no voice for language/);
    await expect(say('hello', 'voice9')).rejects.toThrow(/unknown voice/);
  });

  it('splits long text into pieces without losing words', async () => {
    const text = Array.from({ length: 60 }, (_, i) => `Sentence number ${i + 1} is here.`).join(' ');
    const r = await say(text);
    expect(r.words).toHaveLength(text.split(' ').length);
    expect(r.words.at(-1)?.word).toBe('here.');
    expect(r.words.at(-1)?.endMs).toBeLessThanOrEqual(r.durationMs);
  });

  it('stops on abort and works again after dispose', async () => {
    const controller = new AbortController();
    const long = 'This sentence keeps going for quite a while. '.repeat(200);
    const pending = engine.synthesize(long, { voiceId: 'voice1', language: 'en', workDir, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('cancelled by test')), 20);
    await expect(pending).rejects.toThrow('cancelled by test');
    await engine.dispose();
    const again = await say('Still here.');
    expect(again.words.map((w) => w.word)).toEqual(['Still', 'here.']);
  });
});
