import { firstComment, openSession, type PublisherTuning } from '../kit/session.ts';
import { fileRange, videoFile } from '../kit/file.ts';
import { dig, jsonOf, str } from '../kit/answer.ts';
import type { OAuthClient } from '../kit/settings.ts';
import { waitForContainer } from '../meta/container.ts';
import { graphUrl, metaRules, type MetaHosts } from '../meta/graph.ts';
import { permalinkOf, publishContainer } from '../meta/publish.ts';
import { instagramContainers } from './container.ts';
import { accountIdOf, postText, type Publisher, type PublishResult } from '../kit/publish.ts';

/** Reels through a resumable container: create, upload to rupload, wait for FINISHED, media_publish. */
export function instagramPublisher(
  hosts: MetaHosts,
  client: OAuthClient | undefined,
  tuning: PublisherTuning,
): Publisher {
  const rules = metaRules('instagram', hosts, client);
  const containers = instagramContainers(hosts);
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

      await waitForContainer(s, tuning, containers, containerId);
      const mediaId = await publishContainer(s, containerId, 'media_publish', {
        step: 'media publish',
        method: 'POST',
        url: graphUrl(
          hosts,
          `${encodeURIComponent(igUser)}/media_publish?creation_id=${encodeURIComponent(containerId)}`,
        ),
      });
      const url = await permalinkOf(s, graphUrl(hosts, `${encodeURIComponent(mediaId)}?fields=permalink`));
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
