import {
  NETWORK_RETRY_DELAYS_MS,
  type Platform,
  type PostResult,
  type PostResultStatus,
  type PostStatus,
  type ScheduledPost,
  type VideoStatus,
} from '@reelforge/contracts';
import type { PostRow, ResultRow, VideoRow } from './posts.repository.ts';

function toResult(row: ResultRow): PostResult {
  return {
    platform: row.platform as Platform,
    status: row.status as PostResultStatus,
    remoteId: row.remoteId,
    url: row.url,
    error: row.error,
    errorDetail: row.errorDetail,
    retries: row.retries,
    maxRetries: NETWORK_RETRY_DELAYS_MS.length,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const pending = (platform: Platform): PostResult => ({
  platform,
  status: 'pending',
  remoteId: null,
  url: null,
  error: null,
  errorDetail: null,
  retries: 0,
  maxRetries: NETWORK_RETRY_DELAYS_MS.length,
  updatedAt: null,
});

/** One result per platform of the post, plus platforms removed after they were posted (history). */
export function toScheduledPost(post: PostRow, results: ResultRow[], video: Pick<VideoRow, 'id' | 'title' | 'status' | 'thumbnailKey'> | null): ScheduledPost {
  const platforms = post.platforms as Platform[];
  const mine = platforms.map((p) => {
    const row = results.find((r) => r.platform === p);
    return row ? toResult(row) : pending(p);
  });
  const history = results.filter((r) => !platforms.includes(r.platform as Platform) && r.status === 'posted');
  return {
    id: post.id,
    title: post.title,
    content: post.content,
    scheduledTime: post.scheduledTime.toISOString(),
    platforms,
    status: post.status as PostStatus,
    videoId: post.videoId,
    video: video
      ? {
          id: video.id,
          title: video.title,
          status: video.status as VideoStatus,
          thumbnailUrl: video.thumbnailKey ? `/api/videos/${video.id}/thumbnail` : null,
        }
      : null,
    platformOptions: post.platformOptions,
    results: [...mine, ...history.map(toResult)],
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}
