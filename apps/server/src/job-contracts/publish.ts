import { PLATFORMS } from '@reelforge/contracts';
import { z } from 'zod';

/** The publish job's contract, written once: its queue name, payload and queue options. */
export const PUBLISH_JOB = 'publish-post';

export const publishJobPayload = z.object({
  postId: z.string(),
  platform: z.enum(PLATFORMS),
  /** The post's time when the job was queued: a moved post makes this job a no-op. */
  scheduledTime: z.string(),
});

export type PublishJobData = z.infer<typeof publishJobPayload>;

/** A thrown error (database down) is retried by pg-boss; platform retries are our own re-sends. */
export const PUBLISH_JOB_OPTIONS = { retryLimit: 2, retryDelay: 15, retryBackoff: true, expireInSeconds: 2 * 3600 };
