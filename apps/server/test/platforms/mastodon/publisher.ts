import path from 'node:path';
import { multipartRange, videoFile } from '../../../src/adapters/platforms/kit/file.ts';
import { dig, fallbackMessage, jsonOf, str, waitFromHeaders } from '../../../src/adapters/platforms/kit/answer.ts';
import { type ApiResponse, type PlatformRules, type Verdict } from '../../../src/adapters/platforms/kit/http.ts';
import { postText, type Publisher, type PublishResult } from '../../../src/adapters/platforms/kit/publish.ts';
import { commit, openSession, pollUntil, type PublisherTuning } from '../../../src/adapters/platforms/kit/session.ts';

function classify(res: ApiResponse, now: number): Verdict {
  const message = str(dig(jsonOf(res), 'error')) ?? fallbackMessage(res);
  if (res.status === 401) return { class: 'auth', message };
  if (res.status === 403) return { class: 'revoked', message };
  if (res.status === 429) return { class: 'rate', message, waitMs: waitFromHeaders(res.headers, now) };
  if (res.status >= 500) return { class: 'server', message, waitMs: waitFromHeaders(res.headers, now) };
  return { class: 'bad', message };
}

/** Mastodon: the video to /api/v2/media, wait for processing, then one status. */
export function mastodonPublisher(instance: string, label: string, tuning: PublisherTuning): Publisher {
  // Mastodon tokens do not expire and have no refresh: a 401 means reconnect.
  const rules: PlatformRules = { platform: 'mastodon', label, classify };
  return {
    platform: 'mastodon',
    needsVideo: false,
    async publish(input, ctx): Promise<PublishResult> {
      const file = input.videoPath ? await videoFile('mastodon', input) : null;
      const s = await openSession(rules, ctx, tuning);
      let mediaId: string | undefined;
      if (file) {
        const form = multipartRange(
          { description: input.title },
          {
            field: 'file',
            filename: path.basename(file.path),
            contentType: file.contentType,
            path: file.path,
            start: 0,
            end: file.size,
          },
        );
        const created = jsonOf(
          await s.call({
            step: 'media upload',
            method: 'POST',
            url: `${instance}/api/v2/media`,
            safety: 'safe', // an attachment no status uses is never shown
            upload: true,
            headers: { 'content-type': form.contentType, 'content-length': String(form.length) },
            body: form.body,
          }),
        );
        const id = str(dig(created, 'id'));
        if (!id) throw s.error('retry', 'the media answer had no id');
        mediaId = id;
        await pollUntil(
          s,
          tuning,
          async () => {
            const res = await s.call({
              step: 'media status',
              method: 'GET',
              url: `${instance}/api/v1/media/${encodeURIComponent(id)}`,
              safety: 'safe',
              ok: (st) => st === 200 || st === 206,
            });
            return res.status === 200 ? { done: true, value: null } : { done: false, state: 'processing' };
          },
          () => s.error('retry', 'Mastodon was still processing the video; nothing was posted'),
        );
      }
      await commit(s, 'mastodon', 'status create', mediaId ? { mediaId } : {});
      const res = await s.call({
        step: 'status create',
        method: 'POST',
        url: `${instance}/api/v1/statuses`,
        safety: 'publish',
        json: { status: postText(input), ...(mediaId ? { media_ids: [mediaId] } : {}) },
      });
      const body = jsonOf(res);
      const id = str(dig(body, 'id'));
      if (!id) throw s.unknownOutcome('status create', 'the answer had no status id');
      return { remoteId: id, url: str(dig(body, 'url')) ?? null };
    },
  };
}
