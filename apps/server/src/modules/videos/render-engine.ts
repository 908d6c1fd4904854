import { designCacheIn, render, type RenderOptions as EngineOptions, type RenderResult, type RenderSpecInput } from '@reelforge/video-engine';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { TtsSettings } from '../../adapters/tts/settings.ts';
import type { AppContext } from '../../context/index.ts';
import type { RenderCaches } from './render-cache.ts';

/**
 * Music beds and drawn designs kept between this machine's renders (not shared: each worker
 * machine keeps its own, beside its other local files).
 */
const localCacheDir = (ctx: AppContext) => path.join(ctx.config.DATA_DIR, 'cache');
/** Where the engine keeps this machine's drawn designs. */
export const designCacheDir = (ctx: AppContext) => designCacheIn(localCacheDir(ctx));

/** Whose speech and how it is set up decide the voice as much as the words do: part of every narration's key. */
export const narrationSalt = (tts: TtsSettings) => createHash('sha256').update(JSON.stringify([tts.variant ?? '', tts.credentials])).digest('hex');

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
    /** Scenes' narrations and segments kept in storage (render-cache.ts): the render goes scene by scene. */
    caches?: RenderCaches;
  },
): Promise<RenderResult> {
  const cached = run.caches && {
    segments: true,
    narrationCache: run.caches.narration,
    segmentCache: run.caches.segment,
    narrationSalt: narrationSalt(run.tts),
  };
  return render(spec, workDir, {
    ...cached,
    signal: run.signal,
    onProgress: run.onProgress,
    ffmpegPath: ctx.config.FFMPEG_PATH,
    tmpDir: workDir,
    cacheDir: localCacheDir(ctx),
    ttsCredentials: run.tts.credentials,
    encodeParts: run.encodeParts,
    maxScenesPerChunk: ctx.config.RENDER_SHOTS_PER_PASS,
  });
}
