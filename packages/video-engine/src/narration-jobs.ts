import { join } from 'node:path';
import { narrateScene, sceneNarrationKey, type SceneNarration } from './scene-narration.ts';
import { renderSpecSchema, type RenderSpec, type RenderSpecInput } from './spec.ts';
import { createTtsEngine, type TtsCredentials } from './tts/factory.ts';
import type { TtsEngine } from './tts/types.ts';

/** One scene's voice-over as a step of the render graph: its words, and the key it is kept under. */
export interface NarrationJob {
  scene: number;
  text: string;
  key: string;
}

export type NarrationVoice = RenderSpec['voice'];

/**
 * A spec's scene narrations as steps a caller can hand to other workers before it renders: the
 * keys are the ones the render's own narration stage (narrateByScene) looks up with the same
 * `salt`, so each step done elsewhere and kept in the caller's NarrationCache is found there.
 */
export function narrationJobs(input: RenderSpecInput, salt?: string): { voice: NarrationVoice; jobs: NarrationJob[] } {
  const spec = renderSpecSchema.parse(input);
  const voice = spec.voice;
  const jobs = spec.scenes.map((s, scene) => ({ scene, text: s.text, key: sceneNarrationKey(s.text, voice, salt) }));
  return { voice, jobs };
}

/**
 * The engine that speaks a spec's voice (one per worker's run of steps: eSpeak's takes most of a
 * second to start, longer than a scene takes to speak). The caller disposes of it.
 */
export function narrationEngine(voice: NarrationVoice, credentials?: TtsCredentials): TtsEngine {
  return createTtsEngine(voice.engine, credentials);
}

/** Speaks one job into `workDir` (on any machine: the voice and credentials travel as data). */
export function narrateJob(
  voice: NarrationVoice,
  job: NarrationJob,
  run: { engine: TtsEngine; workDir: string; signal?: AbortSignal },
): Promise<SceneNarration> {
  const opts = { engine: run.engine, voiceId: voice.voiceId, language: voice.language, workDir: run.workDir, signal: run.signal };
  return narrateScene(job.text, opts, join(run.workDir, `scene-${job.scene}-${job.key.slice(0, 12)}.wav`));
}
