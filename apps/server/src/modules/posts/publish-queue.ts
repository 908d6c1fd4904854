import { createHash } from 'node:crypto';
import { PLATFORM_LABELS, type Platform } from '@reelforge/contracts';
import type { SendOptions } from '../../adapters/queue/queue.ts';
import { PUBLISH_JOB, PUBLISH_JOB_OPTIONS, type PublishJobData } from '../../job-contracts/index.ts';
import type { AppContext } from '../../context/index.ts';
import { notificationsService } from '../notifications/index.ts';
import { PRIORITY_BOOST } from '../../job-contracts/index.ts';
import { agentSettingsOf } from '../agent-settings/index.ts';
import { postsRepository, type Exec, type PostRow, type ResultInsert, type ResultRow } from './posts.repository.ts';

export interface PublishSend {
  id: string;
  /** The post's owner: their posting agent's Processing Priority sets the job's priority. */
  userId: string;
  data: PublishJobData;
  startAfter: Date;
}

/** Jobs to queue and jobs to cancel once the transaction that decided them has committed. */
export interface QueuePlan {
  sends: PublishSend[];
  cancels: string[];
}

export const emptyPlan = (): QueuePlan => ({ sends: [], cancels: [] });
export const mergePlans = (...plans: QueuePlan[]): QueuePlan => ({
  sends: plans.flatMap((p) => p.sends),
  cancels: plans.flatMap((p) => p.cancels),
});

const NAMESPACE = Buffer.from('4d3c5b1e8a2f4e6b9c7d0e1f2a3b4c5d', 'hex');

/** RFC 4122 version 5 (SHA-1, name-based) UUID: the same name always gives the same id. */
export function uuidv5(name: string): string {
  const b = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest().subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The job id of one publish of one platform of one post at one time. pg-boss ignores a second
 * insert with an existing id, so the same job can never be queued twice; `generation` moves on
 * whenever the row is re-pointed (re-marked ready, retried, recovered by the sweep).
 */
export const publishJobId = (postId: string, platform: string, scheduledTime: Date, generation: number) =>
  uuidv5(`${postId}:${platform}:${scheduledTime.toISOString()}:${generation}`);

export const TERMINAL = new Set(['posted', 'failed', 'unknown']);

function send(post: PostRow, platform: Platform, id: string, startAfter = post.scheduledTime): PublishSend {
  return { id, userId: post.userId, startAfter, data: { postId: post.id, platform, scheduledTime: post.scheduledTime.toISOString() } };
}

/** Points a result row at a new job (the previous job, if any, becomes a no-op and is cancelled). */
export async function repoint(
  tx: Exec,
  post: PostRow,
  row: ResultRow,
  values: Partial<ResultInsert> = {},
  startAfter?: Date,
): Promise<QueuePlan> {
  const generation = row.generation + 1;
  const id = publishJobId(post.id, row.platform, post.scheduledTime, generation);
  await postsRepository(tx).updateResult(row.id, { status: 'pending', ...values, generation, jobId: id });
  return { sends: [send(post, row.platform as Platform, id, startAfter)], cancels: row.jobId ? [row.jobId] : [] };
}

/**
 * Under the post's lock, for a ready post: every platform gets a result row that points at a
 * queued job. `reset` (the user marked it ready) gives failed and unknown platforms another go;
 * posted ones are never published again. `repoint` (the time moved) re-queues pending rows.
 */
export async function armPost(
  tx: Exec,
  post: PostRow,
  opts: { reset?: boolean; repoint?: boolean } = {},
): Promise<QueuePlan> {
  const repo = postsRepository(tx);
  const rows = await repo.resultsOf(post.id);
  const plans: QueuePlan[] = [];
  const stale = rows.filter((r) => !post.platforms.includes(r.platform) && r.status !== 'posted');
  await repo.deleteResults(stale.map((r) => r.id));
  plans.push({ sends: [], cancels: stale.flatMap((r) => (r.jobId ? [r.jobId] : [])) });

  for (const platform of post.platforms as Platform[]) {
    const row = rows.find((r) => r.platform === platform);
    if (!row) {
      const id = publishJobId(post.id, platform, post.scheduledTime, 1);
      await repo.insertResult({ postId: post.id, platform, status: 'pending', generation: 1, jobId: id });
      plans.push({ sends: [send(post, platform, id)], cancels: [] });
    } else if (row.status === 'failed' || row.status === 'unknown') {
      if (opts.reset) {
        const fresh = { error: null, state: null, remoteId: null, url: null, retries: 0, heartbeatAt: null };
        plans.push(await repoint(tx, post, row, fresh));
      }
    } else if (row.status === 'pending' && (opts.repoint || opts.reset || !row.jobId)) {
      plans.push(await repoint(tx, post, row, opts.reset ? { retries: 0, error: null } : {}));
    }
  }
  return mergePlans(...plans);
}

/** The post left ready (back to pending or draft): its queued jobs must not publish. */
export async function disarmPost(tx: Exec, post: PostRow): Promise<QueuePlan> {
  const repo = postsRepository(tx);
  const cancels: string[] = [];
  for (const row of await repo.resultsOf(post.id)) {
    if (row.status === 'pending' && row.jobId) {
      cancels.push(row.jobId);
      await repo.updateResult(row.id, { jobId: null });
    }
  }
  return { sends: [], cancels };
}

export interface Final {
  post: PostRow;
  status: 'posted' | 'failed';
  results: ResultRow[];
}

/** Under the post's lock: once every platform has an outcome, the post is posted or failed. */
export async function finalizePost(tx: Exec, post: PostRow): Promise<Final | null> {
  if (post.status !== 'ready' && post.status !== 'publishing') return null;
  const repo = postsRepository(tx);
  const rows = await repo.resultsOf(post.id);
  const mine = post.platforms.map((p) => rows.find((r) => r.platform === p));
  if (mine.some((r) => !r || !TERMINAL.has(r.status))) return null;
  const results = mine as ResultRow[];
  const status = results.every((r) => r.status === 'posted') ? 'posted' : 'failed';
  const updated = await repo.update(post.id, { status });
  return updated ? { post: updated, status, results } : null;
}

export async function notifyFinal(ctx: AppContext, final: Final | null) {
  if (!final) return;
  const { post, results } = final;
  const notes = notificationsService(ctx.db);
  if (final.status === 'posted') {
    const where = results.map((r) => PLATFORM_LABELS[r.platform as Platform]).join(', ');
    await notes.notify(post.userId, 'Post published', `"${post.title}" is live on ${where}.`, '/scheduler');
    return;
  }
  const problems = results
    .filter((r) => r.status !== 'posted')
    .map((r) => r.error ?? `${PLATFORM_LABELS[r.platform as Platform]}: not published`);
  await notes.notify(post.userId, 'Post failed', `"${post.title}": ${problems.join(' ')}`, '/scheduler');
}

export const publishSendOptions = (s: PublishSend, priority = 0): SendOptions => ({
  id: s.id,
  startAfter: s.startAfter,
  ...PUBLISH_JOB_OPTIONS,
  priority,
});

/** The owner's posting priority; unreadable settings must not stop a publish (normal is used). */
const postingBoost = (ctx: AppContext, userId: string) =>
  agentSettingsOf(ctx, userId, 'multi_channel_posting').then(
    (s) => PRIORITY_BOOST[s.priority],
    (err: unknown) => {
      ctx.logger.warn({ err, userId }, 'posting agent settings unreadable; publishing at normal priority');
      return 0;
    },
  );

/** Queues and cancels what a committed transaction decided. A failed send is left to the sweep. */
export async function dispatch(ctx: AppContext, plan: QueuePlan) {
  const queue = ctx.queue;
  if (!queue) return;
  const boosts = new Map<string, number>();
  for (const s of plan.sends) {
    if (!boosts.has(s.userId)) boosts.set(s.userId, await postingBoost(ctx, s.userId));
    await queue.send(PUBLISH_JOB, s.data, publishSendOptions(s, boosts.get(s.userId))).catch((err) => {
      ctx.logger.warn({ err, jobId: s.id }, 'publish job not queued; the sweep will queue it');
    });
  }
  const sent = new Set(plan.sends.map((s) => s.id));
  const cancels = [...new Set(plan.cancels)].filter((id) => !sent.has(id));
  if (cancels.length) {
    // A job left uncancelled finds its row re-pointed and stops by itself: worth a log line only.
    await queue
      .cancel(PUBLISH_JOB, cancels)
      .catch((err) => ctx.logger.warn({ err }, 'stale publish jobs not cancelled'));
  }
}
