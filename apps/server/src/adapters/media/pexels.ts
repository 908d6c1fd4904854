import { z } from 'zod';
import { byShape, jsonOrThrow, pickRendition, type MediaHit, type MediaProvider, type SearchRequest } from './types.ts';

const DEFAULT_URL = 'https://api.pexels.com';
const LICENCE = 'Pexels License';

// The documented shapes (https://www.pexels.com/api/documentation/), only the fields used.
const videosSchema = z.object({
  videos: z.array(
    z.object({
      id: z.number(),
      url: z.string(),
      width: z.number(),
      height: z.number(),
      image: z.string().nullish(),
      user: z.object({ name: z.string() }),
      video_files: z.array(
        z.object({
          file_type: z.string().nullish(),
          width: z.number().nullish(),
          height: z.number().nullish(),
          link: z.string(),
        }),
      ),
    }),
  ),
});

const photosSchema = z.object({
  photos: z.array(
    z.object({
      id: z.number(),
      url: z.string(),
      width: z.number(),
      height: z.number(),
      photographer: z.string(),
      src: z.object({ original: z.string(), medium: z.string().nullish() }),
    }),
  ),
});

/** Pexels videos, then photos when the videos are not enough, with the orientation of the frame. */
export function pexelsProvider(opts: { apiKey: string; baseUrl?: string; timeoutMs: number }): MediaProvider {
  const base = (opts.baseUrl ?? DEFAULT_URL).replace(/\/$/, '');
  const get = async (path: string, req: SearchRequest) => {
    const url = new URL(`${base}${path}`);
    url.search = new URLSearchParams({
      query: req.query,
      orientation: req.orientation,
      per_page: String(Math.min(80, req.count * 3)),
    }).toString();
    const res = await fetch(url, {
      headers: { authorization: opts.apiKey },
      signal: AbortSignal.any([req.signal, AbortSignal.timeout(opts.timeoutMs)]),
    });
    // Pexels' X-Ratelimit-Reset is a UNIX timestamp.
    return jsonOrThrow('Pexels', res, false);
  };
  return {
    name: 'pexels',
    async search(req) {
      const videos = videosSchema.parse(await get('/videos/search', req)).videos;
      const hits: MediaHit[] = [];
      for (const v of byShape(videos, req.orientation)) {
        const files = v.video_files
          .filter((f) => (f.file_type ?? 'video/mp4') === 'video/mp4')
          .map((f) => ({ link: f.link, width: f.width ?? 0, height: f.height ?? 0 }));
        const file = pickRendition(files, req.width, req.height);
        if (!file) continue;
        hits.push({
          provider: 'pexels',
          id: `pexels-video-${v.id}`,
          kind: 'video',
          url: file.link,
          width: file.width,
          height: file.height,
          ext: 'mp4',
          thumbnail: v.image ?? undefined,
          credit: `Video by ${v.user.name} on Pexels (${v.url}), ${LICENCE}`,
        });
      }
      if (hits.length >= req.count) return hits;
      const photos = photosSchema.parse(await get('/v1/search', req)).photos;
      for (const p of byShape(photos, req.orientation)) {
        // Pexels resizes and crops the original on request (its documented image parameters).
        const url = new URL(p.src.original);
        url.search = new URLSearchParams({ auto: 'compress', cs: 'tinysrgb', fit: 'crop', w: String(req.width), h: String(req.height) }).toString();
        hits.push({
          provider: 'pexels',
          id: `pexels-photo-${p.id}`,
          kind: 'image',
          url: url.toString(),
          width: req.width,
          height: req.height,
          ext: 'jpg',
          thumbnail: p.src.medium ?? undefined,
          credit: `Photo by ${p.photographer} on Pexels (${p.url}), ${LICENCE}`,
        });
      }
      return hits;
    },
  };
}
