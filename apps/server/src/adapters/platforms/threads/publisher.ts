import { dig, jsonOf, str } from '../kit/answer.ts';
import type { ApiSession } from '../kit/http.ts';
import { videoFile } from '../kit/file.ts';
import { accountIdOf, PublishError, postText, type Publisher, type PublishResult } from '../kit/publish.ts';
import { commit, openSession, pollUntil, type PublisherTuning } from '../kit/session.ts';
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

type ContainerState = { status: string; error?: string };

async function containerStatus(s: ApiSession, hosts: ThreadsHosts, id: string): Promise<ContainerState> {
  const res = await s.call({
    step: 'container status',
    method: 'GET',
    url: threadsUrl(hosts, `${encodeURIComponent(id)}?fields=status,error_message`),
    safety: 'safe',
  });
  const body = jsonOf(res);
  return { status: str(dig(body, 'status')) ?? 'IN_PROGRESS', error: str(dig(body, 'error_message')) };
}

/**
 * A media container (VIDEO with `video_url`: Threads fetches the file itself, or TEXT), polled
 * until FINISHED, then `threads_publish`: the point of no return.
 */
export function threadsPublisher(hosts: ThreadsHosts, tuning: PublisherTuning): Publisher {
  const rules = threadsRules(hosts);
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

      const ready = await pollUntil(
        s,
        tuning,
        async () => {
          const st = await containerStatus(s, hosts, containerId);
          return st.status === 'IN_PROGRESS' ? { done: false, state: st.status } : { done: true, value: st };
        },
        (last) => s.error('retry', `Threads was still processing the video (${last}); nothing was published`),
      );
      if (ready.status === 'ERROR')
        throw s.error('bad-body', `Threads could not take the video: ${ready.error ?? 'no reason given'}`);
      if (ready.status === 'EXPIRED')
        throw s.error('retry', 'the container expired before publishing; nothing was published');
      if (ready.status !== 'FINISHED')
        throw s.unknownOutcome('publish', `the container is already ${ready.status}`, `container ${containerId}`);

      await commit(s, 'threads', 'threads_publish', { containerId });
      const published = jsonOf(
        await s.call({
          step: 'threads publish',
          method: 'POST',
          url: threadsUrl(hosts, `${encodeURIComponent(user)}/threads_publish`),
          safety: 'publish',
          form: { creation_id: containerId },
        }),
      );
      const mediaId = str(dig(published, 'id'));
      if (!mediaId) throw s.unknownOutcome('publish', 'the answer had no media id', `container ${containerId}`);
      // Live now: a missing link leaves the post posted, just unlinked.
      const url = await s
        .call({
          step: 'permalink',
          method: 'GET',
          url: threadsUrl(hosts, `${encodeURIComponent(mediaId)}?fields=permalink`),
          safety: 'safe',
        })
        .then((res) => str(dig(jsonOf(res), 'permalink')) ?? null)
        .catch(() => null);
      return { remoteId: mediaId, url };
    },
  };
}
