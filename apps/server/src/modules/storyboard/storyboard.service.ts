import {
  STORYBOARD_MAX_SCENES,
  STORYBOARD_MESSAGES,
  scriptText,
  type StockPick,
  type StockSearchResponse,
  storyboardSchema,
  type Storyboard,
  type StoryboardInput,
  type stockSearchRequestSchema,
} from '@reelforge/contracts';
import { frameFor, frameForAspect } from '@reelforge/video-engine';
import type { z } from 'zod';
import { mediaProviders } from '../../adapters/media/resolve.ts';
import { fetchPreview } from '../../adapters/media/preview.ts';
import { orientationOf, type MediaHit } from '../../adapters/media/types.ts';
import type { AppContext } from '../../context/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { libraryMedia } from '../library/index.ts';
import { stockKeysFor } from '../media-settings/index.ts';
import { videoRecords } from '../videos/index.ts';
import { pickIsSigned, signPick, signThumbnail, thumbnailIsSigned } from '../videos/index.ts';
import { storyboardOfVideo } from './storyboard-of-video.ts';

type SearchQuery = z.output<typeof stockSearchRequestSchema>;
const STOCK = ['pexels', 'pixabay'] as const;

export function storyboardService(ctx: AppContext) {
  const videos = videoRecords(ctx);

  const thumbnailPath = (url: string) =>
    `/api/storyboard/thumbnail?${new URLSearchParams({ url, sig: signThumbnail(ctx, url) }).toString()}`;

  function toPick(hit: MediaHit): StockPick {
    const provider = hit.provider === 'pixabay' ? 'pixabay' : 'pexels';
    const fields = {
      provider,
      id: hit.id,
      kind: hit.kind,
      url: hit.url,
      credit: hit.credit.slice(0, 300),
      // A still is its own preview; a clip shows its poster through the proxy, or plays muted.
      thumbnailUrl: hit.thumbnail ? thumbnailPath(hit.thumbnail) : hit.kind === 'image' ? thumbnailPath(hit.url) : null,
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

    /** A preview image the search offered (only those: the signature stops it fetching any URL). */
    async thumbnail(url: string, sig: string, signal: AbortSignal) {
      if (!thumbnailIsSigned(ctx, url, sig)) throw notFound('Not found');
      const preview = await fetchPreview(url, ctx.config.MEDIA_TIMEOUT_MS, signal).catch((err: unknown) => {
        ctx.logger.warn({ err: String(err) }, 'stock preview not fetched');
        return null;
      });
      if (!preview) throw notFound('This preview is not available.');
      return preview;
    },

    /**
     * A storyboard the user may render: every stock pick carries the server's signature, and
     * every library item is the user's own image or video.
     */
    async check(user: UserRow, input: StoryboardInput): Promise<Storyboard> {
      // Routes hand it parsed already; callers with the request's input type get defaults filled.
      const board = storyboardSchema.parse(input);
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
      return board;
    },

    /** Saves the storyboard; its scenes become the video's script, so the studio shows what will be said. */
    async save(user: UserRow, id: string, input: Storyboard): Promise<Storyboard> {
      const row = await videos.find(user.id, id);
      if (!row) throw notFound('Video not found');
      const board = await this.check(user, input);
      await videos.update(user.id, id, { storyboard: board, script: scriptText(board.scenes) });
      return board;
    },
  };
}

const VIDEO_WITHOUT_BOARD = `${STORYBOARD_MESSAGES.noStoryboard} A storyboard holds 1-${STORYBOARD_MAX_SCENES} scenes; write a script first.`;
