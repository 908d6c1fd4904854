import { asc, eq, sql } from 'drizzle-orm';
import type { RenderStep } from '@reelforge/contracts';
import type { Db } from '../../db/client.ts';
import { renderSteps } from '../../db/schema.ts';

/** The steps of each video's latest render (render_steps). */
export const renderStepsRepository = (db: Db) => ({
  /** A render starts: the previous render's steps go. */
  async clear(videoId: string) {
    await db.delete(renderSteps).where(eq(renderSteps.videoId, videoId));
  },

  /** Appends a settled step, numbered after the video's others. */
  async add(videoId: string, step: RenderStep) {
    const { worker, ...rest } = step;
    await db.insert(renderSteps).values({
      videoId,
      position: sql`(select coalesce(max(${renderSteps.position}), -1) + 1 from ${renderSteps} where ${renderSteps.videoId} = ${videoId})`,
      ...rest,
      host: worker.host,
      pid: worker.pid,
    });
  },

  async list(videoId: string): Promise<RenderStep[]> {
    const rows = await db.select().from(renderSteps).where(eq(renderSteps.videoId, videoId)).orderBy(asc(renderSteps.position));
    return rows.map(({ host, pid, kind, sceneIndex, status, cached, seconds }) => ({ kind, sceneIndex, status, cached, seconds, worker: { host, pid } }));
  },
});
