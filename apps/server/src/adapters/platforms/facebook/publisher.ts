import path from 'node:path';
import { commit, firstComment, openSession, pollUntil, type PublisherTuning } from '../kit/session.ts';
import { fileRange, videoFile, type VideoFile } from '../kit/file.ts';
import { dig, jsonOf, str } from '../kit/answer.ts';
import { ApiSession, type ApiResponse } from '../kit/http.ts';
import type { OAuthClient } from '../kit/settings.ts';
import { graphUrl, metaRules, type MetaHosts } from '../meta/graph.ts';
import { facebookLink } from './reconcile.ts';
import { accountIdOf, PublishError, postText, type Publisher, type PublishInput, type PublishResult } from '../kit/publish.ts';

/**
 * Page posts. Text: POST /{page-id}/feed. Video: Meta's Resumable Upload API
 * (/{app-id}/uploads -> upload:<session> -> file handle), then graph-video /{page-id}/videos.
 * Chosen over the Reels flow because Page videos have no 90-second cap.
 */
export function facebookPublisher(
  hosts: MetaHosts,
  client: OAuthClient | undefined,
  tuning: PublisherTuning,
): Publisher {
  const rules = metaRules('facebook', hosts, client);

  async function uploadHandle(s: ApiSession, file: VideoFile): Promise<string> {
    if (!client)
      throw s.error('config', 'Facebook video upload needs META_APP_ID (and META_APP_SECRET) on this server.');
    const start = jsonOf(
      await s.call({
        step: 'upload session start',
        method: 'POST',
        url: graphUrl(hosts, `${encodeURIComponent(client.id)}/uploads`),
        safety: 'safe',
        form: { file_name: path.basename(file.path), file_length: String(file.size), file_type: file.contentType },
      }),
    );
    const sessionId = str(dig(start, 'id'));
    if (!sessionId) throw s.error('retry', 'the upload session answer had no id');
    let offset = 0;
    for (let failures = 0; ;) {
      let res: ApiResponse;
      try {
        res = await s.call({
          step: 'video upload',
          method: 'POST',
          url: graphUrl(hosts, sessionId),
          safety: 'once', // resumed below from what Meta says it has
          auth: 'oauth',
          upload: true,
          headers: {
            file_offset: String(offset),
            'content-length': String(file.size - offset),
            'content-type': 'application/octet-stream',
          },
          body: fileRange(file.path, offset, file.size),
        });
      } catch (err) {
        if (!(err instanceof PublishError) || err.kind !== 'retry' || ++failures >= tuning.maxAttempts) throw err;
        await s.sleep(err.retryAfterMs ?? s.backoff(failures));
        const state = await s.call({
          step: 'upload offset query',
          method: 'GET',
          url: graphUrl(hosts, sessionId),
          safety: 'safe',
          auth: 'oauth',
        });
        offset = Number(dig(jsonOf(state), 'file_offset')) || 0;
        continue;
      }
      const handle = str(dig(jsonOf(res), 'h'));
      if (!handle) throw s.error('retry', 'the upload answer had no file handle');
      s.ctx.onProgress?.({ phase: 'upload', bytesSent: file.size, totalBytes: file.size });
      return handle;
    }
  }

  /** `POST /{object-id}/comments` with the Page token: the creator's first comment. */
  const comment = (s: ApiSession, objectId: string, input: PublishInput) =>
    firstComment(s, input.options?.firstComment, {
      method: 'POST',
      url: graphUrl(hosts, `${encodeURIComponent(objectId)}/comments`),
      form: { message: input.options?.firstComment ?? '' },
    });

  async function publishText(s: ApiSession, page: string, input: PublishInput): Promise<PublishResult> {
    await commit(s, 'facebook', 'feed post', { page, kind: 'feed' });
    const res = await s.call({
      step: 'post',
      method: 'POST',
      url: graphUrl(hosts, `${encodeURIComponent(page)}/feed`),
      safety: 'publish',
      form: { message: postText(input) },
    });
    const id = str(dig(jsonOf(res), 'id'));
    if (!id) throw s.unknownOutcome('post', 'the answer had no post id');
    const link = await s
      .call({
        step: 'permalink',
        method: 'GET',
        url: graphUrl(hosts, `${encodeURIComponent(id)}?fields=permalink_url`),
        safety: 'safe',
      })
      .then((r) => facebookLink(str(dig(jsonOf(r), 'permalink_url'))))
      .catch(() => undefined);
    const note = await comment(s, id, input);
    return { remoteId: id, url: link ?? `https://www.facebook.com/${id}`, ...(note ? { note } : {}) };
  }

  return {
    platform: 'facebook',
    needsVideo: false,
    async publish(input, ctx): Promise<PublishResult> {
      const page = accountIdOf('facebook', 'Facebook Page id', input, ctx);
      const file = input.videoPath ? await videoFile('facebook', input) : null;
      const s = await openSession(rules, ctx, tuning);
      if (!file) return publishText(s, page, input);

      const handle = await uploadHandle(s, file);
      await commit(s, 'facebook', 'page video publish', { page, kind: 'video' });
      const created = jsonOf(
        await s.call({
          step: 'video publish',
          method: 'POST',
          url: `${hosts.graphVideo}/${hosts.version}/${encodeURIComponent(page)}/videos`,
          safety: 'publish',
          form: { title: input.title, description: postText(input), fbuploader_video_file_chunk: handle },
        }),
      );
      const videoId = str(dig(created, 'id'));
      if (!videoId) throw s.unknownOutcome('video publish', 'the answer had no video id');
      const fallback = `https://www.facebook.com/${page}/videos/${videoId}`;

      // Accepted: Facebook processes and then shows it. Follow (bounded) to report a processing
      // error and pick up the permalink; failing to look does not undo the post.
      const done = await pollUntil(
        s,
        tuning,
        async () => {
          const r = await s.call({
            step: 'video status',
            method: 'GET',
            url: graphUrl(hosts, `${encodeURIComponent(videoId)}?fields=status,permalink_url`),
            safety: 'safe',
          });
          const body = jsonOf(r);
          const state = str(dig(body, 'status', 'video_status')) ?? 'processing';
          if (state === 'ready' || state === 'error') {
            const why = str(dig(body, 'status', 'processing_phase', 'errors', 0, 'message'));
            return { done: true, value: { state, link: facebookLink(str(dig(body, 'permalink_url'))), why } };
          }
          return { done: false, state };
        },
        (last) => new Error(`still ${last}`),
      ).catch(() => ({ state: 'unconfirmed', link: undefined, why: undefined }));
      if (done.state === 'error')
        throw s.error('bad-body', `Facebook could not process the video: ${done.why ?? 'no reason given'}`);
      const note = await comment(s, videoId, input);
      return { remoteId: videoId, url: done.link ?? fallback, ...(note ? { note } : {}) };
    },
  };
}
