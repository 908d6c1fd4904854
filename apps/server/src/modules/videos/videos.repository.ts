import { and, count, desc, eq, gt, gte, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { videoListVersions, videoRenders, videos } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';
import { first } from '../../db/first.ts';
import type { Cursor } from '../../lib/pagination.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';

export type VideoRow = typeof videos.$inferSelect;
export type VideoInsert = typeof videos.$inferInsert;

/**
 * A Free-plan render quota for one metered write: at most `limit` renders since `since` (the month
 * start, from modules/plans on the injected clock). Null: no limit applies.
 */
export type RenderQuota = { limit: number; since: Date } | null;

/** The stored files of a render (the SRT sits next to the VTT). */
export const fileKeys = (row: Pick<VideoRow, 'videoKey' | 'thumbnailKey' | 'captionsKey'>) =>
  [row.videoKey, row.thumbnailKey, row.captionsKey, row.captionsKey?.replace(/\.vtt$/, '.srt')].filter(
    (k): k is string => Boolean(k),
  );

/** Every file of a video lives under this folder (one subfolder per render). */
export const videoFolder = (userId: string, videoId: string) => `videos/${userId}/${videoId}`;

/** What video.ready / video.failed tell a receiver (no file keys: those are storage internals). */
const videoEventData = (row: VideoRow) => ({
  videoId: row.id,
  title: row.title,
  status: row.status,
  error: row.error,
  duration: row.duration,
  renderedAt: row.renderedAt?.toISOString() ?? null,
});

/** The render folder a file key sits in (videos/<user>/<video>/<render>/file), or null for older renders' keys. */
export const renderFolderOf = (key: string) => {
  const parts = key.split('/');
  return parts.length === 5 ? parts.slice(0, 4).join('/') : null;
};

/** The columns a list row needs: no script, description or render options (they are most of a row). */
const summaryColumns = {
  id: videos.id,
  title: videos.title,
  status: videos.status,
  platforms: videos.platforms,
  views: videos.views,
  likes: videos.likes,
  createdAt: videos.createdAt,
  updatedAt: videos.updatedAt,
  videoKey: videos.videoKey,
  thumbnailKey: videos.thumbnailKey,
  duration: videos.duration,
  stage: videos.stage,
  progress: videos.progress,
  error: videos.error,
  renderedAt: videos.renderedAt,
  /** The keyset position, at Postgres' precision. */
  cursorAt: sql<string>`${videos.createdAt}::text`,
};
export type VideoSummaryRow = { [K in keyof typeof summaryColumns]: K extends 'cursorAt' ? string : VideoRow[K & keyof VideoRow] };

/**
 * The list is the hottest query: prepared once (the SQL is built once per process, Postgres plans
 * it once per connection) instead of rebuilt for every request.
 */
function listStatements(db: Db) {
  const page = (name: string, after: SQL | undefined) =>
    db
      .select(summaryColumns)
      .from(videos)
      .where(and(eq(videos.userId, sql.placeholder('userId')), after))
      .orderBy(desc(videos.createdAt), desc(videos.id))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  return {
    /** The user's list version (ADR 0026): triggers move it whenever any of their videos changes. */
    listVersion: db
      .select({ version: videoListVersions.version })
      .from(videoListVersions)
      .where(eq(videoListVersions.userId, sql.placeholder('userId')))
      .prepare('video_list_version'),
    firstPage: page('videos_first_page', undefined),
    pageAfter: page(
      'videos_page_after',
      sql`(${videos.createdAt}, ${videos.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`,
    ),
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function videosRepository(db: Db) {
  const { listVersion, firstPage, pageAfter } = listStatements(db);

  /**
   * The Free plan's meter, race-free: one transaction per user at a time (an advisory lock keyed by
   * the user) counts this month's renders and makes the write, so 18 simultaneous requests can't
   * all see 9. Without a quota (Premium, or a video already counted) the write runs unlocked.
   */
  async function metered<T>(userId: string, quota: RenderQuota, write: (tx: Tx | Db) => Promise<T>, adding = 1): Promise<T | 'limit'> {
    if (quota === null) return write(db);
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`render-quota:${userId}`}, 0))`);
      const [row] = await tx
        .select({ n: count() })
        .from(videos)
        .where(and(eq(videos.userId, userId), ne(videos.status, 'failed'), gte(videos.renderRequestedAt, quota.since)));
      if ((row?.n ?? 0) + adding > quota.limit) return 'limit' as const;
      return write(tx);
    });
  }

  const owned = (userId: string, id: string) => and(eq(videos.id, id), eq(videos.userId, userId));
  return {
    async listVersion(userId: string) {
      const [row] = await listVersion.execute({ userId });
      return row?.version ?? 0;
    },
    /** Newest first, one page (limit + 1 rows, see toPage) after the cursor. */
    listPage: (userId: string, limit: number, after: Cursor | null) =>
      after
        ? pageAfter.execute({ userId, limit: limit + 1, at: after.at, id: after.id })
        : firstPage.execute({ userId, limit: limit + 1 }),
    /** Every video's list columns plus its description and file key (the library's search and sizes). */
    listForLibrary: (userId: string) =>
      db
        .select({ ...summaryColumns, description: videos.description })
        .from(videos)
        .where(eq(videos.userId, userId))
        .orderBy(desc(videos.createdAt)),
    /** The library's page: just these of the user's videos (ids from its keyset query). */
    listForLibraryByIds: (userId: string, ids: string[]) =>
      ids.length
        ? db
            .select({ ...summaryColumns, description: videos.description, sizeBytes: videos.sizeBytes })
            .from(videos)
            .where(and(eq(videos.userId, userId), inArray(videos.id, ids)))
        : Promise.resolve([]),
    /** The user's rendered videos whose file size is not on the row yet (the backfill's walk, by id). */
    withoutSize: (userId: string, afterId: string | null, limit: number) =>
      db
        .select({ id: videos.id, videoKey: videos.videoKey })
        .from(videos)
        .where(and(eq(videos.userId, userId), isNotNull(videos.videoKey), isNull(videos.sizeBytes), afterId ? gt(videos.id, afterId) : undefined))
        .orderBy(videos.id)
        .limit(limit),
    /** Only while the file is still the one measured. */
    setSize: (id: string, videoKey: string, sizeBytes: number) =>
      db.update(videos).set({ sizeBytes }).where(and(eq(videos.id, id), eq(videos.videoKey, videoKey))),
    find: async (userId: string, id: string) => (isUuid(id) ? first(db.select().from(videos).where(owned(userId, id)).limit(1)) : null),
    /** For workers and public pages: no owner filter, callers decide what may be seen. */
    findById: async (id: string) => (isUuid(id) ? first(db.select().from(videos).where(eq(videos.id, id)).limit(1)) : null),
    insert: async (values: VideoInsert) => (await first(db.insert(videos).values(values).returning()))!,
    update: async (userId: string, id: string, values: Partial<VideoInsert>) =>
      isUuid(id) ? first(db.update(videos).set({ ...values, updatedAt: new Date() }).where(owned(userId, id)).returning()) : null,
    /**
     * Worker-side update, only while the video is still rendering (a delete or cancel wins). The
     * update that ends a render names its webhook event, recorded in the same transaction: the
     * event exists exactly when the video's new state does.
     */
    /**
     * Writes to a video still generating. `ends` records the webhook event in the same transaction;
     * `finished` (with 'video.ready') also records the render's start and finish for Analytics.
     */
    async updateWhileGenerating(
      id: string,
      values: Partial<VideoInsert>,
      ends?: 'video.ready' | 'video.failed',
      finished?: { startedAt: Date; finishedAt: Date },
    ) {
      const update = async (exec: Db | Tx) => {
        const [row] = await exec
          .update(videos)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(videos.id, id), eq(videos.status, 'generating')))
          .returning();
        return row ?? null;
      };
      if (!ends) return update(db);
      return db.transaction(async (tx) => {
        const row = await update(tx);
        if (row) await recordWebhookEvent(tx, row.userId, ends, videoEventData(row));
        if (row && finished) await tx.insert(videoRenders).values({ userId: row.userId, videoId: row.id, ...finished });
        return row;
      });
    },
    /**
     * Marks the video generating unless it already is: two render requests can't both win. With a
     * quota, the month's meter is read and the claim made under the user's lock (see metered):
     * 'limit' when the plan's videos are used up.
     */
    async claimForRender(userId: string, id: string, values: Partial<VideoInsert>, quota: RenderQuota = null) {
      if (!isUuid(id)) return null;
      return metered(userId, quota, async (tx) => {
        const [row] = await tx
          .update(videos)
          .set({ ...values, status: 'generating', updatedAt: new Date() })
          .where(and(owned(userId, id), ne(videos.status, 'generating')))
          .returning();
        return row ?? null;
      });
    },
    /** Inserts a video that starts rendering now, within the month's quota ('limit' past it). */
    insertMetered: (values: VideoInsert, quota: RenderQuota) =>
      metered(values.userId, quota, async (tx) => {
        const [row] = await tx.insert(videos).values(values).returning();
        return row!;
      }),
    /** Several videos at once (translations), all within the month's quota or none ('limit'). */
    insertManyMetered: (userId: string, values: VideoInsert[], quota: RenderQuota) =>
      metered(userId, quota, (tx) => tx.insert(videos).values(values).returning(), values.length),
    async delete(userId: string, id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db.delete(videos).where(owned(userId, id)).returning();
      return row ?? null;
    },
    /**
     * Videos rendered (or rendering) since `since` that did not fail: the Free plan's meter, read
     * through modules/plans (which gives this month's start on the injected clock). A video counts
     * once however often it is re-rendered in the month.
     */
    async rendersSince(userId: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(videos)
        .where(
          and(
            eq(videos.userId, userId),
            ne(videos.status, 'failed'),
            gte(videos.renderRequestedAt, since),
          ),
        );
      return row?.n ?? 0;
    },
    generating: () => db.select().from(videos).where(eq(videos.status, 'generating')),
  };
}
