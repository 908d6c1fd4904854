import { z } from 'zod';

/** Cutting clips from a long video: one job per request, its clips' video ids (their specs live on the rows). */
export const CLIPS_QUEUE = 'make-clips';
export const makeClipsPayload = z.object({ userId: z.string(), videoIds: z.array(z.string()).min(1) });
/** A retry picks up where the last attempt stopped: clips already rendered are not rendered again. */
export const CLIPS_JOB_OPTIONS = { retryLimit: 2, retryDelay: 10, expireInHours: 4 } as const;
