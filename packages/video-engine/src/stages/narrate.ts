import { narrate, type Narration } from '../narration.ts';
import { createTtsEngine } from '../tts/factory.ts';
import type { RenderContext } from './context.ts';

/** Stage 1: the voice-over of every scene, with word and phoneme timings on the video timeline. */
export async function narrateScenes({ spec, options, report, workDir }: RenderContext): Promise<Narration> {
  report('narration', 0);
  // An engine made here is disposed right after narration, so its memory is gone before
  // ffmpeg starts; an engine passed in belongs to the caller.
  const engine = options.tts ?? createTtsEngine(spec.voice.engine, options.ttsCredentials);
  return narrate(
    spec.scenes.map((s) => s.text),
    {
      engine,
      voiceId: spec.voice.voiceId,
      language: spec.voice.language,
      workDir,
      signal: options.signal,
      onScene: (done, total) => report('narration', done / total),
    },
  ).finally(() => (options.tts ? undefined : engine.dispose?.()));
}
