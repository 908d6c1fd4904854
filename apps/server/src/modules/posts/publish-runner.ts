import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  isPlayable,
  NETWORK_RETRY_DELAYS_MS,
  optionsFor,
  textForPlatform,
  POST_MESSAGES,
  type Platform,
} from '@reelforge/contracts';
import { PublishError, type Platforms } from '../../adapters/platforms/index.ts';
import type { AppContext } from '../../context/index.ts';
import type { PublishJobData } from '../../job-contracts/index.ts';
import { nowMs } from '../../lib/clock.ts';
import { mediaLinkUrl } from '../../lib/media-link.ts';
import { TokenDecryptError } from '../../lib/token-crypto.ts';
import { notificationsService } from '../notifications/index.ts';
import { socialConnections, type ConnectionRow } from '../social/index.ts';
import { connectionTokens } from '../social/index.ts';
import { planAllowsPlatform } from '../plans/index.ts';
import { captionWithCredits } from './publish-credits.ts';
import { postsRepository } from './posts.repository.ts';
import { claim, settle, type Claim, type Outcome } from './publish-state.ts';

/** This job no longer owns its result row (re-queued by the sweep, or the post changed): stop quietly. */
class LostClaim extends Error {
  override readonly name = 'LostClaim';
}

const failed = (error: string): Outcome => ({ kind: 'failed', error });
/** Without a hint from the platform: 30 s, 1 min, 2 min ... at most 15 min. */
const backoffMs = (retries: number) => Math.min(30_000 * 2 ** retries, 15 * 60_000);
const heartbeatMs = (ctx: AppContext) => Math.max(250, Math.min(5_000, (ctx.config.PUBLISH_STALE_SECONDS * 1000) / 4));

async function reconnectNotice(ctx: AppContext, conn: ConnectionRow, label: string, why: string) {
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
  platforms: Platforms,
  c: Claim,
  jobId: string,
  signal: AbortSignal,
  progress: { committed: boolean },
  workDir: string,
): Promise<Outcome> {
  const { post, row } = c;
  const platform = row.platform as Platform;
  const adapter = platforms.get(row.platform);
  if (!adapter) return failed(`This server does not publish to "${row.platform}".`);
  const { label, publisher } = adapter;
  const repo = postsRepository(ctx.db);
  const social = socialConnections(ctx);
  const user = await repo.findUser(post.userId);
  if (!user) return failed('The account that scheduled this post no longer exists.');
  if (!planAllowsPlatform(user, platform)) return failed(POST_MESSAGES.freePlan);
  let conn = await social.findByPlatform(user.id, platform);
  if (!conn) return failed(POST_MESSAGES.notConnected(platform));
  if (!conn.isActive) return failed(POST_MESSAGES.connectionInactive(platform, conn.lastError));
  const video = post.videoId ? await repo.findVideo(user.id, post.videoId) : null;
  // A video re-rendering keeps its previous file until the new one replaces it: that file is posted.
  const playable = video?.videoKey && (isPlayable(video) || video.status === 'generating');
  if (publisher.needsVideo && !playable) return failed(POST_MESSAGES.videoRequired([platform]));
  // Publishers upload from a local file; storage may be remote, so the job works on its own copy.
  const videoPath = playable ? path.join(workDir, 'video.mp4') : undefined;
  if (videoPath && !(await ctx.storage.copyToFile(video!.videoKey!, videoPath))) {
    return failed('The video file to publish is missing from storage.');
  }

  // The platform's own caption, hashtags and settings where the creator set them.
  const options = optionsFor(post.platformOptions, platform);
  const text = textForPlatform(post, options);
  // The video's credits its licences ask to show (CC BY) go after the creator's text, where they fit.
  const credited = captionWithCredits(platform, text, video?.credits);
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
          // A platform that fetches the video itself (Threads) gets a signed, expiring link to it;
          // only a server that knows its public address can give one.
          videoUrl: playable && ctx.config.PUBLIC_URL ? mediaLinkUrl(ctx.config.PUBLIC_URL, ctx.tokenKey(), video!.videoKey!, nowMs(ctx.clock)) : undefined,
          title: post.title,
          caption: credited.caption,
          hashtags: text.hashtags,
          options,
          durationSec: video?.duration ?? null,
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
              at: ctx.clock.now().toISOString(),
            });
            if (!ok) throw new LostClaim();
            progress.committed = true;
          },
        },
      );
      const note = [result.note, credited.note].filter(Boolean).join(' ') || undefined;
      return { kind: 'posted', remoteId: result.remoteId, url: result.url, note };
    } catch (err) {
      if (err instanceof LostClaim || (signal.aborted && !progress.committed)) throw new LostClaim();
      if (!(err instanceof PublishError)) throw err;
      switch (err.kind) {
        case 'retry':
          if (progress.committed) return { kind: 'unknown', error: err.message };
          if (err.transient) {
            // Unreachable or failing platform: a few quick tries, then a clear failure to act on.
            return {
              kind: 'retry',
              error: err.message,
              delayMs: NETWORK_RETRY_DELAYS_MS[row.retries] ?? NETWORK_RETRY_DELAYS_MS.at(-1)!,
              limit: NETWORK_RETRY_DELAYS_MS.length,
              giveUp:
                err.transient === 'network'
                  ? POST_MESSAGES.unreachable(platform)
                  : POST_MESSAGES.platformDown(platform),
            };
          }
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
            await reconnectNotice(ctx, current, label, err.platformMessage);
          }
          return failed(err.message);
        }
      }
    }
  }
}

/** One run of the publish job; `platforms` is the registry it publishes through. */
export async function runPublish(ctx: AppContext, platforms: Platforms, data: PublishJobData, jobId: string) {
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
      .catch((err) => ctx.logger.warn({ err, jobId }, 'publish heartbeat not written'));
  }, heartbeatMs(ctx));
  const workDir = path.join(ctx.config.scratchDir, `publish-${jobId}`);
  try {
    await fsp.mkdir(workDir, { recursive: true });
    let outcome: Outcome;
    try {
      outcome = await attempt(ctx, platforms, c, jobId, abort.signal, progress, workDir);
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
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}
