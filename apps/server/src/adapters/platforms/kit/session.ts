import { ApiSession, DEFAULT_TUNING, type Call, type HttpTuning, type PlatformRules } from './http.ts';
import { PublishError, type PublishContext } from './publish.ts';

export interface PublisherTuning extends HttpTuning {
  /** Wait between processing-status polls (X uses its check_after_secs instead when given). */
  pollIntervalMs: number;
  /** Polls before giving up on processing (5 s x 180 = 15 min by default). */
  maxPolls: number;
  /** TikTok chunk_size: 5 MiB..64 MB. */
  tiktokChunkSize: number;
  /** YouTube chunk: a multiple of 256 KiB. */
  youtubeChunkSize: number;
  /** X append segment: at most 5 MB. */
  xSegmentSize: number;
}

export const MIB = 1024 * 1024;

export const DEFAULT_PUBLISHER_TUNING: PublisherTuning = {
  ...DEFAULT_TUNING,
  pollIntervalMs: 5_000,
  maxPolls: 180,
  tiktokChunkSize: 10 * MIB,
  youtubeChunkSize: 8 * MIB,
  xSegmentSize: 4 * MIB,
};

export async function openSession(rules: PlatformRules, ctx: PublishContext, tuning: PublisherTuning) {
  const session = new ApiSession(rules, ctx, tuning);
  await session.prepare();
  return session;
}

export type PollStep<T> = { done: true; value: T } | { done: false; state: string; waitMs?: number };

/** Polls a read-only status until done; `exhausted` decides what running out of patience means. */
export async function pollUntil<T>(
  session: ApiSession,
  tuning: PublisherTuning,
  check: () => Promise<PollStep<T>>,
  exhausted: (lastState: string) => Error,
): Promise<T> {
  let last = 'unknown';
  for (let i = 0; i < tuning.maxPolls; i++) {
    const step = await check();
    if (step.done) return step.value;
    last = step.state;
    session.ctx.onProgress?.({ phase: 'processing', state: step.state });
    await session.sleep(step.waitMs ?? tuning.pollIntervalMs);
  }
  throw exhausted(last);
}

export function commit(session: ApiSession, platform: string, step: string, ids: Record<string, string>) {
  session.ctx.onProgress?.({ phase: 'publishing' });
  return session.ctx.onCommitPoint?.({ platform, step, ids }) ?? Promise.resolve();
}

/**
 * Runs the steps after the point of no return: the platform now publishes on its own (or
 * already did), so a failure to follow up is an unknown outcome, never a reason to redo it.
 */
export async function afterCommit<T>(session: ApiSession, step: string, ids: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof PublishError && err.kind === 'unknown-outcome') throw err;
    throw session.unknownOutcome(step, err instanceof Error ? err.message : String(err), ids);
  }
}

/**
 * Adds the creator's first comment under a post that is already live. The post stands either way:
 * a refusal (missing comment scope, comments off) becomes a note shown beside the post's link,
 * and the comment is never sent twice (a lost answer is not retried).
 */
export async function firstComment(
  session: ApiSession,
  text: string | null | undefined,
  call: Omit<Call, 'step' | 'safety'>,
): Promise<string | undefined> {
  if (!text?.trim()) return undefined;
  try {
    await session.call({ ...call, step: 'first comment', safety: 'once' });
    return undefined;
  } catch (err) {
    const why = err instanceof PublishError ? err.platformMessage : err instanceof Error ? err.message : String(err);
    session.log('first comment not added; the post stands', { error: why });
    return `The post is live, but the first comment was not added: ${why}`;
  }
}
