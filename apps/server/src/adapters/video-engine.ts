import { frameFor, render, type RenderResult, type RenderSpecInput } from '@reelforge/video-engine';
import type { AppContext } from '../lib/context.ts';
import type { RenderOptions } from '../modules/videos/render-options.ts';
import { scenesForScript } from '../modules/videos/script-scenes.ts';

export interface Presenter {
  imagePath: string;
  mouthOpenImagePath?: string;
  voiceId?: string;
}

/**
 * Builds the engine's RenderSpec from a video's render options and renders it into workDir. The
 * engine narrates each scene's text; the scenes' visual hints stay on the row for visual work.
 */
export async function renderWithEngine(
  ctx: AppContext,
  options: RenderOptions,
  workDir: string,
  run: { signal: AbortSignal; onProgress: (stage: string, percent: number) => void; presenter?: Presenter },
): Promise<RenderResult> {
  const frame = frameFor(options.platform, options.targetSeconds);
  const spec: RenderSpecInput = {
    ...frame,
    fps: 30,
    title: options.title,
    scenes: (options.scenes ?? scenesForScript(options.script)).map((s) => ({ text: s.text })),
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
