import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { renderChunkPlans, renderChunks } from '../../db/schema.ts';

export interface ChunkClaim {
  chunkIndex: number;
  frames: number;
}

/** The shared passes of long renders (ADR 0027): plans, claims, heartbeats, completion. */
export function renderChunksRepository(db: Db) {
  return {
    /** A fresh plan with every pass pending; earlier attempts' plans for the video go (their files are gone). */
    async create(renderId: string, videoId: string, plan: unknown, chunks: { index: number; frames: number }[]) {
      await db.transaction(async (tx) => {
        await tx.delete(renderChunkPlans).where(eq(renderChunkPlans.videoId, videoId));
        await tx.insert(renderChunkPlans).values({ renderId, videoId, plan });
        if (chunks.length) await tx.insert(renderChunks).values(chunks.map((c) => ({ renderId, chunkIndex: c.index, frames: c.frames })));
      });
    },
    /** One more pass of a plan, pending: claimable from now on. */
    async offer(renderId: string, chunkIndex: number, frames: number) {
      await db.insert(renderChunks).values({ renderId, chunkIndex, frames });
    },
    async plan(renderId: string) {
      const [row] = await db.select().from(renderChunkPlans).where(eq(renderChunkPlans.renderId, renderId)).limit(1);
      return row ?? null;
    },
    /**
     * The next pass for `worker`: a pending one, or one whose worker has not beaten since
     * `staleBefore` (it died). SKIP LOCKED lets many workers claim at once without waiting.
     */
    async claim(renderId: string, worker: string, staleBefore: Date): Promise<ChunkClaim | null> {
      const rows = await db.execute<{ chunk_index: number; frames: number }>(sql`
        update ${renderChunks} set status = 'running', worker = ${worker}, heartbeat_at = now()
        where (render_id, chunk_index) = (
          select render_id, chunk_index from ${renderChunks}
          where render_id = ${renderId}
            and (status = 'pending' or (status = 'running' and heartbeat_at < ${staleBefore.toISOString()}::timestamptz))
          order by chunk_index limit 1 for update skip locked)
        returning chunk_index, frames`);
      const row = rows.rows[0];
      return row ? { chunkIndex: row.chunk_index, frames: row.frames } : null;
    },
    /** False when the pass is no longer this worker's (reclaimed, or the render ended). */
    async beat(renderId: string, chunkIndex: number, worker: string) {
      const rows = await db
        .update(renderChunks)
        .set({ heartbeatAt: new Date() })
        .where(and(eq(renderChunks.renderId, renderId), eq(renderChunks.chunkIndex, chunkIndex), eq(renderChunks.worker, worker), eq(renderChunks.status, 'running')))
        .returning({ i: renderChunks.chunkIndex });
      return rows.length > 0;
    },
    async finish(renderId: string, chunkIndex: number, worker: string) {
      const rows = await db
        .update(renderChunks)
        .set({ status: 'done', heartbeatAt: new Date() })
        .where(and(eq(renderChunks.renderId, renderId), eq(renderChunks.chunkIndex, chunkIndex), eq(renderChunks.worker, worker)))
        .returning({ i: renderChunks.chunkIndex });
      return rows.length > 0;
    },
    /** A failed pass goes back to pending for whoever claims next. */
    async release(renderId: string, chunkIndex: number, worker: string) {
      await db
        .update(renderChunks)
        .set({ status: 'pending', worker: null, heartbeatAt: null })
        .where(and(eq(renderChunks.renderId, renderId), eq(renderChunks.chunkIndex, chunkIndex), eq(renderChunks.worker, worker), eq(renderChunks.status, 'running')));
    },
    async passes(renderId: string) {
      return db
        .select({ chunkIndex: renderChunks.chunkIndex, status: renderChunks.status, worker: renderChunks.worker, frames: renderChunks.frames })
        .from(renderChunks)
        .where(eq(renderChunks.renderId, renderId))
        .orderBy(renderChunks.chunkIndex);
    },
    async remove(renderId: string) {
      await db.delete(renderChunkPlans).where(eq(renderChunkPlans.renderId, renderId));
    },
    /** Which of these renders still have a plan. */
    async existing(renderIds: string[]) {
      if (!renderIds.length) return new Set<string>();
      const rows = await db.select({ id: renderChunkPlans.renderId }).from(renderChunkPlans).where(inArray(renderChunkPlans.renderId, renderIds));
      return new Set(rows.map((r) => r.id));
    },
    /** Plans a killed render left behind (retention). */
    async removeOlderThan(before: Date) {
      await db.delete(renderChunkPlans).where(lt(renderChunkPlans.createdAt, before));
    },
  };
}
