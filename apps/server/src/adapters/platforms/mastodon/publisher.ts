import { createHash } from 'node:crypto';
import path from 'node:path';
import { mastodonLength, POST_OPTION_MESSAGES } from '@reelforge/contracts';
import type { AddressPolicy } from '../../../lib/private-address.ts';
import { dig, fallbackMessage, jsonOf, str, waitFromHeaders } from '../kit/answer.ts';
import { multipartRange, videoFile } from '../kit/file.ts';
import type { ApiResponse, PlatformRules, Verdict } from '../kit/http.ts';
import { PublishError, postText, type Publisher, type PublishResult } from '../kit/publish.ts';
import { commit, openSession, pollUntil, type PublisherTuning } from '../kit/session.ts';

/** The default of Mastodon's own software, used when an instance does not say. */
export const MASTODON_DEFAULT_MAX_CHARS = 500;

function classify(res: ApiResponse, now: number): Verdict {
  const message = str(dig(jsonOf(res), 'error')) ?? fallbackMessage(res);
  if (res.status === 401) return { class: 'auth', message };
  if (res.status === 403) return { class: 'revoked', message };
  if (res.status === 429) return { class: 'rate', message, waitMs: waitFromHeaders(res.headers, now) };
  if (res.status >= 500) return { class: 'server', message, waitMs: waitFromHeaders(res.headers, now) };
  return { class: 'bad', message };
}

/**
 * The same post always gets the same key, so a status Mastodon already created for it is answered
 * again instead of posted twice (Mastodon keeps keys for an hour).
 */
export const idempotencyKey = (account: string, mediaId: string | undefined, text: string) =>
  createHash('sha256').update(`${account}\n${mediaId ?? ''}\n${text}`).digest('hex').slice(0, 40);

/**
 * Mastodon: the instance's character limit read first, the video to /api/v2/media and waited on
 * until processed, then one status (the point of no return) with an Idempotency-Key.
 */
export function mastodonPublisher(policy: AddressPolicy, tuning: PublisherTuning): Publisher {
  // Tokens do not expire and have no refresh: a 401 means reconnect.
  const rules: PlatformRules = { platform: 'mastodon', classify };
  return {
    platform: 'mastodon',
    needsVideo: false,
    async publish(input, ctx): Promise<PublishResult> {
      const server = ctx.credentials.serverUrl;
      if (!server) throw new PublishError('disconnect', 'mastodon', 'The connection has no Mastodon server address. Reconnect the account.');
      const account = input.platformUserId ?? ctx.credentials.platformUserId ?? '';
      const file = input.videoPath ? await videoFile('mastodon', input) : null;
      const s = await openSession(rules, ctx, tuning);
      const opts = input.options ?? {};
      const text = postText(input);
      const warning = opts.contentWarning?.trim() || undefined;

      const instance = jsonOf(
        await s.call({ step: 'instance read', method: 'GET', url: `${server}/api/v2/instance`, safety: 'safe', auth: 'none', policy }),
      );
      const max = Number(dig(instance, 'configuration', 'statuses', 'max_characters')) || MASTODON_DEFAULT_MAX_CHARS;
      // The content warning counts toward the limit as well.
      const count = mastodonLength(text) + (warning ? [...warning].length : 0);
      if (count > max) throw s.error('bad-body', POST_OPTION_MESSAGES.tooLong('mastodon', max, count).replace(/^Mastodon /, 'This server\'s '));

      let mediaId: string | undefined;
      if (file) {
        const form = multipartRange(
          { description: input.title },
          { field: 'file', filename: path.basename(file.path), contentType: file.contentType, path: file.path, start: 0, end: file.size },
        );
        const created = await s.call({
          step: 'media upload',
          method: 'POST',
          url: `${server}/api/v2/media`,
          safety: 'safe', // an attachment no status uses is never shown
          upload: true,
          headers: { 'content-type': form.contentType, 'content-length': String(form.length) },
          body: form.body,
          policy,
        });
        const id = str(dig(jsonOf(created), 'id'));
        if (!id) throw s.error('retry', 'the media answer had no id');
        mediaId = id;
        // 200: processed at once; 202: processing, and GET /api/v1/media/:id answers 206 until done.
        if (created.status === 202) {
          await pollUntil(
            s,
            tuning,
            async () => {
              const res = await s.call({
                step: 'media status',
                method: 'GET',
                url: `${server}/api/v1/media/${encodeURIComponent(id)}`,
                safety: 'safe',
                ok: (st) => st === 200 || st === 206,
                policy,
              });
              return res.status === 200 ? { done: true, value: null } : { done: false, state: 'processing' };
            },
            () => s.error('retry', 'Mastodon was still processing the video; nothing was posted'),
          );
        }
      }

      const key = idempotencyKey(account, mediaId, text);
      await commit(s, 'mastodon', 'status create', { idempotencyKey: key, ...(mediaId ? { mediaId } : {}) });
      const res = await s.call({
        step: 'status create',
        method: 'POST',
        url: `${server}/api/v1/statuses`,
        safety: 'publish',
        headers: { 'idempotency-key': key },
        json: {
          status: text,
          ...(mediaId ? { media_ids: [mediaId] } : {}),
          ...(opts.mastodonVisibility ? { visibility: opts.mastodonVisibility } : {}),
          ...(warning ? { spoiler_text: warning, sensitive: true } : {}),
        },
        policy,
      });
      const body = jsonOf(res);
      const id = str(dig(body, 'id'));
      if (!id) throw s.unknownOutcome('status create', 'the answer had no status id');
      return { remoteId: id, url: str(dig(body, 'url')) ?? null };
    },
  };
}
