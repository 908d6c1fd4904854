import path from 'node:path';
import { dig, isRecord, jsonOf, str } from '../kit/answer.ts';
import type { ApiSession } from '../kit/http.ts';
import { multipartRange, videoFile, type VideoFile } from '../kit/file.ts';
import { PublishError, postText, type Publisher, type PublishInput, type PublishResult } from '../kit/publish.ts';
import { commit, openSession, pollUntil, type PublisherTuning } from '../kit/session.ts';
import type { OAuthClient } from '../kit/settings.ts';
import { pinterestRules, type PinterestHosts } from './oauth.ts';

/** Pinterest's limits for a Pin's title and description. */
export const PINTEREST_TITLE_LIMIT = 100;
export const PINTEREST_DESCRIPTION_LIMIT = 500;

export const pinUrl = (id: string) => `https://www.pinterest.com/pin/${id}/`;

const refuse = (message: string) => new PublishError('bad-body', 'pinterest', message, { label: 'Pinterest' });

/** The Pin's title and description as they will be sent, or a refusal in words before any upload. */
export function pinTexts(input: Pick<PublishInput, 'title' | 'caption' | 'hashtags'>) {
  const title = input.title.trim();
  const description = postText(input);
  const t = [...title].length;
  const d = [...description].length;
  if (t > PINTEREST_TITLE_LIMIT)
    throw refuse(
      `Pin titles are limited to ${PINTEREST_TITLE_LIMIT} characters; this one has ${t}. Shorten the title.`,
    );
  if (d > PINTEREST_DESCRIPTION_LIMIT)
    throw refuse(
      `Pin descriptions are limited to ${PINTEREST_DESCRIPTION_LIMIT} characters; this one has ${d}. Shorten the caption or hashtags.`,
    );
  return { title, description };
}

/** The creator's chosen board (the `boardId` option), else the account's first board. */
async function boardOf(s: ApiSession, hosts: PinterestHosts, input: PublishInput): Promise<string> {
  const chosen = str(dig(input.options, 'boardId'))?.trim();
  if (chosen) return chosen;
  const res = await s.call({
    step: 'boards list',
    method: 'GET',
    url: `${hosts.api}/v5/boards?page_size=1`,
    safety: 'safe',
  });
  const first = str(dig(jsonOf(res), 'items', 0, 'id'));
  if (!first)
    throw refuse(
      'Pins are saved on a board, and this Pinterest account has none. Create a board on Pinterest, then publish again.',
    );
  return first;
}

/** Register, upload to the pre-signed form, wait until Pinterest says `succeeded`. */
async function uploadVideo(
  s: ApiSession,
  hosts: PinterestHosts,
  tuning: PublisherTuning,
  file: VideoFile,
): Promise<string> {
  const reg = jsonOf(
    await s.call({
      step: 'media register',
      method: 'POST',
      url: `${hosts.api}/v5/media`,
      safety: 'safe', // an upload slot nobody sees until a Pin uses it
      json: { media_type: 'video' },
    }),
  );
  const mediaId = str(dig(reg, 'media_id'));
  const uploadUrl = str(dig(reg, 'upload_url'));
  const params = dig(reg, 'upload_parameters');
  if (!mediaId || !uploadUrl || !isRecord(params)) throw s.error('retry', 'the media registration had no upload form');
  const fields = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const form = multipartRange(fields, {
    field: 'file',
    filename: path.basename(file.path),
    contentType: file.contentType,
    path: file.path,
    start: 0,
    end: file.size,
  });
  await s.call({
    step: 'video upload',
    method: 'POST',
    url: uploadUrl,
    safety: 'safe', // the same bytes to the same registered key
    auth: 'none',
    upload: true,
    headers: { 'content-type': form.contentType, 'content-length': String(form.length) },
    body: form.body,
  });
  s.ctx.onProgress?.({ phase: 'upload', bytesSent: file.size, totalBytes: file.size });
  const status = await pollUntil(
    s,
    tuning,
    async () => {
      const res = await s.call({
        step: 'media status',
        method: 'GET',
        url: `${hosts.api}/v5/media/${encodeURIComponent(mediaId)}`,
        safety: 'safe',
      });
      const st = str(dig(jsonOf(res), 'status')) ?? 'processing';
      return st === 'succeeded' || st === 'failed' ? { done: true, value: st } : { done: false, state: st };
    },
    (last) => s.error('retry', `Pinterest was still processing the video (${last}); nothing was pinned`),
  );
  if (status === 'failed') throw refuse('Pinterest could not process the video (media status: failed).');
  return mediaId;
}

/** A video Pin: media register, upload, status until succeeded, then `POST /v5/pins` (the point of no return). */
export function pinterestPublisher(
  hosts: PinterestHosts,
  client: OAuthClient | undefined,
  tuning: PublisherTuning,
): Publisher {
  const rules = pinterestRules(hosts, client);
  return {
    platform: 'pinterest',
    needsVideo: true,
    async publish(input, ctx): Promise<PublishResult> {
      const { title, description } = pinTexts(input);
      // Where the Pin leads when tapped (the `link` option): a web address, else none.
      const link = str(dig(input.options, 'link'))?.trim();
      if (link && !/^https?:\/\/[^\s]+$/i.test(link))
        throw refuse(`A Pin's link must be a web address starting with http:// or https://; "${link}" is not.`);
      const file = await videoFile('pinterest', input);
      const s = await openSession(rules, ctx, tuning);
      const boardId = await boardOf(s, hosts, input);
      const mediaId = await uploadVideo(s, hosts, tuning, file);

      await commit(s, 'pinterest', 'pin create', { mediaId, boardId });
      const res = await s.call({
        step: 'pin create',
        method: 'POST',
        url: `${hosts.api}/v5/pins`,
        safety: 'publish',
        json: {
          board_id: boardId,
          title,
          description,
          ...(link ? { link } : {}),
          media_source: {
            source_type: 'video_id',
            media_id: mediaId,
            // The cover is a frame of the video itself: a second in, past any fade from black.
            cover_image_key_frame_time: (input.durationSec ?? 2) >= 2 ? 1 : 0,
          },
        },
      });
      const id = str(dig(jsonOf(res), 'id'));
      if (!id) throw s.unknownOutcome('pin create', 'the answer had no Pin id', `media ${mediaId}`);
      return { remoteId: id, url: pinUrl(id) };
    },
  };
}
