import { render, type RenderOptions as EngineOptions, type RenderResult, type RenderSpecInput } from '@reelforge/video-engine';
import type { TtsSettings } from '../../adapters/tts/settings.ts';
import type { AppContext } from '../../context/index.ts';

/**
 * Renders a spec (see `toRenderSpec`) into workDir with this server's ffmpeg, the owner's speech
 * credentials and the configured pass size.
 */
export function renderSpec(
  ctx: AppContext,
  spec: RenderSpecInput,
  workDir: string,
  run: {
    signal: AbortSignal;
    onProgress: (stage: string, percent: number) => void;
    tts: TtsSettings;
    /** Encodes a long video's passes, shared with other workers (see render-passes.ts). */
    encodeParts?: EngineOptions['encodeParts'];
  },
): Promise<RenderResult> {
  return render(spec, workDir, {
    signal: run.signal,
    onProgress: run.onProgress,
    ffmpegPath: ctx.config.FFMPEG_PATH,
    tmpDir: workDir,
    ttsCredentials: run.tts.credentials,
    encodeParts: run.encodeParts,
    maxScenesPerChunk: ctx.config.RENDER_SHOTS_PER_PASS,
  });
}
