import { optionsFor, textForPlatform, type Platform } from '@reelforge/contracts';
import { type Platforms, type ReconcileOutcome } from '../../adapters/platforms/index.ts';
import type { AppContext } from '../../context/index.ts';
import { TokenDecryptError } from '../../lib/token-crypto.ts';
import { socialConnections } from '../social/index.ts';
import { connectionTokens } from '../social/index.ts';
import { commitOf, postsRepository, type Exec, type PostRow, type ResultRow } from './posts.repository.ts';
import { finalizePost, notifyFinal, type Final } from './publish-queue.ts';
import { kickWebhooks } from '../webhooks/index.ts';

/** Sweeps (one a minute) that ask about one unknown publish before it stays unknown for good: about an hour. */
export const RECONCILE_MAX_TRIES = 60;
const BATCH = 50;

export interface ReconcileStats {
  posted: number;
  failed: number;
  pending: number;
}

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function idsOf(commit: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record(commit.ids)).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** A failed post whose last open platform turned out posted is posted after all. */
async function settleAfterReconcile(tx: Exec, post: PostRow): Promise<Final | null> {
  const final = await finalizePost(tx, post);
  if (final || post.status !== 'failed') return final;
  const rows = await postsRepository(tx).resultsOf(post.id);
  const mine = post.platforms.map((p) => rows.find((r) => r.platform === p));
  if (!mine.every((r) => r?.status === 'posted')) return null;
  const updated = await postsRepository(tx).update(post.id, { status: 'posted' });
  return updated ? { post: updated, status: 'posted', results: mine as ResultRow[] } : null;
}

/**
 * Publishes interrupted after their point of no return are not left as "unknown": the platform is
 * asked what became of them (from the ids recorded at the commit point) until it says posted, with
 * the link, or not published. Never publishes anything itself.
 */
export async function reconcileUnknown(ctx: AppContext, platforms: Platforms = ctx.platforms) {
  const stats: ReconcileStats = { posted: 0, failed: 0, pending: 0 };
  const social = socialConnections(ctx);
  const tokens = connectionTokens(ctx);
  for (const { row, post } of await postsRepository(ctx.db).unknownToReconcile(RECONCILE_MAX_TRIES, BATCH)) {
    const commit = commitOf(row);
    const adapter = platforms.get(row.platform);
    if (!commit || !adapter?.reconcile) continue;
    const conn = await social.findByPlatform(post.userId, row.platform);
    if (!conn?.isActive) continue; // asked again once the creator reconnects
    let accessToken: string;
    try {
      accessToken = tokens.credentials(conn).accessToken;
    } catch (err) {
      if (err instanceof TokenDecryptError) continue;
      throw err;
    }
    const committedAt = new Date(typeof commit.at === 'string' ? commit.at : row.updatedAt);
    // The text as the publisher sent it: the platform's own caption and hashtags where set.
    const sent = textForPlatform(post, optionsFor(post.platformOptions, row.platform as Platform));
    const outcome: ReconcileOutcome = await adapter
      .reconcile({
        ids: idsOf(commit),
        committedAt,
        now: ctx.clock.now(),
        accessToken,
        platformUserId: conn.platformUserId,
        platformUsername: conn.platformUsername,
        serverUrl: conn.serverUrl,
        text: sent.text,
        caption: sent.caption,
        hashtags: sent.hashtags,
        title: post.title,
      })
      .catch((err: unknown) => ({
        state: 'pending' as const,
        detail: err instanceof Error ? err.message : String(err),
      }));

    const final = await ctx.db.transaction(async (tx) => {
      const repo = postsRepository(tx);
      const locked = await repo.lock(post.id);
      const current = locked && (await repo.resultsOf(locked.id)).find((r) => r.id === row.id);
      if (!locked || current?.status !== 'unknown') return null;
      if (outcome.state === 'pending') {
        const tries = Number(record(record(current.state).reconcile).tries ?? 0) + 1;
        await repo.updateResult(current.id, {
          state: { ...record(current.state), reconcile: { tries, last: outcome.detail, at: ctx.clock.now().toISOString() } },
        });
        stats.pending++;
        return null;
      }
      if (outcome.state === 'posted') {
        await repo.updateResult(current.id, {
          status: 'posted',
          remoteId: outcome.remoteId,
          url: outcome.url,
          error: null,
          errorDetail: null,
          publishedAt: ctx.clock.now(),
        });
        stats.posted++;
      } else {
        await repo.updateResult(current.id, { status: 'failed', error: outcome.message, errorDetail: current.error });
        stats.failed++;
      }
      return settleAfterReconcile(tx, locked);
    });
    await notifyFinal(ctx, final);
    if (outcome.state !== 'pending') await kickWebhooks(ctx);
  }
  return stats;
}
