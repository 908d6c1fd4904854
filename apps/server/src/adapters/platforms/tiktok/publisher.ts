import { MIB, afterCommit, commit, openSession, pollUntil, type PublisherTuning } from '../kit/session.ts';
import { fileRange, videoFile } from '../kit/file.ts';
import { dig, fallbackMessage, jsonOf, str, waitFromHeaders } from '../kit/answer.ts';
import { type PlatformRules, type Verdict } from '../kit/http.ts';
import type { OAuthClient } from '../kit/settings.ts';
import { tiktokProblems } from '@reelforge/contracts';
import { parseCreatorInfo } from './creator-info.ts';
import { refreshTokenGrant } from '../kit/tokens.ts';
import { PublishError, postText, type Publisher, type PublishResult } from '../kit/publish.ts';

const MIN_CHUNK = 5 * MIB;
const MAX_CHUNK = 64_000_000;
const MAX_CHUNKS = 1000;

/**
 * TikTok's chunk rules: under 5 MB one chunk; otherwise chunk_size 5-64 MB,
 * total_chunk_count = floor(size / chunk_size) (1..1000), the last chunk takes the remainder.
 */
export function tiktokChunkPlan(size: number, preferred: number) {
  if (size < MIN_CHUNK) return { chunkSize: size, count: 1 };
  let chunkSize = Math.min(Math.max(preferred, MIN_CHUNK), MAX_CHUNK);
  if (size < chunkSize) return { chunkSize: size, count: 1 };
  if (Math.floor(size / chunkSize) > MAX_CHUNKS) chunkSize = Math.ceil(size / MAX_CHUNKS);
  return { chunkSize, count: Math.floor(size / chunkSize) };
}

export function tiktokChunkRanges(size: number, plan: { chunkSize: number; count: number }) {
  return Array.from({ length: plan.count }, (_, i) => ({
    start: i * plan.chunkSize,
    end: i === plan.count - 1 ? size : (i + 1) * plan.chunkSize,
  }));
}

function classify(res: Parameters<PlatformRules['classify']>[0], now: number): Verdict {
  const body = jsonOf(res);
  const code = str(dig(body, 'error', 'code')) ?? '';
  const message = str(dig(body, 'error', 'message')) ?? (code || fallbackMessage(res));
  const text = code && !message.includes(code) ? `${message} (${code})` : message;
  if (code === 'access_token_invalid' || (res.status === 401 && !code.startsWith('scope_')))
    return { class: 'auth', message: text };
  if (code.startsWith('scope_')) return { class: 'revoked', message: text };
  if (code === 'rate_limit_exceeded' || res.status === 429)
    return { class: 'rate', message: text, waitMs: waitFromHeaders(res.headers, now) };
  if (code === 'internal_error' || res.status >= 500)
    return { class: 'server', message: text, waitMs: waitFromHeaders(res.headers, now) };
  return { class: 'bad', message: text };
}

/** Post ids are int64 JSON numbers: read the digits from the text, JSON.parse would round them. */
export function firstPostId(text: string): string | undefined {
  return /"publicaly_available_post_id"\s*:\s*\[\s*"?(\d+)/.exec(text)?.[1];
}

export function tiktokPublisher(api: string, client: OAuthClient | undefined, tuning: PublisherTuning): Publisher {
  const rules: PlatformRules = {
    platform: 'tiktok',
    classify,
    refresh: refreshTokenGrant({
      platform: 'tiktok',
      url: `${api}/v2/oauth/token/`,
      client,
      clientFields: (c) => ({ client_key: c.id, client_secret: c.secret }),
    }),
  };
  return {
    platform: 'tiktok',
    needsVideo: true,
    async publish(input, ctx): Promise<PublishResult> {
      const file = await videoFile('tiktok', input);
      const s = await openSession(rules, ctx, tuning);

      const info = parseCreatorInfo(
        dig(
          jsonOf(
            await s.call({
              step: 'creator info query',
              method: 'POST',
              url: `${api}/v2/post/publish/creator_info/query/`,
              safety: 'safe',
              headers: { 'content-type': 'application/json; charset=UTF-8' },
            }),
          ),
          'data',
        ),
      );
      // The creator's settings may have changed since the post was scheduled: refuse what TikTok no longer offers.
      const opts = input.options ?? {};
      const problems = tiktokProblems(opts, info, input.durationSec);
      if (problems.length) throw s.error('bad-body', problems.join(' '));
      const levels = info.privacyLevelOptions;
      const privacy =
        opts.privacyLevel ?? (levels.includes('PUBLIC_TO_EVERYONE') ? 'PUBLIC_TO_EVERYONE' : (levels[0] ?? 'SELF_ONLY'));
      const username = info.creatorUsername ?? undefined;
      // An interaction the creator turned off stays off; otherwise it follows the post's choice (default on).
      const off = (disabled: boolean, allow: boolean | undefined) => disabled || allow === false;

      const plan = tiktokChunkPlan(file.size, tuning.tiktokChunkSize);
      const init = jsonOf(
        await s.call({
          step: 'upload init',
          method: 'POST',
          url: `${api}/v2/post/publish/video/init/`,
          safety: 'once',
          json: {
            post_info: {
              title: postText(input),
              privacy_level: privacy,
              disable_duet: off(info.duetDisabled, opts.allowDuet),
              disable_comment: off(info.commentDisabled, opts.allowComments),
              disable_stitch: off(info.stitchDisabled, opts.allowStitch),
              video_cover_timestamp_ms: 1000,
            },
            source_info: {
              source: 'FILE_UPLOAD',
              video_size: file.size,
              chunk_size: plan.chunkSize,
              total_chunk_count: plan.count,
            },
          },
        }),
      );
      const publishId = str(dig(init, 'data', 'publish_id'));
      const uploadUrl = str(dig(init, 'data', 'upload_url'));
      if (!publishId || !uploadUrl) throw s.error('retry', 'the upload init answer had no publish_id or upload_url');

      const ranges = tiktokChunkRanges(file.size, plan);
      for (const [i, r] of ranges.entries()) {
        const last = i === ranges.length - 1;
        // The last chunk starts the direct post: from here TikTok publishes on its own.
        if (last) await commit(s, 'tiktok', 'final chunk upload', { publishId });
        const put = () =>
          s.call({
            step: `chunk ${i + 1}/${ranges.length} upload`,
            method: 'PUT',
            url: uploadUrl,
            safety: 'safe',
            auth: 'none',
            upload: true,
            headers: {
              'content-type': file.contentType,
              'content-length': String(r.end - r.start),
              'content-range': `bytes ${r.start}-${r.end - 1}/${file.size}`,
            },
            body: fileRange(file.path, r.start, r.end),
            ok: (status) => status === 201 || status === 206,
          });
        if (!last) await put();
        else {
          // A refusal (4xx) is a clear "no"; only a lost answer leaves the outcome open.
          await put().catch((err: unknown) => {
            if (err instanceof PublishError && err.kind === 'retry')
              throw s.unknownOutcome('upload', err.platformMessage, `publish_id ${publishId}`);
            throw err;
          });
        }
        ctx.onProgress?.({ phase: 'upload', bytesSent: r.end, totalBytes: file.size });
      }

      const outcome = await afterCommit(s, 'publish', `publish_id ${publishId}`, () =>
        pollUntil(
          s,
          tuning,
          async () => {
            const res = await s.call({
              step: 'status fetch',
              method: 'POST',
              url: `${api}/v2/post/publish/status/fetch/`,
              safety: 'safe',
              json: { publish_id: publishId },
            });
            const data = dig(jsonOf(res), 'data');
            const status = str(dig(data, 'status')) ?? 'unknown';
            const postId = firstPostId(res.text);
            if (status === 'PUBLISH_COMPLETE' || status === 'SEND_TO_USER_INBOX' || status === 'FAILED') {
              return { done: true, value: { status, postId, failReason: str(dig(data, 'fail_reason')) } };
            }
            return { done: false, state: status };
          },
          (last) => s.unknownOutcome('publish', `TikTok still reports ${last}`, `publish_id ${publishId}`),
        ),
      );
      if (outcome.status === 'FAILED') {
        throw s.error('bad-body', `TikTok could not publish the video: ${outcome.failReason ?? 'no reason given'}`);
      }
      if (!outcome.postId) return { remoteId: publishId, url: null }; // private posts and inbox drafts have no public id
      return {
        remoteId: outcome.postId,
        url: username ? `https://www.tiktok.com/@${username}/video/${outcome.postId}` : null,
      };
    },
  };
}
