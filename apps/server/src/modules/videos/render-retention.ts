import type { AppContext } from '../../context/index.ts';
import { RENDER_INPUTS_PREFIX } from './render-cache.ts';
import { renderChunksRepository } from './render-chunks.repository.ts';
import { videosRepository } from './videos.repository.ts';

/**
 * Daily: shared render passes a killed render left behind (no render runs for a day), then the
 * inputs such renders shipped to the storage (ADR 0046), which nothing else would remove when
 * their video is never rendered again.
 */
export async function removeStaleRenderPasses(ctx: AppContext) {
  await renderChunksRepository(ctx.db).removeOlderThan(new Date(ctx.clock.now().getTime() - 86_400_000));
  return removeOrphanInputs(ctx);
}

/**
 * Removes `render-cache/inputs/<videoId>/<renderId>/` of every render whose plan is gone, unless
 * its video is generating: a render ships its inputs before it writes its plan. Returns the
 * renders whose inputs went.
 */
export async function removeOrphanInputs(ctx: AppContext): Promise<string[]> {
  const folders = new Map<string, { videoId: string; renderId: string }>();
  for (const key of await ctx.storage.list(RENDER_INPUTS_PREFIX)) {
    const [videoId, renderId] = key.slice(RENDER_INPUTS_PREFIX.length).split('/');
    if (videoId && renderId) folders.set(`${videoId}/${renderId}/`, { videoId, renderId });
  }
  if (!folders.size) return [];
  const planned = await renderChunksRepository(ctx.db).existing([...folders.values()].map((f) => f.renderId));
  const generating = new Set((await videosRepository(ctx.db).generating()).map((v) => v.id));
  const removed: string[] = [];
  for (const [folder, { videoId, renderId }] of folders) {
    if (planned.has(renderId) || generating.has(videoId)) continue;
    await ctx.storage.deletePrefix(`${RENDER_INPUTS_PREFIX}${folder}`);
    removed.push(renderId);
  }
  return removed;
}
