// A failed post as the publish worker leaves it when TikTok's host does not resolve (three quick
// retries, then the plain sentence in `error` and the network error in `error_detail`).
import { POST_MESSAGES } from '@reelforge/contracts';
import { postsRepository } from '../../src/modules/posts/posts.repository.ts';
import type { TestEnv } from './server.ts';

export async function seedUnreachableTikTokPost(env: TestEnv, userId: string, title: string) {
  const repo = postsRepository(env.ctx.db);
  const post = await repo.insert({ userId, title, scheduledTime: new Date(Date.now() - 60_000), platforms: ['tiktok'], status: 'failed' });
  await repo.insertResult({
    postId: post.id,
    platform: 'tiktok',
    status: 'failed',
    error: POST_MESSAGES.unreachable('tiktok'),
    errorDetail: 'TikTok: network error (getaddrinfo ENOTFOUND open.tiktokapis.com) (gave up after 4 attempts)',
  });
  return post;
}

export interface SseEvent {
  event: string;
  data: unknown;
}

/** Splits a text/event-stream body into its events. */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}
