import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { PLATFORMS, SCENE_PREVIEW_WIDTH, storyboardSchema } from '@reelforge/contracts';
import { render, type RenderSpecInput } from '@reelforge/video-engine';
import type { AppContext } from '../../context/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { renderCacheRepository } from './render-cache.repository.ts';
import { evictRenderCache, RENDER_CACHE_PREFIX } from './render-cache.ts';
import { RENDER_FEEDS } from './render-feeds.ts';
import { resolveRender } from './render-inputs.ts';
import { renderOptionsSchema, type RenderOptionsInput } from './render-options.ts';
import { toRenderSpec } from './render-spec.ts';
import { scenesForScript } from './script-scenes.ts';
import { videosRepository, type VideoRow } from './videos.repository.ts';

/** Changes whenever a preview would come out differently from the same spec. */
const PREVIEW_FORMAT = 1;

/** The video's last render settings, or a draft's defaults, with the saved storyboard's scenes. */
function previewOptions(row: VideoRow) {
  const last = renderOptionsSchema.safeParse(row.renderOptions ?? undefined);
  const board = storyboardSchema.safeParse(row.storyboard ?? undefined);
  const script = row.script?.trim() ?? '';
  const base: RenderOptionsInput = last.success
    ? last.data
    : { topic: row.title, platform: PLATFORMS.find((p) => p === row.platforms[0]) ?? 'youtube', targetSeconds: 30, title: row.title, script };
  const scenes = board.success ? board.data.scenes : script ? scenesForScript(script, last.success ? last.data.scenes : undefined) : [];
  return { options: renderOptionsSchema.parse({ ...base, title: row.title, scenes: scenes.length ? scenes : undefined }), scenes };
}

/** A preview's key: its spec with every file named by content, and whose voice speaks it. */
async function previewKey(spec: RenderSpecInput, voice: unknown) {
  const hashes = new Map<string, string>();
  const files = [...spec.scenes.flatMap((s) => s.visuals?.map((v) => v.path) ?? []), spec.presenter?.imagePath, spec.presenter?.mouthOpenImagePath, spec.logo?.path];
  for (const file of files) if (file) hashes.set(file, createHash('sha256').update(await fsp.readFile(file)).digest('hex'));
  const named = JSON.stringify(spec, (_k, v: unknown) => (typeof v === 'string' && hashes.has(v) ? `file:${hashes.get(v)}` : v));
  return createHash('sha256').update(JSON.stringify([PREVIEW_FORMAT, named, voice])).digest('hex');
}

/**
 * A small MP4 of one scene of the saved storyboard (SCENE_PREVIEW_WIDTH wide, x264's fastest
 * preset, its narration and captions, no music), kept in the render cache like segments: the
 * same scene with the same settings is rendered once. Returns its storage key; without a render
 * cache (RENDER_CACHE_MAX_MB=0) the file is the caller's to delete once sent (`keep` false).
 */
export async function previewScene(ctx: AppContext, userId: string, videoId: string, index: number, signal: AbortSignal): Promise<{ key: string; keep: boolean }> {
  const row = await videosRepository(ctx.db).find(userId, videoId);
  if (!row) throw notFound('Video not found');
  const { options, scenes } = previewOptions(row);
  const scene = scenes[index];
  if (!scene) throw badRequest(`This storyboard has no scene ${index + 1}.`);
  const workDir = path.join(ctx.config.scratchDir, `preview-${videoId}-${randomUUID().slice(0, 8)}`);
  try {
    const one = { ...options, scenes: [scene] };
    const { resolved, tts } = await resolveRender(ctx, ctx.wiring.get(RENDER_FEEDS), userId, one, workDir, { signal, onProgress: () => {} });
    const full = toRenderSpec(one, resolved);
    const height = 2 * Math.round((SCENE_PREVIEW_WIDTH * (full.height ?? 1920)) / (full.width ?? 1080) / 2);
    // The title card belongs to the first scene; music is the whole video's, not a scene's.
    const spec: RenderSpecInput = { ...full, width: SCENE_PREVIEW_WIDTH, height, title: index === 0 ? full.title : '', music: undefined };
    const keep = ctx.config.RENDER_CACHE_MAX_MB > 0;
    const name = keep ? await previewKey(spec, [tts.variant ?? '', tts.credentials]) : `once-${randomUUID()}`;
    const key = `${RENDER_CACHE_PREFIX}previews/${name}.mp4`;
    const books = renderCacheRepository(ctx.db);
    const stored = keep ? await ctx.storage.stat(key) : null;
    if (stored) {
      await books.touch(key, stored.size, ctx.clock.now());
      return { key, keep };
    }
    const out = await render(spec, path.join(workDir, 'preview.mp4'), {
      signal,
      ffmpegPath: ctx.config.FFMPEG_PATH,
      tmpDir: workDir,
      ttsCredentials: tts.credentials,
      encoder: { preset: 'ultrafast' },
    });
    await ctx.storage.put(key, createReadStream(out.videoPath));
    if (keep) {
      await books.touch(key, (await fsp.stat(out.videoPath)).size, ctx.clock.now());
      await evictRenderCache(ctx);
    }
    return { key, keep };
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}
