import { dig, jsonOf, str } from '../kit/answer.ts';
import { videoFile } from '../kit/file.ts';
import { accountIdOf, PublishError, postText, type Publisher, type PublishResult } from '../kit/publish.ts';
import { openSession, type PublisherTuning } from '../kit/session.ts';
import { waitForContainer } from '../meta/container.ts';
import { permalinkOf, publishContainer } from '../meta/publish.ts';
import { threadsContainers } from './container.ts';
import { threadsRules, threadsUrl, type ThreadsHosts } from './oauth.ts';

/** Threads' limit for a post's text. */
export const THREADS_TEXT_LIMIT = 500;

/** Who may reply (`reply_control`), the per-platform option `replyControl`; unset: Threads' default, everyone. */
export const THREADS_REPLY_CONTROLS = [
  'everyone',
  'accounts_you_follow',
  'mentioned_only',
  'parent_post_author_only',
  'followers_only',
] as const;

/**
 * Length as Threads counts it: characters, except that an emoji counts as its UTF-8 bytes
 * ("Emojis are counted as the number of UTF-8 bytes").
 */
export function threadsLength(text: string): number {
  let n = 0;
  for (const ch of text) n += /\p{Extended_Pictographic}/u.test(ch) ? Buffer.byteLength(ch, 'utf8') : 1;
  return n;
}

/** The text as it will be sent, or a refusal in words before anything is uploaded. */
export function threadsText(input: { title: string; caption: string; hashtags?: string[] }): string {
  const text = postText(input);
  const length = threadsLength(text);
  if (length > THREADS_TEXT_LIMIT) {
    throw new PublishError(
      'bad-body',
      'threads',
      `Threads posts are limited to ${THREADS_TEXT_LIMIT} characters (emoji count as several); this one has ${length}. Shorten the caption or hashtags.`,
      { label: 'Threads' },
    );
  }
  return text;
}

/**
 * A media container (VIDEO with `video_url`: Threads fetches the file itself, or TEXT), polled
 * until FINISHED, then `threads_publish`: the point of no return.
 */
export function threadsPublisher(hosts: ThreadsHosts, tuning: PublisherTuning): Publisher {
  const rules = threadsRules(hosts);
  const containers = threadsContainers(hosts);
  return {
    platform: 'threads',
    needsVideo: false,
    async publish(input, ctx): Promise<PublishResult> {
      const user = accountIdOf('threads', 'Threads user id', input, ctx);
      const text = threadsText(input);
      if (input.videoPath) {
        await videoFile('threads', input);
        if (!input.videoUrl)
          throw new PublishError(
            'config',
            'threads',
            'Threads takes a video only from a public link, and this server gave none for this video. Set PUBLIC_URL to the address Threads can reach this server at.',
            { label: 'Threads' },
          );
      }
      const replyControl = str(dig(input.options, 'replyControl'));
      if (replyControl && !(THREADS_REPLY_CONTROLS as readonly string[]).includes(replyControl))
        throw new PublishError('bad-body', 'threads', `Threads has no reply setting "${replyControl}".`, {
          label: 'Threads',
        });
      const s = await openSession(rules, ctx, tuning);
      const created = jsonOf(
        await s.call({
          step: 'container create',
          method: 'POST',
          url: threadsUrl(hosts, `${encodeURIComponent(user)}/threads`),
          // An unpublished container nobody sees; an unused one expires after 24 h.
          safety: 'safe',
          form: {
            ...(input.videoPath ? { media_type: 'VIDEO', video_url: input.videoUrl! } : { media_type: 'TEXT' }),
            text,
            ...(replyControl ? { reply_control: replyControl } : {}),
          },
        }),
      );
      const containerId = str(dig(created, 'id'));
      if (!containerId) throw s.error('retry', 'the container answer had no id');

      await waitForContainer(s, tuning, containers, containerId);
      const mediaId = await publishContainer(s, containerId, 'threads_publish', {
        step: 'threads publish',
        method: 'POST',
        url: threadsUrl(hosts, `${encodeURIComponent(user)}/threads_publish`),
        form: { creation_id: containerId },
      });
      const url = await permalinkOf(s, threadsUrl(hosts, `${encodeURIComponent(mediaId)}?fields=permalink`));
      return { remoteId: mediaId, url };
    },
  };
}
