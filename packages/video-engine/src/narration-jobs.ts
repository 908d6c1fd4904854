import { join } from 'node:path';
import { narrateScene, sceneNarrationKey, type SceneNarration } from './scene-narration.ts';
import { renderSpecSchema, type RenderSpec, type RenderSpecInput } from './spec.ts';
import { createTtsEngine, type TtsCredentials } from './tts/factory.ts';

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

/** Speaks one job into `workDir` (on any machine: the voice and credentials travel as data). */
export async function narrateJob(
  voice: NarrationVoice,
  job: NarrationJob,
  run: { credentials?: TtsCredentials; workDir: string; signal?: AbortSignal },
): Promise<SceneNarration> {
  const engine = createTtsEngine(voice.engine, run.credentials);
  try {
    const opts = { engine, voiceId: voice.voiceId, language: voice.language, workDir: run.workDir, signal: run.signal };
    return await narrateScene(job.text, opts, join(run.workDir, `scene-${job.scene}-${job.key.slice(0, 12)}.wav`));
  } finally {
    await engine.dispose?.();
  }
}
