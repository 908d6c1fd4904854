import { frameFor, render, type RenderResult, type RenderSpecInput } from '@reelforge/video-engine';
import type { AppContext } from '../lib/context.ts';
import type { RenderOptions } from '../modules/videos/render-options.ts';
import type { VideoRow } from '../modules/videos/videos.repository.ts';

/** Scenes of about this many words: one background and motion per scene. */
const WORDS_PER_SCENE = 28;

/** Splits narration into scenes at sentence ends, each close to WORDS_PER_SCENE words. */
export function scenesFromScript(script: string): { text: string }[] {
  const sentences = script
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?…])\s+(?=\S)/u)
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
  const scenes: string[] = [];
  let current: string[] = [];
  let words = 0;
  for (const sentence of sentences) {
    const n = sentence.split(' ').length;
    if (words > 0 && words + n > WORDS_PER_SCENE * 1.4) {
      scenes.push(current.join(' '));
      current = [];
      words = 0;
    }
    current.push(sentence);
    words += n;
    if (words >= WORDS_PER_SCENE) {
      scenes.push(current.join(' '));
      current = [];
      words = 0;
    }
  }
  if (current.length) scenes.push(current.join(' '));
  return scenes.map((text) => ({ text }));
}

export interface Presenter {
  imagePath: string;
  mouthOpenImagePath?: string;
  voiceId?: string;
}

/** Builds the engine's RenderSpec for a video row and renders it into workDir. */
export async function renderWithEngine(
  ctx: AppContext,
  row: VideoRow,
  options: RenderOptions,
  workDir: string,
  run: { signal: AbortSignal; onProgress: (stage: string, percent: number) => void; presenter?: Presenter },
): Promise<RenderResult> {
  const frame = frameFor(options.platform, options.targetSeconds);
  const spec: RenderSpecInput = {
    ...frame,
    fps: 30,
    title: row.title,
    scenes: scenesFromScript(options.script),
    voice: { engine: ctx.tts.engine, voiceId: options.voiceId, language: options.language },
    captions: { enabled: true, style: 'highlight' },
    platform: options.platform,
    presenter: run.presenter
      ? { imagePath: run.presenter.imagePath, mouthOpenImagePath: run.presenter.mouthOpenImagePath }
      : undefined,
  };
  return render(spec, workDir, {
    signal: run.signal,
    onProgress: run.onProgress,
    ffmpegPath: ctx.config.FFMPEG_PATH,
    tmpDir: workDir,
    ttsCredentials: ctx.tts.credentials,
  });
}
