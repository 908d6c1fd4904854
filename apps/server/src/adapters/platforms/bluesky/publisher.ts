import { graphemeCount, POST_OPTION_MESSAGES } from '@reelforge/contracts';
import { dig, fallbackMessage, jsonOf, str, waitFromHeaders } from '../kit/answer.ts';
import { fileRange, videoFile } from '../kit/file.ts';
import type { ApiResponse, PlatformRules, Verdict } from '../kit/http.ts';
import { PublishError, postText, type Publisher, type PublishResult } from '../kit/publish.ts';
import { commit, openSession, pollUntil, type PublisherTuning } from '../kit/session.ts';
import { pdsOf, serverOf, sessionTokens, type BlueskyHosts } from './account.ts';
import { facetsOf } from './facets.ts';
import { nextTid } from './tid.ts';

export const BLUESKY_MAX_GRAPHEMES = 300;
/** Where a post is shown; a link, never called. */
export const postUrl = (did: string, rkey: string) => `https://bsky.app/profile/${did}/post/${rkey}`;

/** XRPC errors are `{error, message}`; an expired or malformed access token is a 400 there. */
function classify(res: ApiResponse, now: number): Verdict {
  const body = jsonOf(res);
  const name = str(dig(body, 'error'));
  const message = str(dig(body, 'message')) ?? name ?? fallbackMessage(res);
  if (res.status === 401 || name === 'ExpiredToken' || name === 'InvalidToken') return { class: 'auth', message };
  if (name === 'AccountTakedown' || name === 'AccountDeactivated') return { class: 'revoked', message };
  if (res.status === 429) return { class: 'rate', message, waitMs: waitFromHeaders(res.headers, now) };
  if (res.status >= 500) return { class: 'server', message, waitMs: waitFromHeaders(res.headers, now) };
  return { class: 'bad', message };
}

const didWeb = (url: string) => `did:web:${new URL(url).hostname}`;

/** Sessions renew with their refresh JWT (rotated each time) on the connection's own server. */
export function blueskyRefresh(hosts: BlueskyHosts): NonNullable<PlatformRules['refresh']> {
  return {
    blocker: (c) => (c.refreshToken ? null : { kind: 'disconnect', why: 'there is no Bluesky session to renew' }),
    aheadMs: 60_000,
    on401: true,
    async run(c, tools) {
      const server = serverOf(hosts, c.serverUrl);
      const res = await tools.send({
        step: 'session refresh',
        method: 'POST',
        url: `${server.base}/xrpc/com.atproto.server.refreshSession`,
        safety: 'once',
        auth: 'none',
        headers: { authorization: `Bearer ${c.refreshToken}` },
        policy: server.policy,
      });
      const next = res.status === 200 ? sessionTokens(jsonOf(res)) : null;
      if (!next) {
        const why = str(dig(jsonOf(res), 'message')) ?? fallbackMessage(res);
        throw new PublishError('disconnect', 'bluesky', `The Bluesky session could not be renewed (${why}). Reconnect the account with an app password.`);
      }
      const expiresAt = next.expiresIn ? new Date(tools.now() + next.expiresIn * 1000) : null;
      return { ...c, accessToken: next.accessToken, refreshToken: next.refreshToken ?? c.refreshToken, expiresAt };
    },
  };
}

/**
 * Bluesky: the session checked (and renewed with refreshSession), the video through the video
 * service (upload limits, a service token, uploadVideo, getJobStatus), then one createRecord of an
 * app.bsky.feed.post with an app.bsky.embed.video. The record key is chosen before the commit
 * point, so what became of a lost answer is one getRecord away.
 */
export function blueskyPublisher(hosts: BlueskyHosts, tuning: PublisherTuning): Publisher {
  const rules: PlatformRules = { platform: 'bluesky', classify, refresh: blueskyRefresh(hosts) };
  return {
    platform: 'bluesky',
    needsVideo: false,
    async publish(input, ctx): Promise<PublishResult> {
      const server = serverOf(hosts, ctx.credentials.serverUrl);
      const xrpc = (method: string, params?: Record<string, string>) =>
        `${server.base}/xrpc/${method}${params ? `?${new URLSearchParams(params)}` : ''}`;
      const text = postText(input);
      const count = graphemeCount(text);
      if (count > BLUESKY_MAX_GRAPHEMES)
        throw new PublishError('bad-body', 'bluesky', POST_OPTION_MESSAGES.tooLong('bluesky', BLUESKY_MAX_GRAPHEMES, count));
      const file = input.videoPath ? await videoFile('bluesky', input) : null;
      const s = await openSession(rules, ctx, tuning);

      const me = jsonOf(
        await s.call({ step: 'session check', method: 'GET', url: xrpc('com.atproto.server.getSession'), safety: 'safe', policy: server.policy }),
      );
      const did = str(dig(me, 'did'));
      if (!did) throw s.error('retry', 'the session answer had no account');
      const serviceToken = async (aud: string, lxm: string) => {
        const res = await s.call({
          step: 'service token',
          method: 'GET',
          url: xrpc('com.atproto.server.getServiceAuth', { aud, lxm, exp: String(Math.floor(s.now() / 1000) + 30 * 60) }),
          safety: 'safe',
          policy: server.policy,
        });
        const token = str(dig(jsonOf(res), 'token'));
        if (!token) throw s.error('retry', 'the service token answer had no token');
        return token;
      };

      let video: unknown;
      if (file) {
        const limitsToken = await serviceToken(didWeb(hosts.video), 'app.bsky.video.getUploadLimits');
        const limits = jsonOf(
          await s.call({
            step: 'upload limits',
            method: 'GET',
            url: `${hosts.video}/xrpc/app.bsky.video.getUploadLimits`,
            safety: 'safe',
            auth: 'none',
            headers: { authorization: `Bearer ${limitsToken}` },
          }),
        );
        if (dig(limits, 'canUpload') === false) {
          throw s.error('bad-body', str(dig(limits, 'message')) ?? str(dig(limits, 'error')) ?? 'Bluesky does not take more videos from this account today.');
        }
        const remaining = dig(limits, 'remainingDailyBytes');
        if (typeof remaining === 'number' && remaining < file.size)
          throw s.error('bad-body', `this account may upload ${Math.floor(remaining / 1_000_000)} MB more video today; this video is ${Math.ceil(file.size / 1_000_000)} MB.`);

        const uploadToken = await serviceToken(didWeb(pdsOf(me) ?? server.base), 'com.atproto.repo.uploadBlob');
        const uploaded = await s.call({
          step: 'video upload',
          method: 'POST',
          url: `${hosts.video}/xrpc/app.bsky.video.uploadVideo?${new URLSearchParams({ did, name: `${nextTid(s.now())}.mp4` })}`,
          safety: 'safe', // a blob no post uses is never shown
          upload: true,
          auth: 'none',
          headers: { authorization: `Bearer ${uploadToken}`, 'content-type': file.contentType, 'content-length': String(file.size) },
          body: fileRange(file.path, 0, file.size),
          // The same video uploaded before answers 409 with the job that already has it.
          ok: (st) => st === 200 || st === 409,
        });
        const uploadAnswer = jsonOf(uploaded);
        const jobId = str(dig(uploadAnswer, 'jobId')) ?? str(dig(uploadAnswer, 'jobStatus', 'jobId'));
        if (!jobId) throw s.error('retry', `the video upload answer had no job (${fallbackMessage(uploaded)})`);
        video = await pollUntil(
          s,
          tuning,
          async () => {
            const job = dig(
              jsonOf(
                await s.call({
                  step: 'video processing',
                  method: 'GET',
                  url: `${hosts.video}/xrpc/app.bsky.video.getJobStatus?${new URLSearchParams({ jobId })}`,
                  safety: 'safe',
                  auth: 'none',
                }),
              ),
              'jobStatus',
            );
            const state = str(dig(job, 'state')) ?? 'unknown';
            if (state === 'JOB_STATE_FAILED')
              throw s.error('bad-body', `Bluesky could not process the video: ${str(dig(job, 'message')) ?? str(dig(job, 'error')) ?? 'no reason given'}`);
            const blob = dig(job, 'blob');
            return state === 'JOB_STATE_COMPLETED' && blob ? { done: true, value: blob } : { done: false, state };
          },
          (last) => s.error('retry', `Bluesky was still processing the video (${last}); nothing was posted`),
        );
      }

      const facets = await facetsOf(text, async (handle) => {
        const res = await s
          .call({ step: 'handle lookup', method: 'GET', url: xrpc('com.atproto.identity.resolveHandle', { handle }), safety: 'safe', policy: server.policy })
          .catch(() => null);
        return res ? (str(dig(jsonOf(res), 'did')) ?? null) : null;
      });
      const rkey = nextTid(s.now());
      const record = {
        $type: 'app.bsky.feed.post',
        text,
        createdAt: new Date(s.now()).toISOString(),
        ...(facets.length ? { facets } : {}),
        ...(video ? { embed: { $type: 'app.bsky.embed.video', video, alt: input.title.slice(0, 1000) } } : {}),
      };
      await commit(s, 'bluesky', 'post create', { did, rkey });
      const res = await s.call({
        step: 'post create',
        method: 'POST',
        url: xrpc('com.atproto.repo.createRecord'),
        safety: 'publish',
        json: { repo: did, collection: 'app.bsky.feed.post', rkey, record },
        policy: server.policy,
      });
      if (!str(dig(jsonOf(res), 'uri'))) throw s.unknownOutcome('post create', 'the answer had no record uri', `rkey ${rkey}`);
      return { remoteId: `at://${did}/app.bsky.feed.post/${rkey}`, url: postUrl(did, rkey) };
    },
  };
}
