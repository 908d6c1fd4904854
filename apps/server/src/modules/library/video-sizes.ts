import type { AppContext } from '../../context/index.ts';
import { videoRecords } from '../videos/index.ts';

const BATCH = 100;
/** Files found missing are not stat-ed again on every list (bounded: a process forgets the oldest). */
const MISSING_KEPT = 10_000;

/**
 * Videos rendered before size_bytes existed get their size from the file, in the background: a
 * user's library list starts a walk over that user's unmeasured videos (an empty partial index
 * once done, so the check costs next to nothing) and nothing waits for it. Renders since write
 * the size themselves.
 */
export function videoSizeBackfill(ctx: AppContext) {
  const videos = videoRecords(ctx);
  const running = new Map<string, Promise<void>>();
  const missing = new Set<string>();

  async function walk(userId: string) {
    let after: string | null = null;
    for (;;) {
      const rows = await videos.withoutSize(userId, after, BATCH);
      for (const row of rows) {
        if (!row.videoKey || missing.has(row.id)) continue;
        const stat = await ctx.storage.stat(row.videoKey);
        if (stat) await videos.setSize(row.id, row.videoKey, stat.size);
        else {
          if (missing.size >= MISSING_KEPT) missing.delete(missing.values().next().value!);
          missing.add(row.id);
        }
      }
      if (rows.length < BATCH) return;
      after = rows.at(-1)!.id;
    }
  }

  return {
    backfillSoon(userId: string) {
      if (running.has(userId)) return;
      const done = walk(userId)
        .catch((err: unknown) => ctx.logger.warn({ err }, 'video size backfill stopped'))
        .finally(() => running.delete(userId));
      running.set(userId, done);
    },
  };
}
