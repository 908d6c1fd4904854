import type { Readable } from 'node:stream';
import type { AppContext } from '../../context/index.ts';
import { notFound } from '../../lib/errors.ts';

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
  };
}
