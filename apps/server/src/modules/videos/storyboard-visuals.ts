import { createWriteStream } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { SceneVisual as Chosen } from '@reelforge/contracts';
import { probeMedia, resolveFfmpeg } from '@reelforge/video-engine';
import { MediaCache } from '../../adapters/media/cache.ts';
import { mediaCacheFor, mediaProviders, resolveSceneVisuals, type ResolveInput, type SceneQuery, type SceneVisual, type StockKeys } from '../../adapters/media/resolve.ts';
import type { AppContext } from '../../context/index.ts';
import type { RenderFeeds } from './render-feeds.ts';
import { libraryProviders } from './library-visuals.ts';
import { pickIsSigned } from './stock-signing.ts';

export type StoryboardSceneQuery = SceneQuery & { visual?: Chosen };

/**
 * Scene visuals for a render whose scenes may carry the storyboard's choice: motion graphics,
 * a stock pick (downloaded through the shared media cache) or one of the owner's library images
 * or videos. A chosen visual that cannot be had (download failed, item deleted, unreadable) falls
 * through to the automatic pick for that scene, like any provider failure (ADR 0015); only
 * scenes left automatic are searched.
 */
export async function resolveStoryboardVisuals(
  ctx: AppContext,
  input: Omit<ResolveInput, 'scenes'> & { scenes: StoryboardSceneQuery[]; userId?: string; stockKeys?: StockKeys; library: RenderFeeds['library'] },
): Promise<(SceneVisual[] | undefined)[]> {
  const out: (SceneVisual[] | undefined | null)[] = [];
  const ffmpegPath = ctx.config.FFMPEG_PATH ?? resolveFfmpeg();
  const readable = async (file: string) => Boolean((await probeMedia(file, { ffmpegPath }).catch(() => null))?.video?.width);
  const dir = path.join(input.workDir, 'media');

  async function chosen(visual: Chosen, i: number): Promise<SceneVisual[] | undefined | null> {
    if (visual.kind === 'auto') return null;
    if (visual.kind === 'motion') return undefined;
    try {
      if (visual.kind === 'stock') {
        const { pick } = visual;
        // Render options are stored: a pick is only fetched if this server signed it.
        if (!pickIsSigned(ctx, pick)) throw new Error('stock pick not signed by this server');
        const ext = pick.kind === 'video' ? 'mp4' : 'jpg';
        const entry = await mediaCacheFor(ctx.config).get(MediaCache.keyOf([pick.provider, pick.id, pick.url]), ext, { url: pick.url }, {
          signal: input.signal,
          timeoutMs: ctx.config.MEDIA_TIMEOUT_MS,
          validate: readable,
        });
        return [{ kind: pick.kind, path: await MediaCache.linkInto(entry, dir), credit: pick.credit }];
      }
      const item = input.userId ? await input.library.findOwned(ctx, input.userId, visual.itemId) : null;
      if (!item || (item.type !== 'image' && item.type !== 'video')) throw new Error('library item gone or not a picture');
      await fsp.mkdir(dir, { recursive: true });
      const file = path.join(dir, `library-${item.id}.${item.extension}`);
      await pipeline(await ctx.storage.read(item.storageKey), createWriteStream(file), { signal: input.signal });
      if (!(await readable(file))) throw new Error('library file unreadable');
      // The creator's own media: nothing to credit.
      return [{ kind: item.type, path: file, credit: '' }];
    } catch (err) {
      if (input.signal.aborted) throw err;
      ctx.logger.warn({ err: String(err), scene: i, kind: visual.kind }, 'chosen scene visual unavailable; using the automatic pick');
      return null;
    }
  }

  for (const [i, scene] of input.scenes.entries()) {
    input.signal.throwIfAborted();
    out.push(await chosen(scene.visual ?? { kind: 'auto' }, i));
  }
  const open = out.flatMap((v, i) => (v === null ? [i] : []));
  const providers = new Map(mediaProviders(ctx.config, input.stockKeys));
  if (input.userId) for (const p of libraryProviders(ctx, input.library, input.userId)) providers.set(p.name, p);
  const auto = open.length ? await resolveSceneVisuals({ config: ctx.config, logger: ctx.logger, clock: ctx.clock, providers }, { ...input, scenes: open.map((i) => input.scenes[i]!) }) : [];
  open.forEach((sceneIndex, k) => (out[sceneIndex] = auto[k]));
  return out.map((v) => v ?? undefined);
}
