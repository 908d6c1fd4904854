import { z } from 'zod';
import { byShape, jsonOrThrow, pickRendition, type MediaHit, type MediaProvider, type SearchRequest } from './types.ts';

const DEFAULT_URL = 'https://pixabay.com/api';
const LICENCE = 'Pixabay Content License';

const rendition = z.object({ url: z.string(), width: z.number(), height: z.number(), thumbnail: z.string().nullish() });

// The documented shapes (https://pixabay.com/api/docs/), only the fields used.
const videosSchema = z.object({
  hits: z.array(
    z.object({
      id: z.number(),
      pageURL: z.string(),
      user: z.string(),
      videos: z.record(z.string(), rendition),
    }),
  ),
});

const imagesSchema = z.object({
  hits: z.array(
    z.object({
      id: z.number(),
      pageURL: z.string(),
      user: z.string(),
      imageWidth: z.number(),
      imageHeight: z.number(),
      largeImageURL: z.string(),
      webformatURL: z.string().nullish(),
      fullHDURL: z.string().optional(),
    }),
  ),
});

/** Pixabay videos, then photos; the search filters by size, the orientation is sorted here for videos. */
export function pixabayProvider(opts: { apiKey: string; baseUrl?: string; timeoutMs: number }): MediaProvider {
  const base = (opts.baseUrl ?? DEFAULT_URL).replace(/\/$/, '');
  const get = async (path: string, req: SearchRequest, extra: Record<string, string>) => {
    const url = new URL(`${base}${path}`);
    url.search = new URLSearchParams({
      key: opts.apiKey,
      q: req.query.slice(0, 100),
      safesearch: 'true',
      per_page: String(Math.max(3, Math.min(200, req.count * 3))),
      ...extra,
    }).toString();
    const res = await fetch(url, { signal: AbortSignal.any([req.signal, AbortSignal.timeout(opts.timeoutMs)]) });
    // Pixabay's X-RateLimit-Reset is seconds until the window resets.
    return jsonOrThrow('Pixabay', res, true);
  };
  return {
    name: 'pixabay',
    async search(req) {
      const hits: MediaHit[] = [];
      const videos = videosSchema.parse(await get('/videos/', req, { video_type: 'film' })).hits;
      for (const v of videos) {
        const file = pickRendition(
          Object.values(v.videos).filter((r) => r.url),
          req.width,
          req.height,
        );
        if (!file) continue;
        hits.push({
          provider: 'pixabay',
          id: `pixabay-video-${v.id}`,
          kind: 'video',
          url: file.url,
          width: file.width,
          height: file.height,
          ext: 'mp4',
          thumbnail: Object.values(v.videos).find((r) => r.thumbnail)?.thumbnail ?? undefined,
          credit: `Video by ${v.user} on Pixabay (${v.pageURL}), ${LICENCE}`,
        });
      }
      const shaped = byShape(hits, req.orientation);
      if (shaped.length >= req.count) return shaped;
      const orientation = req.orientation === 'landscape' ? 'horizontal' : req.orientation === 'portrait' ? 'vertical' : 'all';
      const images = imagesSchema.parse(await get('/', req, { image_type: 'photo', orientation })).hits;
      for (const p of images) {
        hits.push({
          provider: 'pixabay',
          id: `pixabay-photo-${p.id}`,
          kind: 'image',
          url: p.fullHDURL ?? p.largeImageURL,
          width: p.imageWidth,
          height: p.imageHeight,
          ext: 'jpg',
          thumbnail: p.webformatURL ?? undefined,
          credit: `Photo by ${p.user} on Pixabay (${p.pageURL}), ${LICENCE}`,
        });
      }
      return byShape(hits, req.orientation);
    },
  };
}
