import { POST_MESSAGES, type Platform } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { nowMs } from '../../lib/clock.ts';
import { commitOf, postsRepository, type Exec, type PostRow, type ResultRow } from './posts.repository.ts';
import {
  armPost,
  dispatch,
  emptyPlan,
  finalizePost,
  mergePlans,
  notifyFinal,
  repoint,
  type Final,
  type QueuePlan,
} from './publish-queue.ts';
import { PUBLISH_JOB, type PublishJobData } from '../../job-contracts/index.ts';
import { kickWebhooks } from '../webhooks/index.ts';

/**
 * The publish worker's state changes. Each runs in a transaction holding the post's row lock and
 * re-checks that the result row still points at the calling job, so a stale, duplicate or
 * cancelled job can never write, and only one execution ever passes a row's commit point.
 */

export interface Claim {
  post: PostRow;
  row: ResultRow;
}

export type Outcome =
  /** note: what went wrong after the post went live (a first comment), shown beside its link. */
  | { kind: 'posted'; remoteId: string; url: string | null; note?: string }
  | { kind: 'failed' | 'unknown'; error: string; detail?: string }
  /**
   * Nothing was published: run again after delayMs, at most `limit` times (default
   * PUBLISH_RETRY_LIMIT). `giveUp` is the creator's sentence when the retries run out (then
   * `error` becomes the detail behind it).
   */
  | { kind: 'retry'; error: string; delayMs: number; limit?: number; giveUp?: string };

const staleMs = (ctx: AppContext) => ctx.config.PUBLISH_STALE_SECONDS * 1000;
const isFresh = (row: ResultRow, ctx: AppContext) =>
  row.heartbeatAt !== null && row.heartbeatAt.getTime() > ctx.clock.now().getTime() - staleMs(ctx);
const lostMessage = (row: ResultRow, times: number) =>
  POST_MESSAGES.stoppedUnexpectedly(row.platform as Platform, times);

/** After a result leaves publishing: a post with nothing running and nothing final waits as ready again. */
async function settlePostStatus(tx: Exec, post: PostRow): Promise<Final | null> {
  const final = await finalizePost(tx, post);
  if (final) return final;
  if (post.status === 'publishing') {
    const rows = await postsRepository(tx).resultsOf(post.id);
    if (!rows.some((r) => r.status === 'publishing')) await postsRepository(tx).update(post.id, { status: 'ready' });
  }
  return null;
}

async function locked(
  ctx: AppContext,
  postId: string,
  fn: (tx: Exec, post: PostRow, rows: ResultRow[]) => Promise<{ plan?: QueuePlan; final?: Final | null } | void>,
) {
  const out = await ctx.db.transaction(async (tx) => {
    const repo = postsRepository(tx);
    const post = await repo.lock(postId);
    if (!post) return null;
    return (await fn(tx, post, await repo.resultsOf(post.id))) ?? null;
  });
  if (out?.plan) await dispatch(ctx, out.plan);
  if (out?.final) await notifyFinal(ctx, out.final);
  // A result that ended posted or failed wrote its webhook event in that transaction.
  if (out) await kickWebhooks(ctx);
}

/** Takes the row for this job, or says why not (null): moved, cancelled, done, or someone else's. */
export async function claim(ctx: AppContext, data: PublishJobData, jobId: string): Promise<Claim | null> {
  let claimed: Claim | null = null;
  await locked(ctx, data.postId, async (tx, post, rows) => {
    if (post.status !== 'ready' && post.status !== 'publishing') return;
    if (post.scheduledTime.toISOString() !== data.scheduledTime || !post.platforms.includes(data.platform)) return;
    const row = rows.find((r) => r.platform === data.platform);
    if (!row || row.jobId !== jobId) return;
    const repo = postsRepository(tx);
    if (row.status === 'publishing') {
      if (isFresh(row, ctx)) return; // an earlier run of this job is still at it
      if (commitOf(row)) {
        // That run died after the point of no return: the post may be live. Never publish again.
        await repo.updateResult(row.id, { status: 'unknown', error: POST_MESSAGES.unknownOutcome(data.platform) });
        return { final: await settlePostStatus(tx, post) };
      }
    } else if (row.status !== 'pending') return;
    const mine = await repo.updateResult(row.id, { status: 'publishing', heartbeatAt: ctx.clock.now(), error: null });
    // errorDetail stays: while retrying it says what the last attempt ran into.
    const current = post.status === 'ready' ? await repo.update(post.id, { status: 'publishing' }) : post;
    claimed = { post: current ?? post, row: mine! };
  });
  return claimed;
}

/** Records what happened to this job's publish, then finishes the post when every platform is done. */
export async function settle(ctx: AppContext, c: Claim, jobId: string, outcome: Outcome) {
  await locked(ctx, c.post.id, async (tx, post, rows) => {
    const row = rows.find((r) => r.id === c.row.id);
    if (!row || row.jobId !== jobId) return;
    const repo = postsRepository(tx);
    let plan = emptyPlan();
    if (outcome.kind === 'posted') {
      // A success wins even over a sweep's "unknown": it is what really happened.
      if (row.status !== 'publishing' && row.status !== 'unknown') return;
      await repo.updateResult(row.id, {
        status: 'posted',
        remoteId: outcome.remoteId,
        url: outcome.url,
        error: null,
        errorDetail: outcome.note ?? null,
        publishedAt: ctx.clock.now(),
      });
    } else if (row.status !== 'publishing') {
      return;
    } else if (outcome.kind === 'retry' && !commitOf(row)) {
      if (row.retries >= (outcome.limit ?? ctx.config.PUBLISH_RETRY_LIMIT)) {
        const technical = `${outcome.error} (gave up after ${row.retries + 1} attempts)`;
        await repo.updateResult(row.id, {
          status: 'failed',
          error: outcome.giveUp ?? technical,
          errorDetail: outcome.giveUp ? technical : null,
        });
      } else {
        const at = new Date(nowMs(ctx.clock) + outcome.delayMs);
        plan = await repoint(
          tx,
          post,
          row,
          { retries: row.retries + 1, error: null, errorDetail: outcome.error, heartbeatAt: null },
          at,
        );
        plan.cancels = []; // the old job is the one running now
      }
    } else {
      const status = outcome.kind === 'retry' ? 'unknown' : outcome.kind;
      await repo.updateResult(row.id, {
        status,
        error: outcome.error,
        errorDetail: outcome.kind === 'retry' ? null : (outcome.detail ?? null),
      });
    }
    return { plan, final: await settlePostStatus(tx, post) };
  });
}

export interface SweepStats {
  unknown: number;
  requeued: number;
  failed: number;
  armed: number;
}

/**
 * Nothing stays publishing or waiting forever. A publish whose worker stopped reporting is
 * re-queued when it never reached its commit point, and marked unknown when it did (the post
 * may be live: it is never published twice). A due post whose job was lost gets a new one.
 */
export async function sweepPublishing(ctx: AppContext): Promise<SweepStats> {
  const stats: SweepStats = { unknown: 0, requeued: 0, failed: 0, armed: 0 };
  const repo = postsRepository(ctx.db);
  const now = ctx.clock.now().getTime();
  const stale = await repo.staleResults(new Date(now - staleMs(ctx)));
  for (const found of stale) {
    await locked(ctx, found.postId, async (tx, post, rows) => {
      const row = rows.find((r) => r.id === found.id);
      if (!row || row.status !== 'publishing' || isFresh(row, ctx)) return;
      const r = postsRepository(tx);
      let plan = emptyPlan();
      if (commitOf(row)) {
        await r.updateResult(row.id, {
          status: 'unknown',
          error: POST_MESSAGES.unknownOutcome(row.platform as Platform),
        });
        stats.unknown++;
      } else if (row.retries >= ctx.config.PUBLISH_RETRY_LIMIT || !['ready', 'publishing'].includes(post.status)) {
        await r.updateResult(row.id, { status: 'failed', error: lostMessage(row, row.retries + 1) });
        stats.failed++;
      } else {
        plan = await repoint(tx, post, row, { retries: row.retries + 1, heartbeatAt: null }, ctx.clock.now());
        stats.requeued++;
      }
      return { plan, final: await settlePostStatus(tx, post) };
    });
  }

  const lostBefore = now - 10_000;
  const queue = ctx.queue;
  for (const post of await repo.dueActive(new Date(now))) {
    const rows = await repo.resultsOf(post.id);
    const lost: string[] = [];
    let needsArm = false;
    for (const platform of post.platforms) {
      const row = rows.find((r) => r.platform === platform);
      if (!row || (row.status === 'pending' && !row.jobId)) needsArm = true;
      else if (row.status === 'pending' && row.updatedAt.getTime() < lostBefore && queue) {
        const job = await queue.find(PUBLISH_JOB, row.jobId!);
        const dead = !job || ['completed', 'failed', 'cancelled'].includes(job.state);
        const hung = job?.state === 'active' && (job.startedOn?.getTime() ?? 0) < now - staleMs(ctx);
        if (dead || hung) lost.push(row.id);
      }
    }
    const allDone = post.platforms.every((p) =>
      rows.some((r) => r.platform === p && r.status !== 'pending' && r.status !== 'publishing'),
    );
    if (!needsArm && !lost.length && !allDone) continue;
    await locked(ctx, post.id, async (tx, current, fresh) => {
      if (current.status !== 'ready' && current.status !== 'publishing') return;
      if (current.scheduledTime.getTime() > now) return;
      const plans: QueuePlan[] = [await armPost(tx, current)];
      for (const row of fresh) {
        if (!lost.includes(row.id) || row.status !== 'pending') continue;
        if (row.retries >= ctx.config.PUBLISH_RETRY_LIMIT) {
          await postsRepository(tx).updateResult(row.id, {
            status: 'failed',
            error: lostMessage(row, row.retries + 1),
          });
          stats.failed++;
        } else {
          plans.push(await repoint(tx, current, row, { retries: row.retries + 1 }, ctx.clock.now()));
          stats.requeued++;
        }
      }
      const plan = mergePlans(...plans);
      stats.armed += needsArm ? plan.sends.length : 0;
      return { plan, final: await settlePostStatus(tx, current) };
    });
  }
  return stats;
}
