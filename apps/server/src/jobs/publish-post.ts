import { FREE_PLAN_PLATFORMS, PLATFORM_LABELS, PLATFORMS, POST_MESSAGES, type Platform } from '@reelforge/contracts';
import { z } from 'zod';
import {
  createPublishers,
  PublishError,
  publisherHosts,
  publisherOAuthClients,
  type Publishers,
} from '../adapters/publishers/index.ts';
import type { Config } from '../config.ts';
import type { AppContext } from '../lib/context.ts';
import { TokenDecryptError } from '../lib/token-crypto.ts';
import { notificationsService } from '../modules/notifications/notifications.service.ts';
import { postsRepository } from '../modules/posts/posts.repository.ts';
import { PUBLISH_JOB, type PublishJobData } from '../modules/posts/publish-queue.ts';
import { claim, settle, type Claim, type Outcome } from '../modules/posts/publish-state.ts';
import { configEnv } from '../modules/social/social.oauth.ts';
import { socialRepository, type ConnectionRow } from '../modules/social/social.repository.ts';
import { connectionTokens } from '../modules/social/social.service.ts';
import { defineJob } from './registry.ts';

/** This job no longer owns its result row (re-queued by the sweep, or the post changed): stop quietly. */
class LostClaim extends Error {
  override readonly name = 'LostClaim';
}

const publishers = new WeakMap<Config, Publishers>();
export function publishersFor(config: Config): Publishers {
  let p = publishers.get(config);
  if (!p) {
    const env = configEnv(config);
    p = createPublishers(publisherHosts(env), publisherOAuthClients(env), {
      pollIntervalMs: config.PUBLISH_POLL_INTERVAL_MS,
    });
    publishers.set(config, p);
  }
  return p;
}

const failed = (error: string): Outcome => ({ kind: 'failed', error });
/** Without a hint from the platform: 30 s, 1 min, 2 min ... at most 15 min. */
const backoffMs = (retries: number) => Math.min(30_000 * 2 ** retries, 15 * 60_000);
const heartbeatMs = (ctx: AppContext) => Math.max(250, Math.min(5_000, (ctx.config.PUBLISH_STALE_SECONDS * 1000) / 4));

async function reconnectNotice(ctx: AppContext, conn: ConnectionRow, why: string) {
  const label = PLATFORM_LABELS[conn.platform as Platform];
  await notificationsService(ctx.db).notify(
    conn.userId,
    `Reconnect ${label}`,
    `${label} no longer accepts Reelforge's access (${why}). Reconnect the account to keep publishing.`,
    '/video-studio',
  );
}

/** One publish of one post to one platform; returns what happened, never publishes after losing the row. */
async function attempt(
  ctx: AppContext,
  c: Claim,
  jobId: string,
  signal: AbortSignal,
  progress: { committed: boolean },
): Promise<Outcome> {
  const { post, row } = c;
  const platform = row.platform as Platform;
  const label = PLATFORM_LABELS[platform];
  const repo = postsRepository(ctx.db);
  const social = socialRepository(ctx.db);
  const user = await repo.findUser(post.userId);
  if (!user) return failed('The account that scheduled this post no longer exists.');
  if (user.subscriptionStatus !== 'active' && !FREE_PLAN_PLATFORMS.includes(platform))
    return failed(POST_MESSAGES.freePlan);
  let conn = await social.findByPlatform(user.id, platform);
  if (!conn) return failed(POST_MESSAGES.notConnected(platform));
  if (!conn.isActive) return failed(POST_MESSAGES.connectionInactive(platform, conn.lastError));
  const publisher = publishersFor(ctx.config)[platform];
  const video = post.videoId ? await repo.findVideo(user.id, post.videoId) : null;
  // A video re-rendering keeps its previous file until the new one replaces it: that file is posted.
  const playable =
    video?.videoKey && (video.status === 'ready' || video.status === 'published' || video.status === 'generating');
  const videoPath = playable ? ctx.storage.path(video.videoKey!) : undefined;
  if (publisher.needsVideo && !videoPath) return failed(POST_MESSAGES.videoRequired([platform]));

  const tokens = connectionTokens(ctx);
  for (let round = 0; ; round++) {
    let usedEnc = conn.accessTokenEnc;
    let credentials;
    try {
      credentials = tokens.credentials(conn);
    } catch (err) {
      if (!(err instanceof TokenDecryptError)) throw err;
      // A server without the right key is a deployment problem: the connection itself stays as it is.
      return failed(`${label}: ${err.message} Reconnect the account, or restore the server's TOKEN_ENCRYPTION_KEY.`);
    }
    const current = conn;
    try {
      const result = await publisher.publish(
        {
          videoPath,
          title: post.title,
          caption: post.content ?? '',
          platformUserId: current.platformUserId ?? undefined,
        },
        {
          credentials,
          signal,
          async onTokensRefreshed(next) {
            const sealed = await tokens.storeRefreshed(current, usedEnc, next);
            if (sealed) usedEnc = sealed;
          },
          async onCommitPoint(point) {
            const ok = await repo.markCommit(row.id, jobId, {
              step: point.step,
              ids: point.ids,
              at: new Date().toISOString(),
            });
            if (!ok) throw new LostClaim();
            progress.committed = true;
          },
        },
      );
      return { kind: 'posted', remoteId: result.remoteId, url: result.url };
    } catch (err) {
      if (err instanceof LostClaim || (signal.aborted && !progress.committed)) throw new LostClaim();
      if (!(err instanceof PublishError)) throw err;
      switch (err.kind) {
        case 'retry':
          if (progress.committed) return { kind: 'unknown', error: err.message };
          return { kind: 'retry', error: err.message, delayMs: err.retryAfterMs ?? backoffMs(row.retries) };
        case 'unknown-outcome':
          return { kind: 'unknown', error: err.message };
        case 'bad-body':
        case 'config':
          return failed(err.message);
        case 'disconnect': {
          // Another publish may have rotated the refresh token under us: use the newest tokens once.
          const latest = await social.findById(current.id);
          if (round === 0 && !progress.committed && latest?.isActive && latest.accessTokenEnc !== usedEnc) {
            conn = latest;
            continue;
          }
          if (await social.deactivate(current.id, usedEnc, err.platformMessage)) {
            await reconnectNotice(ctx, current, err.platformMessage);
          }
          return failed(err.message);
        }
      }
    }
  }
}

async function run(ctx: AppContext, data: PublishJobData, jobId: string) {
  const c = await claim(ctx, data, jobId);
  if (!c) return;
  const repo = postsRepository(ctx.db);
  const abort = new AbortController();
  const progress = { committed: false };
  // Signs of life for the sweep; losing the row before the commit point stops the upload.
  const beat = setInterval(() => {
    void repo
      .heartbeat(c.row.id, jobId)
      .then((mine) => {
        if (!mine && !progress.committed) abort.abort(new LostClaim());
      })
      .catch(() => {});
  }, heartbeatMs(ctx));
  try {
    let outcome: Outcome;
    try {
      outcome = await attempt(ctx, c, jobId, abort.signal, progress);
    } catch (err) {
      if (err instanceof LostClaim) return;
      const why = err instanceof Error ? err.message : String(err);
      outcome = progress.committed
        ? { kind: 'unknown', error: `${POST_MESSAGES.unknownOutcome(data.platform)} (${why})` }
        : { kind: 'retry', error: `Publishing stopped: ${why}`, delayMs: backoffMs(c.row.retries) };
    }
    await settle(ctx, c, jobId, outcome);
  } finally {
    clearInterval(beat);
  }
}

export const publishPost = defineJob({
  name: PUBLISH_JOB,
  payload: z.object({ postId: z.string(), platform: z.enum(PLATFORMS), scheduledTime: z.string() }),
  concurrency: (ctx) => ctx.config.PUBLISH_CONCURRENCY,
  queue: { retryLimit: 2, retryDelay: 15, retryBackoff: true, expireInSeconds: 2 * 3600 },
  handler: (ctx, data, job) => run(ctx, data, job.id),
});
