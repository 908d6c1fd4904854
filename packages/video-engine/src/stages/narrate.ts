import { narrate, type Narration } from '../narration.ts';
import { narrateByScene, sceneAlignMs } from '../scene-narration.ts';
import { createTtsEngine } from '../tts/factory.ts';
import type { RenderContext } from './context.ts';

/** Stage 1: the voice-over of every scene, with word and phoneme timings on the video timeline. */
export async function narrateScenes({ spec, options, report, workDir }: RenderContext): Promise<Narration> {
  report('narration', 0);
  // An engine made here is disposed right after narration, so its memory is gone before
  // ffmpeg starts; an engine passed in belongs to the caller.
  const engine = options.tts ?? createTtsEngine(spec.voice.engine, options.ttsCredentials);
  const texts = spec.scenes.map((s) => s.text);
  const opts = {
    engine,
    voiceId: spec.voice.voiceId,
    language: spec.voice.language,
    workDir,
    signal: options.signal,
    onScene: (done: number, total: number) => report('narration', done / total),
  };
  // Scene by scene (each a unit a cache keeps, see scene-narration.ts) for the render graph.
  const spoken = options.segments || options.narrationCache
    ? narrateByScene(texts, { ...opts, cache: options.narrationCache, engineName: spec.voice.engine, salt: options.narrationSalt, alignMs: sceneAlignMs(spec.fps) })
    : narrate(texts, opts);
  return spoken.finally(() => (options.tts ? undefined : engine.dispose?.()));
}
