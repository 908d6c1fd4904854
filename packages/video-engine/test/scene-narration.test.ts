import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EspeakTtsEngine } from '../src/index.ts';
import { narrate } from '../src/narration.ts';
import { narrateByScene, sceneNarrationKey, type NarrationCache, type SceneNarration } from '../src/scene-narration.ts';
import type { TtsEngine } from '../src/tts/types.ts';

const root = mkdtempSync(join(tmpdir(), 'scene-narration-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const espeak = new EspeakTtsEngine();
/** eSpeak, counting what it is asked to say. */
function counting() {
  const said: string[] = [];
  const engine: TtsEngine = { ...espeak, synthesize: (text, o) => (said.push(text), espeak.synthesize(text, o)) } as TtsEngine;
  return { engine, said };
}

/** A cache as a caller keeps one: the WAV copied out under its key, and back into the render's work dir. */
function folderCache(dir: string): NarrationCache & { keys: Set<string> } {
  const kept = new Map<string, SceneNarration>();
  const keys = new Set<string>();
  return {
    keys,
    async get(key, workDir) {
      const hit = kept.get(key);
      if (!hit) return undefined;
      const wavPath = join(workDir, `cached-${basename(hit.wavPath)}`);
      copyFileSync(hit.wavPath, wavPath);
      return { ...hit, wavPath };
    },
    async put(key, n) {
      const wavPath = join(dir, `${key}.wav`);
      copyFileSync(n.wavPath, wavPath);
      kept.set(key, { ...n, wavPath });
      keys.add(key);
    },
  };
}

const texts = ['Drink a glass of water when you wake up.', 'Walk outside before lunch.', 'Write down one thing you finished.'];
const voice = { voiceId: 'voice2', language: 'en' };
const workDir = (name: string) => mkdtempSync(join(root, `${name}-`));

describe('narration scene by scene', () => {
  it('lays the scenes out as the whole narration does', async () => {
    const whole = await narrate(texts, { engine: espeak, ...voice, workDir: workDir('whole') });
    const byScene = await narrateByScene(texts, { engine: espeak, engineName: 'espeak', ...voice, workDir: workDir('scenes') });
    expect(byScene.words.map((w) => w.word)).toEqual(whole.words.map((w) => w.word));
    // The same pauses: every word and scene bound within a millisecond or two of rounding.
    byScene.words.forEach((w, i) => expect(Math.abs(w.startMs - whole.words[i]!.startMs)).toBeLessThanOrEqual(2));
    byScene.scenes.forEach((s, i) => expect(Math.abs(s.startMs - whole.scenes[i]!.startMs)).toBeLessThanOrEqual(2));
    expect(Math.abs(byScene.durationMs - whole.durationMs)).toBeLessThanOrEqual(2);
  });

  it('speaks again only the scene whose words changed', async () => {
    const cache = folderCache(workDir('cache'));
    const first = counting();
    const before = await narrateByScene(texts, { engine: first.engine, engineName: 'espeak', ...voice, workDir: workDir('a'), cache });
    expect(first.said).toEqual(texts);
    const edited = [texts[0]!, 'Walk outside for ten minutes before lunch.', texts[2]!];
    const second = counting();
    const after = await narrateByScene(edited, { engine: second.engine, engineName: 'espeak', ...voice, workDir: workDir('b'), cache });
    expect(second.said).toEqual([edited[1]]);
    // The first scene is the same narration; the last moved by the edited scene's new length.
    const n0 = before.words.filter((w) => w.startMs < before.scenes[1]!.startMs);
    expect(after.words.slice(0, n0.length)).toEqual(n0);
    const shift = after.scenes[2]!.startMs - before.scenes[2]!.startMs;
    expect(shift).toBeGreaterThan(0);
    expect(after.words.at(-1)!.word).toBe(before.words.at(-1)!.word);
    expect(Math.abs(after.words.at(-1)!.startMs - before.words.at(-1)!.startMs - shift)).toBeLessThanOrEqual(2);
    expect(cache.keys.size).toBe(4);
  });

  it('with a step, starts every scene on it (whole frames, whole milliseconds)', async () => {
    const aligned = await narrateByScene(texts, { engine: espeak, engineName: 'espeak', ...voice, workDir: workDir('aligned'), alignMs: 100 });
    expect(aligned.scenes.map((s) => s.startMs % 100)).toEqual([0, 0, 0]);
    const loose = await narrateByScene(texts, { engine: espeak, engineName: 'espeak', ...voice, workDir: workDir('loose') });
    expect(aligned.words.map((w) => w.word)).toEqual(loose.words.map((w) => w.word));
    // Only the pauses between scenes grow (less than a step each); the first scene is untouched.
    const firstScene = (n: typeof loose) => n.words.filter((w) => w.startMs < n.scenes[1]!.startMs);
    expect(firstScene(aligned).length).toBe(firstScene(loose).length);
    // (eSpeak's own timings vary by a millisecond between runs.)
    firstScene(aligned).forEach((w, i) => expect(Math.abs(w.startMs - firstScene(loose)[i]!.startMs)).toBeLessThanOrEqual(2));
    expect(aligned.durationMs - loose.durationMs).toBeGreaterThanOrEqual(0);
    expect(aligned.durationMs - loose.durationMs).toBeLessThan(200);
  });

  it('keys a scene by its words, voice, language and the caller’s salt', () => {
    const base = sceneNarrationKey('Hello there.', { engine: 'espeak', voiceId: 'voice1', language: 'en' });
    expect(sceneNarrationKey('Hello there.', { engine: 'espeak', voiceId: 'voice1', language: 'en' })).toBe(base);
    expect(sceneNarrationKey('Hello there!', { engine: 'espeak', voiceId: 'voice1', language: 'en' })).not.toBe(base);
    expect(sceneNarrationKey('Hello there.', { engine: 'espeak', voiceId: 'voice2', language: 'en' })).not.toBe(base);
    expect(sceneNarrationKey('Hello there.', { engine: 'openai', voiceId: 'voice1', language: 'en' })).not.toBe(base);
    expect(sceneNarrationKey('Hello there.', { engine: 'espeak', voiceId: 'voice1', language: 'de' })).not.toBe(base);
    expect(sceneNarrationKey('Hello there.', { engine: 'espeak', voiceId: 'voice1', language: 'en' }, 'their keys')).not.toBe(base);
  });
});
