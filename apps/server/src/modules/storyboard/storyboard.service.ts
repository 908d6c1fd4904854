import {
  STORYBOARD_MAX_SCENES,
  STORYBOARD_MESSAGES,
  sceneKindMissingData,
  scriptText,
  type StockPick,
  type StockSearchResponse,
  storyboardSchema,
  type Storyboard,
  type StoryboardInput,
  type stockSearchRequestSchema,
} from '@reelforge/contracts';
import { sceneKindOf } from '@reelforge/script-writer';
import { frameFor, frameForAspect } from '@reelforge/video-engine';
import type { z } from 'zod';
import { mediaProviders } from '../../adapters/media/resolve.ts';
import { fetchPreview } from '../../adapters/media/preview.ts';
import { orientationOf, type MediaHit } from '../../adapters/media/types.ts';
import type { AppContext } from '../../context/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { libraryMedia } from '../library/index.ts';
import { stockKeysFor } from '../media-settings/index.ts';
import { videoRecords } from '../videos/index.ts';
import { pickIsSigned, signPick, thumbnailCheck, thumbnailPath, thumbnailSource } from '../videos/index.ts';
import { storyboardOfVideo } from './storyboard-of-video.ts';

type SearchQuery = z.output<typeof stockSearchRequestSchema>;
const STOCK = ['pexels', 'pixabay'] as const;

export function storyboardService(ctx: AppContext) {
  const videos = videoRecords(ctx);

  const previewOf = (url: string) => thumbnailPath(ctx, url);

  /** A saved pick with its preview link signed afresh (saved links expire); only picks still signed. */
  function freshPreviews(board: Storyboard): Storyboard {
    const scenes = board.scenes.map((scene) => {
      const v = scene.visual;
      const source = v.kind === 'stock' && v.pick.thumbnailUrl ? thumbnailSource(v.pick.thumbnailUrl) : null;
      if (v.kind !== 'stock' || !source || !pickIsSigned(ctx, v.pick)) return scene;
      const { signature: _old, width, height, ...fields } = v.pick;
      const renewed = { ...fields, thumbnailUrl: previewOf(source) };
      return { ...scene, visual: { ...v, pick: { ...renewed, width, height, signature: signPick(ctx, renewed) } } };
    });
    return { ...board, scenes };
  }

  function toPick(hit: MediaHit): StockPick {
    const provider = hit.provider === 'pixabay' ? 'pixabay' : 'pexels';
    const fields = {
      provider,
      id: hit.id,
      kind: hit.kind,
      url: hit.url,
      credit: hit.credit.slice(0, 300),
      // A still is its own preview; a clip shows its poster through the proxy, or plays muted.
      thumbnailUrl: hit.thumbnail ? previewOf(hit.thumbnail) : hit.kind === 'image' ? previewOf(hit.url) : null,
    } as const;
    return { ...fields, width: hit.width, height: hit.height, signature: signPick(ctx, fields) };
  }

  return {
    /**
     * Stock pictures and clips for a query from every configured stock provider, shaped like the
     * video, each signed so a storyboard can only name what was offered. A provider that fails is
     * skipped (logged), like a render's fall-through.
     */
    async search(user: UserRow, query: SearchQuery, signal: AbortSignal): Promise<StockSearchResponse> {
      // The searcher's own keys win over the server's (and serve nobody else).
      const providers = mediaProviders(ctx.config, await stockKeysFor(ctx, user.id));
      const chain = STOCK.map((n) => providers.get(n)).filter((p) => p !== undefined);
      const frame = query.aspect ? frameForAspect(query.aspect) : frameFor(query.platform ?? 'tiktok', 60);
      const results: StockPick[] = [];
      for (const provider of chain) {
        if (results.length >= query.limit) break;
        try {
          const hits = await provider.search({
            query: query.query,
            orientation: orientationOf(frame.width, frame.height),
            ...frame,
            count: query.limit - results.length,
            signal,
          });
          results.push(...hits.slice(0, query.limit - results.length).map(toPick));
        } catch (err) {
          ctx.logger.warn({ err: String(err), provider: provider.name }, 'stock search failed; trying the next');
        }
      }
      return { configured: chain.length > 0, results };
    },

    /**
     * A preview image the search offered (only those: the signature stops it fetching any URL),
     * while its link is fresh, from an address the policy allows, without following redirects.
     */
    async thumbnail(url: string, exp: number, sig: string, signal: AbortSignal) {
      const check = thumbnailCheck(ctx, url, exp, sig);
      if (check === 'forged') throw notFound('Not found');
      if (check === 'expired') throw new AppError(410, STORYBOARD_MESSAGES.previewExpired, 'preview_expired');
      const policy = { allowPrivate: ctx.config.STOCK_PRIVATE_HOSTS };
      const preview = await fetchPreview(url, { timeoutMs: ctx.config.MEDIA_TIMEOUT_MS, signal, policy }).catch((err: unknown) => {
        ctx.logger.warn({ err: String(err) }, 'stock preview not fetched');
        return 'unavailable' as const;
      });
      if (preview === 'redirected') throw forbiddenPreview(STORYBOARD_MESSAGES.previewRedirected);
      if (preview === 'private') throw forbiddenPreview(STORYBOARD_MESSAGES.previewPrivate);
      if (preview === 'unavailable') throw notFound(STORYBOARD_MESSAGES.previewUnavailable);
      return { ...preview, expiresAt: exp };
    },

    /**
     * A storyboard the user may render: every stock pick carries the server's signature, and
     * every library item is the user's own image or video.
     */
    async check(user: UserRow, input: StoryboardInput): Promise<Storyboard> {
      // Routes hand it parsed already; callers with the request's input type get defaults filled.
      const parsed = storyboardSchema.parse(input);
      // A design names the data it draws: a stat scene without its stat cannot be shown.
      parsed.scenes.forEach((scene, i) => {
        const missing = sceneKindMissingData(scene);
        if (missing) throw badRequest(`Scene ${i + 1}: ${missing}.`, 'validation_failed');
      });
      const board = { ...parsed, scenes: parsed.scenes.map(onlyItsKind) };
      for (const scene of board.scenes) {
        if (scene.visual.kind === 'stock' && !pickIsSigned(ctx, scene.visual.pick)) {
          throw badRequest(STORYBOARD_MESSAGES.badSignature, 'bad_signature');
        }
      }
      const ids = [...new Set(board.scenes.flatMap((s) => (s.visual.kind === 'library' ? [s.visual.itemId] : [])))];
      const rows = ids.length ? await libraryMedia.findManyOwned(ctx, user.id, ids) : [];
      for (const id of ids) {
        const row = rows.find((r) => r.id === id);
        if (!row) throw notFound(STORYBOARD_MESSAGES.notYourMedia);
        if (row.type !== 'image' && row.type !== 'video') throw badRequest(STORYBOARD_MESSAGES.notVisualMedia, 'not_visual');
      }
      return board;
    },

    /** The video's saved storyboard, else the one its script would render with (every scene automatic). */
    async load(user: UserRow, id: string): Promise<Storyboard> {
      const row = await videos.find(user.id, id);
      if (!row) throw notFound('Video not found');
      const board = storyboardOfVideo(row);
      if (!board) throw badRequest(VIDEO_WITHOUT_BOARD, 'no_storyboard');
      return freshPreviews(board);
    },

    /** Saves the storyboard; its scenes become the video's script, so the studio shows what will be said. */
    async save(user: UserRow, id: string, input: Storyboard): Promise<Storyboard> {
      const row = await videos.find(user.id, id);
      if (!row) throw notFound('Video not found');
      const board = await this.check(user, input);
      await videos.update(user.id, id, { storyboard: board, script: scriptText(board.scenes) });
      return freshPreviews(board);
    },
  };
}

/** A scene with the data of its own kind only (a list that became a stat drops its items). */
function onlyItsKind<S extends Storyboard['scenes'][number]>(scene: S): S {
  const { kind: _k, stat: _s, items: _i, comparison: _c, quote: _q, timeline: _t, ...rest } = scene;
  return { ...rest, ...sceneKindOf(scene) } as S;
}

const forbiddenPreview = (message: string) => new AppError(403, message, 'preview_refused');

const VIDEO_WITHOUT_BOARD = `${STORYBOARD_MESSAGES.noStoryboard} A storyboard holds 1-${STORYBOARD_MAX_SCENES} scenes; write a script first.`;
