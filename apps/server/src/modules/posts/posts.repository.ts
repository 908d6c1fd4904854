import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { Cursor } from '../../lib/pagination.ts';
import type { Db } from '../../db/client.ts';
import { postResults, scheduledPosts, users, videos } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';

export type PostRow = typeof scheduledPosts.$inferSelect;
export type PostInsert = typeof scheduledPosts.$inferInsert;
export type ResultRow = typeof postResults.$inferSelect;
export type ResultInsert = typeof postResults.$inferInsert;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The pool or an open transaction: post state changes run under the post's row lock. */
export type Exec = Db | Tx;

const noCommit = sql`(${postResults.state} -> 'commit') is null`;

export function postsRepository(db: Exec) {
  const owned = (userId: string, id: string) => and(eq(scheduledPosts.id, id), eq(scheduledPosts.userId, userId));
  return {
    /**
     * Soonest first, one page (limit + 1 rows, see toPage) after the cursor; the id orders posts
     * sharing a time, so pages neither repeat nor skip them.
     */
    listPage: (userId: string, limit: number, after: Cursor | null) =>
      db
        .select({ post: scheduledPosts, cursorAt: sql<string>`${scheduledPosts.scheduledTime}::text` })
        .from(scheduledPosts)
        .where(
          and(
            eq(scheduledPosts.userId, userId),
            after ? sql`(${scheduledPosts.scheduledTime}, ${scheduledPosts.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(asc(scheduledPosts.scheduledTime), asc(scheduledPosts.id))
        .limit(limit + 1),
    async find(userId: string, id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(scheduledPosts).where(owned(userId, id)).limit(1);
      return row ?? null;
    },
    /** Locks the post row until the transaction ends (every state change of a post goes through this). */
    async lock(id: string, userId?: string) {
      if (!isUuid(id)) return null;
      const where = userId ? owned(userId, id) : eq(scheduledPosts.id, id);
      const [row] = await db.select().from(scheduledPosts).where(where).for('update');
      return row ?? null;
    },
    async insert(values: PostInsert) {
      const [row] = await db.insert(scheduledPosts).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<PostInsert>) {
      const [row] = await db
        .update(scheduledPosts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(scheduledPosts.id, id))
        .returning();
      return row ?? null;
    },
    async delete(id: string) {
      await db.delete(scheduledPosts).where(eq(scheduledPosts.id, id));
    },
    /** Ready or publishing posts whose time has come (the sweep's work list). */
    dueActive: (now: Date) =>
      db
        .select()
        .from(scheduledPosts)
        .where(and(inArray(scheduledPosts.status, ['ready', 'publishing']), lte(scheduledPosts.scheduledTime, now))),

    results: (postIds: string[]) =>
      postIds.length ? db.select().from(postResults).where(inArray(postResults.postId, postIds)) : Promise.resolve([]),
    resultsOf: (postId: string) => db.select().from(postResults).where(eq(postResults.postId, postId)),
    async insertResult(values: ResultInsert) {
      const [row] = await db.insert(postResults).values(values).returning();
      return row!;
    },
    /**
     * A platform's result ending posted or failed records its webhook event in the same
     * transaction (a savepoint inside the caller's): the event exists exactly when the result does.
     */
    async updateResult(id: string, values: Partial<ResultInsert>) {
      const update = async (exec: Exec) => {
        const [row] = await exec
          .update(postResults)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(postResults.id, id))
          .returning();
        return row ?? null;
      };
      if (values.status !== 'posted' && values.status !== 'failed') return update(db);
      return db.transaction(async (tx) => {
        const row = await update(tx);
        if (row && (row.status === 'posted' || row.status === 'failed')) {
          await recordPostResultEvent(tx, { ...row, status: row.status });
        }
        return row;
      });
    },
    async deleteResults(ids: string[]) {
      if (ids.length) await db.delete(postResults).where(inArray(postResults.id, ids));
    },
    /** Publishing rows that stopped reporting (their worker died or hangs). */
    staleResults: (before: Date) =>
      db
        .select()
        .from(postResults)
        .where(
          and(
            eq(postResults.status, 'publishing'),
            or(isNull(postResults.heartbeatAt), lt(postResults.heartbeatAt, before)),
          ),
        ),
    /**
     * Results left `unknown` past their commit point, with their post, that reconcile has not given
     * up on (`maxTries` questions to the platform).
     */
    unknownToReconcile: (maxTries: number, limit: number) =>
      db
        .select({ row: postResults, post: scheduledPosts })
        .from(postResults)
        .innerJoin(scheduledPosts, eq(scheduledPosts.id, postResults.postId))
        .where(
          and(
            eq(postResults.status, 'unknown'),
            sql`(${postResults.state} -> 'commit') is not null`,
            sql`coalesce((${postResults.state} -> 'reconcile' ->> 'tries')::int, 0) < ${maxTries}`,
          ),
        )
        .orderBy(asc(postResults.updatedAt))
        .limit(limit),
    /** Any publish running now for this user, per platform (the dashboard's "syncing"). */
    async publishingPlatforms(userId: string) {
      const rows = await db
        .selectDistinct({ platform: postResults.platform })
        .from(postResults)
        .innerJoin(scheduledPosts, eq(scheduledPosts.id, postResults.postId))
        .where(and(eq(scheduledPosts.userId, userId), eq(postResults.status, 'publishing')));
      return new Set(rows.map((r) => r.platform));
    },

    async findVideo(userId: string, id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(videos)
        .where(and(eq(videos.id, id), eq(videos.userId, userId)))
        .limit(1);
      return row ?? null;
    },
    /** Only what a post shows of its video (never the script). */
    videosByIds: (ids: string[]) =>
      ids.length
        ? db
            .select({ id: videos.id, title: videos.title, status: videos.status, thumbnailKey: videos.thumbnailKey })
            .from(videos)
            .where(inArray(videos.id, ids))
        : Promise.resolve([]),
    async findUser(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    // The worker's writes: each is conditional on the row still belonging to the job.
    async heartbeat(id: string, jobId: string) {
      const [row] = await db
        .update(postResults)
        .set({ heartbeatAt: new Date() })
        .where(and(eq(postResults.id, id), eq(postResults.jobId, jobId), eq(postResults.status, 'publishing')))
        .returning({ id: postResults.id });
      return Boolean(row);
    },
    /** Records the point of no return; only one execution can ever pass it for a row. */
    async markCommit(id: string, jobId: string, commit: Record<string, unknown>) {
      const [row] = await db
        .update(postResults)
        .set({ state: { commit }, heartbeatAt: new Date(), updatedAt: new Date() })
        .where(
          and(eq(postResults.id, id), eq(postResults.jobId, jobId), eq(postResults.status, 'publishing'), noCommit),
        )
        .returning({ id: postResults.id });
      return Boolean(row);
    },
  };
}

export type VideoRow = typeof videos.$inferSelect;

export type PostsRepository = ReturnType<typeof postsRepository>;

export const commitOf = (row: Pick<ResultRow, 'state'>): Record<string, unknown> | null => {
  const s = row.state;
  if (typeof s !== 'object' || s === null || Array.isArray(s)) return null;
  const c = (s as Record<string, unknown>).commit;
  return typeof c === 'object' && c !== null ? (c as Record<string, unknown>) : null;
};


/** post.posted / post.failed for one platform's result, with the post's owner and title. */
async function recordPostResultEvent(
  tx: Tx,
  result: { postId: string; platform: string; status: 'posted' | 'failed'; url: string | null; remoteId: string | null; error: string | null },
) {
  const [post] = await tx
    .select({ userId: scheduledPosts.userId, title: scheduledPosts.title, videoId: scheduledPosts.videoId })
    .from(scheduledPosts)
    .where(eq(scheduledPosts.id, result.postId));
  if (!post) return null;
  return recordWebhookEvent(tx, post.userId, `post.${result.status}`, {
    postId: result.postId,
    title: post.title,
    videoId: post.videoId,
    platform: result.platform,
    status: result.status,
    url: result.url,
    remoteId: result.remoteId,
    error: result.error,
  });
}
