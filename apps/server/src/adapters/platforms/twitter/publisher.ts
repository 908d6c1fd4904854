import path from 'node:path';
import { commit, openSession, pollUntil, type PollStep, type PublisherTuning } from '../kit/session.ts';
import { multipartRange, videoFile, type VideoFile } from '../kit/file.ts';
import { dig, fallbackMessage, jsonOf, str, waitFromHeaders } from '../kit/answer.ts';
import { ApiSession, type ApiResponse, type PlatformRules, type Verdict } from '../kit/http.ts';
import type { OAuthClient } from '../kit/settings.ts';
import { refreshTokenGrant } from '../kit/tokens.ts';
import { postText, type Publisher, type PublishResult } from '../kit/publish.ts';

const MAX_SEGMENT = 5_000_000;

function classify(res: ApiResponse, now: number): Verdict {
  const body = jsonOf(res);
  const message =
    str(dig(body, 'detail')) ??
    str(dig(body, 'errors', 0, 'message')) ??
    str(dig(body, 'error_description')) ??
    str(dig(body, 'title')) ??
    fallbackMessage(res);
  if (res.status === 401) return { class: 'auth', message };
  if (res.status === 429) return { class: 'rate', message, waitMs: waitFromHeaders(res.headers, now) };
  if (res.status >= 500) return { class: 'server', message, waitMs: waitFromHeaders(res.headers, now) };
  return { class: 'bad', message };
}

type Processing = { state: string; waitMs?: number; error?: string };

function processingOf(body: unknown): Processing | undefined {
  const info = dig(body, 'data', 'processing_info');
  const state = str(dig(info, 'state'));
  if (!state) return undefined;
  const after = Number(dig(info, 'check_after_secs'));
  return {
    state,
    waitMs: Number.isFinite(after) && after >= 0 ? after * 1000 : undefined,
    error: str(dig(info, 'error', 'message')) ?? str(dig(info, 'error', 'name')),
  };
}

export function xPublisher(api: string, client: OAuthClient | undefined, tuning: PublisherTuning): Publisher {
  const rules: PlatformRules = {
    platform: 'twitter',
    classify,
    // X rotates refresh tokens; confidential clients authenticate with Basic.
    refresh: refreshTokenGrant({
      platform: 'twitter',
      url: `${api}/2/oauth2/token`,
      client,
      clientFields: (c) => ({ client_id: c.id }),
      basicAuth: true,
    }),
  };
  const segment = Math.min(Math.max(tuning.xSegmentSize, 64 * 1024), MAX_SEGMENT);

  async function uploadMedia(s: ApiSession, file: VideoFile): Promise<string> {
    const init = jsonOf(
      await s.call({
        step: 'media upload initialize',
        method: 'POST',
        url: `${api}/2/media/upload/initialize`,
        safety: 'safe', // an unused media id just expires
        json: { media_type: file.contentType, total_bytes: file.size, media_category: 'tweet_video' },
      }),
    );
    const mediaId = str(dig(init, 'data', 'id'));
    if (!mediaId) throw s.error('retry', 'the media initialize answer had no id');
    const count = Math.ceil(file.size / segment);
    for (let i = 0; i < count; i++) {
      const start = i * segment;
      const end = Math.min(start + segment, file.size);
      const form = multipartRange(
        { segment_index: String(i) },
        {
          field: 'media',
          filename: path.basename(file.path),
          contentType: 'application/octet-stream',
          path: file.path,
          start,
          end,
        },
      );
      await s.call({
        step: `media append ${i + 1}/${count}`,
        method: 'POST',
        url: `${api}/2/media/upload/${encodeURIComponent(mediaId)}/append`,
        safety: 'safe', // idempotent by segment_index
        upload: true,
        headers: { 'content-type': form.contentType, 'content-length': String(form.length) },
        body: form.body,
      });
      s.ctx.onProgress?.({ phase: 'upload', bytesSent: end, totalBytes: file.size });
    }
    const fin = jsonOf(
      await s.call({
        step: 'media finalize',
        method: 'POST',
        url: `${api}/2/media/upload/${encodeURIComponent(mediaId)}/finalize`,
        safety: 'once',
      }),
    );
    let pending = processingOf(fin);
    if (!pending) return mediaId;
    const final = await pollUntil(
      s,
      tuning,
      async (): Promise<PollStep<Processing>> => {
        const p: Processing | undefined =
          pending ??
          processingOf(
            jsonOf(
              await s.call({
                step: 'media status',
                method: 'GET',
                url: `${api}/2/media/upload?command=STATUS&media_id=${encodeURIComponent(mediaId)}`,
                safety: 'safe',
              }),
            ),
          );
        pending = undefined;
        if (!p || p.state === 'succeeded' || p.state === 'failed')
          return { done: true, value: p ?? { state: 'succeeded' } };
        return { done: false, state: p.state, waitMs: p.waitMs };
      },
      (last) => s.error('retry', `X was still processing the video (${last}); nothing was posted`),
    );
    if (final.state === 'failed')
      throw s.error('bad-body', `X could not process the video: ${final.error ?? 'no reason given'}`);
    return mediaId;
  }

  return {
    platform: 'twitter',
    needsVideo: false,
    async publish(input, ctx): Promise<PublishResult> {
      const file = input.videoPath ? await videoFile('twitter', input) : null;
      const s = await openSession(rules, ctx, tuning);
      const mediaId = file ? await uploadMedia(s, file) : undefined;
      await commit(s, 'twitter', 'post create', mediaId ? { mediaId } : {});
      const res = await s.call({
        step: 'post create',
        method: 'POST',
        url: `${api}/2/tweets`,
        safety: 'publish',
        json: { text: postText(input), ...(mediaId ? { media: { media_ids: [mediaId] } } : {}) },
      });
      const id = str(dig(jsonOf(res), 'data', 'id'));
      if (!id) throw s.unknownOutcome('post create', 'the answer had no post id');
      return { remoteId: id, url: `https://x.com/i/web/status/${id}` };
    },
  };
}
