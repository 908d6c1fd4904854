import { PLATFORMS, type MetricsSync, type Platform } from '@reelforge/contracts';
import { metricsFetchers, MetricsError, type PostStats } from '../../adapters/platforms/metrics/index.ts';
import { PublishError } from '../../adapters/platforms/index.ts';
import type { AppContext } from '../../context/index.ts';
import { conflict } from '../../lib/errors.ts';
import { TokenDecryptError } from '../../lib/token-crypto.ts';
import { connectionTokens } from '../social/index.ts';
import { freshTokenCaller } from '../social/index.ts';
import type { ConnectionRow } from '../social/index.ts';
import { metricsRepository, type PostSnapshotInsert } from './metrics.repository.ts';

type Report = MetricsSync['platforms'][number];
type Posted = Awaited<ReturnType<ReturnType<typeof metricsRepository>['postedResults']>>[number];

const isPlatform = (p: string): p is Platform => (PLATFORMS as readonly string[]).includes(p);
/** A sync that has not finished after this long is taken to be dead, and its claim is taken over. */
const CLAIM_STALE_MS = 15 * 60_000;

export const SYNC_BUSY = 'Statistics are already being collected for your account; try again in a minute.';

/**
 * Collects each connected account's followers and the numbers of every published post from the
 * platforms (ADR 0022). What a platform does not report is not recorded; a platform that refuses
 * is reported with its message and the others still sync.
 */
export function metricsSyncService(ctx: AppContext) {
  const repo = metricsRepository(ctx.db);
  const fetchers = metricsFetchers(ctx.config);
  const tokens = connectionTokens(ctx);

  const withToken = freshTokenCaller(ctx);

  async function syncConnection(
    conn: ConnectionRow & { platform: Platform },
    posted: Posted[],
    at: Date,
  ): Promise<Report> {
    const report: Report = { platform: conn.platform, posts: 0, followers: null, error: null };
    const fetcher = fetchers[conn.platform];
    if (!fetcher) return report;
    try {
      const state = { creds: tokens.credentials(conn), usedEnc: conn.accessTokenEnc };
      report.followers = await withToken(conn, state, (a) => fetcher.followers(a));
      if (report.followers !== null) {
        await repo.insertFollowers({
          userId: conn.userId,
          connectionId: conn.id,
          platform: conn.platform,
          followers: report.followers,
          at,
        });
      }
      const mine = posted.filter((p) => p.platform === conn.platform && p.remoteId);
      const ids = mine.map((p) => p.remoteId!);
      if (!ids.length) return report;
      const stats = await withToken(conn, state, (a) => fetcher.posts(a, ids));
      // Revenue is optional: a channel without the monetary grant simply has none.
      const revenue = fetcher.revenue
        ? await withToken(conn, state, (a) => fetcher.revenue!(a, ids, ctx.clock.now())).catch(() => null)
        : null;
      const rows: PostSnapshotInsert[] = mine.flatMap((p) => {
        const s: PostStats | undefined = stats.get(p.remoteId!);
        const cents = revenue?.get(p.remoteId!);
        if (!s && cents === undefined) return [];
        return [
          {
            userId: conn.userId,
            postResultId: p.id,
            videoId: p.videoId,
            platform: conn.platform,
            at,
            revenueCents: cents ?? null,
            views: s?.views ?? null,
            likes: s?.likes ?? null,
            comments: s?.comments ?? null,
            shares: s?.shares ?? null,
          },
        ];
      });
      await repo.insertPostSnapshots(rows);
      report.posts = rows.length;
    } catch (err) {
      if (!(err instanceof MetricsError || err instanceof PublishError || err instanceof TokenDecryptError)) throw err;
      report.error = err.message;
      ctx.logger.warn({ platform: conn.platform, err: err.message }, 'metrics sync: platform refused');
    }
    return report;
  }

  return {
    /** Collects one user's statistics now; throws 409 while another sync of theirs runs. */
    async syncUser(userId: string): Promise<MetricsSync> {
      const now = ctx.clock.now();
      if (!(await repo.claim(userId, now, new Date(now.getTime() - CLAIM_STALE_MS))))
        throw conflict(SYNC_BUSY, 'sync_busy');
      const reports: Report[] = [];
      try {
        const [conns, posted] = await Promise.all([repo.activeConnections(userId), repo.postedResults(userId)]);
        for (const conn of conns) {
          if (isPlatform(conn.platform))
            reports.push(await syncConnection({ ...conn, platform: conn.platform }, posted, now));
        }
        await repo.refreshVideoTotals(userId);
      } finally {
        await repo.finish(userId, now, reports);
      }
      return { syncedAt: now.toISOString(), platforms: reports };
    },

    /** The periodic job: every user whose last sync is older than METRICS_SYNC_INTERVAL_SECONDS. */
    async syncDue(limit = 50): Promise<number> {
      if (ctx.config.METRICS_SYNC_INTERVAL_SECONDS === 0) return 0;
      const now = ctx.clock.now().getTime();
      const due = await repo.dueUsers(
        new Date(now - ctx.config.METRICS_SYNC_INTERVAL_SECONDS * 1000),
        new Date(now - CLAIM_STALE_MS),
        limit,
      );
      let done = 0;
      for (const userId of due) {
        try {
          await this.syncUser(userId);
          done++;
        } catch (err) {
          // One user's failure (or a concurrent manual sync) must not stop the others.
          ctx.logger.warn({ userId, err: err instanceof Error ? err.message : String(err) }, 'metrics sync failed');
        }
      }
      return done;
    },
  };
}
