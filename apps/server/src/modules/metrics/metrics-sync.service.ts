import { PLATFORMS, type MetricsSync, type Platform } from '@reelforge/contracts';
import { sendCall } from '../../adapters/platforms/kit/http.ts';
import {
  metricsFetchers,
  metricsRefreshers,
  MetricsError,
  type MetricsAccount,
  type PostStats,
} from '../../adapters/platforms/metrics/index.ts';
import { PublishError, type Credentials } from '../../adapters/platforms/index.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict } from '../../lib/errors.ts';
import { TokenDecryptError } from '../../lib/token-crypto.ts';
import { connectionTokens } from '../social/social.service.ts';
import type { ConnectionRow } from '../social/social.repository.ts';
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
  const refreshers = metricsRefreshers(ctx.config);
  const tokens = connectionTokens(ctx);

  /** Runs `use` with the connection's token; renews it first when it is about to expire, or once after a 401. */
  async function withToken<T>(
    conn: ConnectionRow,
    state: { creds: Credentials; usedEnc: string },
    use: (a: MetricsAccount) => Promise<T>,
  ): Promise<T> {
    const refresh = refreshers[conn.platform];
    const now = ctx.clock.now().getTime();
    const renew = async () => {
      if (!refresh || refresh.blocker(state.creds)) return false;
      const next = await refresh.run(state.creds, {
        send: (c) => sendCall(c, { timeoutMs: 30_000 }),
        now: () => ctx.clock.now().getTime(),
      });
      const sealed = await tokens.storeRefreshed(conn, state.usedEnc, next);
      if (sealed) state.usedEnc = sealed;
      state.creds = next;
      return true;
    };
    const exp = state.creds.expiresAt?.getTime();
    if (refresh && exp !== undefined && exp - now <= refresh.aheadMs) await renew();
    const account = () => ({ accessToken: state.creds.accessToken, platformUserId: conn.platformUserId });
    try {
      return await use(account());
    } catch (err) {
      if (!(err instanceof MetricsError && err.status === 401 && refresh?.on401 && (await renew()))) throw err;
      return use(account());
    }
  }

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
        ? await withToken(conn, state, (a) => fetcher.revenue!(a, ids)).catch(() => null)
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
