import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { videos } from '../../db/schema.ts';

/** Clip videos still being made, as the sweep needs them (the videos table is read, never written, here). */
export const generatingClips = (db: Db) =>
  db
    .select({ id: videos.id, jobId: videos.jobId, heartbeatAt: videos.heartbeatAt, updatedAt: videos.updatedAt })
    .from(videos)
    .where(and(eq(videos.status, 'generating'), isNotNull(videos.clipOf)));
