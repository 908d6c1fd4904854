import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { readWav16, takeSamples } from './audio/pcm.ts';
import { RoomTone } from './audio/room-tone.ts';
import { speechRange } from './audio/trim.ts';
import { NARRATION_PADS, sceneBounds, type NarrateOptions, type Narration } from './narration.ts';
import type { PhonemeTiming, TtsEngine, WordTiming } from './tts/types.ts';
import { WavWriter } from './tts/wav.ts';

/**
 * One scene's voice-over on its own: the speech trimmed, room tone under it, padded to the
 * shortest scene; words and speech sounds in ms from its start. A step of the render graph,
 * kept by the caller under `sceneNarrationKey` and joined by `joinNarrations`.
 */
export interface SceneNarration {
  wavPath: string;
  sampleRate: number;
  durationMs: number;
  words: WordTiming[];
  phonemes: PhonemeTiming[];
  alignmentMs: number;
}

/** Where a caller keeps scene narrations between renders (the engine stays free of storage). */
export interface NarrationCache {
  /** The narration stored under `key`, its WAV placed in `workDir`; undefined when there is none. `scene`: which scene asks. */
  get(key: string, workDir: string, scene: number): Promise<SceneNarration | undefined>;
  put(key: string, narration: SceneNarration, scene: number): Promise<void>;
}

/** Changes whenever a scene's narration would come out differently from the same words. */
const SCENE_NARRATION_FORMAT = 1;

/** What a scene's narration depends on, hashed: its words, the voice, and the caller's `salt` (e.g. whose speech keys). */
export function sceneNarrationKey(text: string, voice: { engine: string; voiceId: string; language: string }, salt = ''): string {
  const parts = [SCENE_NARRATION_FORMAT, voice.engine, voice.voiceId, voice.language, salt, text];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** Speaks one scene into `wavPath`. */
export async function narrateScene(
  text: string,
  opts: { engine: TtsEngine; voiceId: string; language: string; workDir: string; signal?: AbortSignal },
  wavPath: string,
): Promise<SceneNarration> {
  const result = await opts.engine.synthesize(text, { voiceId: opts.voiceId, language: opts.language, workDir: opts.workDir, signal: opts.signal });
  const all = takeSamples(result);
  const keep = speechRange(all, result.sampleRate);
  const shiftMs = -(keep.start / result.sampleRate) * 1000;
  const clipMs = ((keep.end - keep.start) / result.sampleRate) * 1000;
  const tone = new RoomTone(result.sampleRate);
  const wav = new WavWriter(wavPath, result.sampleRate);
  try {
    wav.write(tone.mixInto(all.slice(keep.start, keep.end)));
    if (clipMs < NARRATION_PADS.minSceneMs) wav.write(tone.make(NARRATION_PADS.minSceneMs - clipMs));
  } finally {
    wav.close();
  }
  // Timings move with the trim; anything the trim cut is clamped to the kept clip.
  // Whole milliseconds from the scene's start, so they land alike wherever the scene is placed.
  const place = (ms: number) => Math.round(Math.min(clipMs, Math.max(0, ms + shiftMs)));
  const phonemes = (result.phonemes ?? []).flatMap((p) => {
    const [from, to] = [place(p.startMs), place(p.endMs)];
    return to > from ? [{ phoneme: p.phoneme, startMs: from, endMs: to }] : [];
  });
  return {
    wavPath,
    sampleRate: result.sampleRate,
    durationMs: wav.durationMs,
    words: result.words.map((w) => ({ word: w.word, startMs: place(w.startMs), endMs: place(w.endMs) })),
    phonemes,
    alignmentMs: result.alignmentMs ?? 0,
  };
}

/**
 * The video's narration from its scenes' (each made or found in `cache`): room tone before the
 * first, between scenes and after the last, as `narrate` lays them out; only scenes whose
 * words or voice changed are spoken again.
 */
export async function narrateByScene(
  sceneTexts: string[],
  opts: NarrateOptions & { cache?: NarrationCache; engineName: string; salt?: string; alignMs?: number },
): Promise<Narration> {
  const scenes: SceneNarration[] = [];
  for (const [i, text] of sceneTexts.entries()) {
    opts.signal?.throwIfAborted();
    const key = sceneNarrationKey(text, { engine: opts.engineName, voiceId: opts.voiceId, language: opts.language }, opts.salt);
    let scene = await opts.cache?.get(key, opts.workDir, i);
    if (!scene) {
      scene = await narrateScene(text, opts, join(opts.workDir, `scene-${i}-${key.slice(0, 12)}.wav`));
      await opts.cache?.put(key, scene, i);
    }
    scenes.push(scene);
    opts.onScene?.(i + 1, sceneTexts.length);
  }
  return joinNarrations(scenes, join(opts.workDir, 'narration.wav'), opts.alignMs);
}

/**
 * The step scene starts are held to so that they fall on whole frames and whole milliseconds
 * (100 ms at 30 fps): a scene's words then sit at the same frames from its start wherever it is
 * in the video, and its segment comes out the same (segment-cache.ts).
 */
export function sceneAlignMs(fps: number): number {
  const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
  return 1000 / gcd(Math.round(fps), 1000);
}

/**
 * Lays scene narrations end to end with room tone between them, into one WAV at `wavPath`. With
 * `alignMs`, each scene is padded with room tone so the next starts on a multiple of it.
 */
export function joinNarrations(scenes: SceneNarration[], wavPath: string, alignMs = 0): Narration {
  const first = scenes[0];
  if (!first) throw new Error('no scenes to narrate');
  const tone = new RoomTone(first.sampleRate);
  const wav = new WavWriter(wavPath, first.sampleRate);
  const words: WordTiming[] = [];
  const phonemes: PhonemeTiming[] = [];
  const speech: { startMs: number; endMs: number }[] = [];
  try {
    wav.write(tone.make(NARRATION_PADS.leadMs));
    for (const [i, scene] of scenes.entries()) {
      if (scene.sampleRate !== first.sampleRate) throw new Error(`TTS sample rate changed between scenes (${first.sampleRate} -> ${scene.sampleRate})`);
      if (i > 0) wav.write(tone.make(NARRATION_PADS.gapMs));
      const startMs = wav.durationMs;
      wav.write(readWav16(scene.wavPath).samples);
      for (const w of scene.words) words.push({ word: w.word, startMs: Math.round(startMs + w.startMs), endMs: Math.round(startMs + w.endMs) });
      for (const p of scene.phonemes) phonemes.push({ phoneme: p.phoneme, startMs: Math.round(startMs + p.startMs), endMs: Math.round(startMs + p.endMs) });
      // The next scene starts halfway through the gap: room tone until that lands on the step.
      const next = wav.durationMs + NARRATION_PADS.gapMs / 2;
      if (alignMs && i < scenes.length - 1) wav.write(tone.make(Math.ceil(next / alignMs - 1e-9) * alignMs - next));
      speech.push({ startMs, endMs: wav.durationMs });
    }
    wav.write(tone.make(NARRATION_PADS.tailMs));
  } finally {
    wav.close();
  }
  return {
    wavPath,
    sampleRate: first.sampleRate,
    durationMs: wav.durationMs,
    words,
    phonemes,
    scenes: sceneBounds(speech, wav.durationMs),
    alignmentMs: scenes.reduce((sum, s) => sum + s.alignmentMs, 0),
  };
}
