import { commit, firstComment, openSession, pollUntil, type PublisherTuning } from '../kit/session.ts';
import { fileRange, videoFile } from '../kit/file.ts';
import { dig, jsonOf, str } from '../kit/answer.ts';
import type { OAuthClient } from '../kit/settings.ts';
import { graphUrl, metaRules, type MetaHosts } from '../meta/graph.ts';
import { accountIdOf, postText, type Publisher, type PublishResult } from '../kit/publish.ts';

/** Reels through a resumable container: create, upload to rupload, wait for FINISHED, media_publish. */
export function instagramPublisher(
  hosts: MetaHosts,
  client: OAuthClient | undefined,
  tuning: PublisherTuning,
): Publisher {
  const rules = metaRules('instagram', hosts, client);
  return {
    platform: 'instagram',
    needsVideo: true,
    async publish(input, ctx): Promise<PublishResult> {
      const igUser = accountIdOf('instagram', 'Instagram account id', input, ctx);
      const file = await videoFile('instagram', input);
      const s = await openSession(rules, ctx, tuning);

      const container = jsonOf(
        await s.call({
          step: 'container create',
          method: 'POST',
          url: graphUrl(hosts, `${encodeURIComponent(igUser)}/media`),
          // An unpublished container; an unused one expires after 24 h.
          safety: 'safe',
          form: { media_type: 'REELS', upload_type: 'resumable', caption: postText(input), share_to_feed: 'true' },
        }),
      );
      const containerId = str(dig(container, 'id'));
      if (!containerId) throw s.error('retry', 'the container answer had no id');

      const upload = jsonOf(
        await s.call({
          step: 'video upload',
          method: 'POST',
          url: `${hosts.rupload}/ig-api-upload/${hosts.version}/${encodeURIComponent(containerId)}`,
          // The whole file from offset 0 again on a retry: same bytes, same container.
          safety: 'safe',
          auth: 'oauth',
          upload: true,
          headers: {
            offset: '0',
            file_size: String(file.size),
            'content-length': String(file.size),
            'content-type': 'application/octet-stream',
          },
          body: fileRange(file.path, 0, file.size),
        }),
      );
      if (dig(upload, 'success') !== true) {
        throw s.error('retry', str(dig(upload, 'debug_info', 'message')) ?? 'the upload was not acknowledged');
      }
      ctx.onProgress?.({ phase: 'upload', bytesSent: file.size, totalBytes: file.size });

      const ready = await pollUntil(
        s,
        tuning,
        async () => {
          const res = await s.call({
            step: 'container status',
            method: 'GET',
            url: graphUrl(hosts, `${encodeURIComponent(containerId)}?fields=status_code,status`),
            safety: 'safe',
          });
          const body = jsonOf(res);
          const code = str(dig(body, 'status_code')) ?? 'IN_PROGRESS';
          if (code === 'IN_PROGRESS') return { done: false, state: code };
          return { done: true, value: { code, status: str(dig(body, 'status')) } };
        },
        (last) => s.error('retry', `Instagram was still processing the video (${last}); nothing was published`),
      );
      if (ready.code === 'ERROR')
        throw s.error('bad-body', `Instagram could not process the video: ${ready.status ?? 'no reason given'}`);
      if (ready.code === 'EXPIRED')
        throw s.error('retry', 'the upload container expired before publishing; nothing was published');
      if (ready.code !== 'FINISHED')
        throw s.unknownOutcome('publish', `the container is already ${ready.code}`, `container ${containerId}`);

      await commit(s, 'instagram', 'media_publish', { containerId });
      const published = jsonOf(
        await s.call({
          step: 'media publish',
          method: 'POST',
          url: graphUrl(
            hosts,
            `${encodeURIComponent(igUser)}/media_publish?creation_id=${encodeURIComponent(containerId)}`,
          ),
          safety: 'publish',
        }),
      );
      const mediaId = str(dig(published, 'id'));
      if (!mediaId) throw s.unknownOutcome('publish', 'the answer had no media id', `container ${containerId}`);

      // Live now; the link is a nicety that must not turn success into failure.
      const url = await s
        .call({
          step: 'permalink',
          method: 'GET',
          url: graphUrl(hosts, `${encodeURIComponent(mediaId)}?fields=permalink`),
          safety: 'safe',
        })
        .then((res) => str(dig(jsonOf(res), 'permalink')) ?? null)
        // The reel is already live: without its link the post is still posted, just unlinked.
        .catch(() => null);
      // `POST /{ig-media-id}/comments?message=`: the creator's first comment under the reel.
      const note = await firstComment(s, input.options?.firstComment, {
        method: 'POST',
        url: graphUrl(hosts, `${encodeURIComponent(mediaId)}/comments`),
        form: { message: input.options?.firstComment ?? '' },
      });
      return { remoteId: mediaId, url, ...(note ? { note } : {}) };
    },
  };
}
