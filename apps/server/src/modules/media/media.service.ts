import type { Readable } from 'node:stream';
import type { AppContext } from '../../context/index.ts';
import { nowMs } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { checkMediaLink } from '../../lib/media-link.ts';

/** profile/<user id>/<random>.jpg, exactly as the users service writes them; nothing else is public. */
const PUBLIC_KEY = /^profile\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{8,64}\.jpg$/;

/**
 * Public media with unguessable names (profile photos), read through the storage driver so they
 * are served the same from the local disk or an S3 bucket. Private files go through their routes.
 */
export function mediaService(ctx: AppContext) {
  return {
    async publicFile(key: string): Promise<{ body: Readable; size: number }> {
      if (!PUBLIC_KEY.test(key)) throw notFound('Not found');
      const stat = await ctx.storage.stat(key);
      if (!stat) throw notFound('Not found');
      return { body: await ctx.storage.read(key), size: stat.size };
    },

    /**
     * The stored file a signed media link names (lib/media-link.ts): what a platform that fetches
     * the video itself (Threads' video_url) downloads. Forged or changed links get 403, old ones 410.
     */
    linkedKey(token: string): string {
      const link = checkMediaLink(ctx.tokenKey(), token, nowMs(ctx.clock));
      if (link.ok) return link.storageKey;
      if (link.why === 'expired') throw new AppError(410, 'This media link has expired.', 'media_link_expired');
      throw new AppError(403, 'This media link is not valid.', 'media_link_invalid');
    },
  };
}
