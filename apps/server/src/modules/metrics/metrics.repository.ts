import { and, eq, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  followerSnapshots,
  metricSyncs,
  playSalts,
  postMetricSnapshots,
  postResults,
  scheduledPosts,
  socialConnections,
  videoPlays,
  videos,
} from '../../db/schema.ts';

export type PostSnapshotInsert = typeof postMetricSnapshots.$inferInsert;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const rowsOf = <T>(r: { rows: unknown[] }) => r.rows as T[];

/** The only code that reads and writes the metrics tables (ADR 0022). */
export function metricsRepository(db: Db) {
  return {
    activeConnections: (userId: string) =>
      db
        .select()
        .from(socialConnections)
        .where(and(eq(socialConnections.userId, userId), eq(socialConnections.isActive, true))),

    /** The user's published posts the platforms can be asked about (they gave a remote id). */
    postedResults: (userId: string) =>
      db
        .select({
          id: postResults.id,
          platform: postResults.platform,
          remoteId: postResults.remoteId,
          url: postResults.url,
          publishedAt: postResults.publishedAt,
          postId: scheduledPosts.id,
          videoId: scheduledPosts.videoId,
          title: scheduledPosts.title,
        })
        .from(postResults)
        .innerJoin(scheduledPosts, eq(postResults.postId, scheduledPosts.id))
        .where(
          and(eq(scheduledPosts.userId, userId), eq(postResults.status, 'posted'), isNotNull(postResults.remoteId)),
        ),

    async insertPostSnapshots(rows: PostSnapshotInsert[]) {
      if (rows.length) await db.insert(postMetricSnapshots).values(rows);
    },
    async insertFollowers(row: typeof followerSnapshots.$inferInsert) {
      await db.insert(followerSnapshots).values(row);
    },

    /**
     * videos.views/likes/revenue_cents are a cache of these tables, so lists stay one lean query:
     * the latest numbers of every post of the video plus its counted watch-page plays.
     */
    async refreshVideoTotals(userId: string) {
      await db.execute(sql`
        with latest as (
          select distinct on (post_result_id) video_id, views, likes, revenue_cents
          from ${postMetricSnapshots} where user_id = ${userId} order by post_result_id, at desc
        ), per_video as (
          select video_id, sum(coalesce(views, 0)) as v, sum(coalesce(likes, 0)) as l, sum(coalesce(revenue_cents, 0)) as r
          from latest where video_id is not null group by video_id
        ), plays as (
          select p.video_id, count(*) as n from ${videoPlays} p
          join ${videos} v on v.id = p.video_id where v.user_id = ${userId} group by p.video_id
        )
        update ${videos} set
          views = least(coalesce(pv.v, 0) + coalesce(pl.n, 0), 2147483647),
          likes = least(coalesce(pv.l, 0), 2147483647),
          revenue_cents = least(coalesce(pv.r, 0), 2147483647)
        from ${videos} v2
        left join per_video pv on pv.video_id = v2.id
        left join plays pl on pl.video_id = v2.id
        where ${videos.id} = v2.id and ${videos.userId} = ${userId}`);
    },

    /** Claims the user's sync; null when another sync holds a fresh claim. */
    async claim(userId: string, now: Date, staleBefore: Date) {
      const [row] = await db
        .insert(metricSyncs)
        .values({ userId, claimedAt: now })
        .onConflictDoUpdate({
          target: metricSyncs.userId,
          set: { claimedAt: now },
          where: or(isNull(metricSyncs.claimedAt), lt(metricSyncs.claimedAt, staleBefore)),
        })
        .returning({ userId: metricSyncs.userId });
      return row ?? null;
    },
    async finish(userId: string, at: Date, report: unknown) {
      await db.update(metricSyncs).set({ syncedAt: at, claimedAt: null, report }).where(eq(metricSyncs.userId, userId));
    },
    async lastSync(userId: string) {
      const [row] = await db.select().from(metricSyncs).where(eq(metricSyncs.userId, userId)).limit(1);
      return row ?? null;
    },

    /** Users with an active connection whose last sync is older than `before` (or who never synced). */
    async dueUsers(before: Date, staleClaim: Date, limit: number) {
      const r = await db.execute(sql`
        select c.user_id from ${socialConnections} c
        left join ${metricSyncs} s on s.user_id = c.user_id
        left join agent_settings a on a.user_id = c.user_id and a.agent = 'analytics'
        where c.is_active
          and (s.synced_at is null or s.synced_at < ${before})
          and (s.claimed_at is null or s.claimed_at < ${staleClaim})
          -- ADR 0028: the analytics agent's auto-scaling off = no periodic sync (manual still works)
          and coalesce(a.auto_scaling, true)
        group by c.user_id, a.priority
        -- its Processing Priority: high users are synced first when many are due
        order by case a.priority when 'high' then 0 when 'low' then 2 else 1 end
        limit ${limit}`);
      return rowsOf<{ user_id: string }>(r).map((x) => x.user_id);
    },

    /** The day's salt, made by whichever server asks first; older salts are deleted (hashes can no longer be linked). */
    async saltFor(day: string, fresh: string) {
      const inserted = await db.insert(playSalts).values({ day, salt: fresh }).onConflictDoNothing().returning();
      if (inserted.length) await db.delete(playSalts).where(lt(playSalts.day, day));
      const [row] = await db.select().from(playSalts).where(eq(playSalts.day, day)).limit(1);
      return row!.salt;
    },
    /** True when this visitor's play is the first of the day for the video (and was counted). */
    async recordPlay(videoId: string, day: string, visitorHash: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(videoPlays)
          .values({ videoId, day, visitorHash })
          .onConflictDoNothing()
          .returning({ id: videoPlays.id });
        if (!row) return false;
        await tx
          .update(videos)
          .set({ views: sql`least(${videos.views} + 1, 2147483647)` })
          .where(eq(videos.id, videoId));
        return true;
      });
    },

    /**
     * Thins snapshots older than `before` to the last one per post (and account) per UTC day: hourly
     * syncs would otherwise add 24 rows per post a day forever, and the charts read one per day.
     */
    async compactSnapshots(before: Date) {
      const posts = await db.execute(sql`
        delete from ${postMetricSnapshots} s where s.at < ${before} and exists (
          select 1 from ${postMetricSnapshots} t
          where t.post_result_id = s.post_result_id and t.at > s.at
            and date_trunc('day', t.at, 'UTC') = date_trunc('day', s.at, 'UTC'))`);
      const followers = await db.execute(sql`
        delete from ${followerSnapshots} s where s.at < ${before} and exists (
          select 1 from ${followerSnapshots} t
          where t.connection_id = s.connection_id and t.at > s.at
            and date_trunc('day', t.at, 'UTC') = date_trunc('day', s.at, 'UTC'))`);
      return { posts: posts.rowCount ?? 0, followers: followers.rowCount ?? 0 };
    },

    /** The last snapshot of each post on each day (in tz) up to `until`: the series the charts step through. */
    async dailyPostSnapshots(userId: string, timeZone: string, until: Date) {
      const r = await db.execute(sql`
        select distinct on (post_result_id, day) post_result_id, platform, day, views, likes, comments, shares, revenue_cents, at
        from (select *, to_char(at at time zone ${timeZone}, 'YYYY-MM-DD') as day from ${postMetricSnapshots}
              where user_id = ${userId} and at < ${until}) s
        order by post_result_id, day, at desc`);
      return rowsOf<Record<string, unknown>>(r).map((x) => ({
        postResultId: String(x.post_result_id),
        platform: String(x.platform),
        day: String(x.day),
        views: num(x.views),
        likes: num(x.likes),
        comments: num(x.comments),
        shares: num(x.shares),
        revenueCents: num(x.revenue_cents),
        at: new Date(String(x.at)),
      }));
    },

    async playsPerDay(userId: string, timeZone: string, since: Date, until: Date) {
      const r = await db.execute(sql`
        select to_char(p.at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*) as n
        from ${videoPlays} p join ${videos} v on v.id = p.video_id
        where v.user_id = ${userId} and p.at >= ${since} and p.at < ${until}
        group by 1`);
      return rowsOf<{ day: string; n: string | number }>(r).map((x) => ({ day: x.day, n: Number(x.n) }));
    },

    /** Each active connection's latest follower count (as of `at` when given). */
    async followers(userId: string, at?: Date) {
      const r = await db.execute(sql`
        select distinct on (f.connection_id) f.platform, f.followers
        from ${followerSnapshots} f join ${socialConnections} c on c.id = f.connection_id and c.is_active
        where f.user_id = ${userId} ${at ? sql`and f.at <= ${at}` : sql``}
        order by f.connection_id, f.at desc`);
      return rowsOf<{ platform: string; followers: number }>(r).map((x) => ({
        platform: x.platform,
        followers: Number(x.followers),
      }));
    },

    /** Totals as of a moment: every post's latest snapshot then (views plus counted plays, likes, revenue). */
    async totalsAsOf(userId: string, at: Date) {
      const r = await db.execute(sql`
        select
          (select coalesce(sum(views), 0) from (
            select distinct on (post_result_id) views from ${postMetricSnapshots}
            where user_id = ${userId} and at <= ${at} order by post_result_id, at desc) s) as platform_views,
          (select coalesce(sum(likes), 0) from (
            select distinct on (post_result_id) likes from ${postMetricSnapshots}
            where user_id = ${userId} and at <= ${at} order by post_result_id, at desc) s) as likes,
          (select coalesce(sum(revenue_cents), 0) from (
            select distinct on (post_result_id) revenue_cents from ${postMetricSnapshots}
            where user_id = ${userId} and at <= ${at} and revenue_cents is not null order by post_result_id, at desc) s) as revenue_cents,
          (select count(*) from ${videoPlays} p join ${videos} v on v.id = p.video_id
            where v.user_id = ${userId} and p.at <= ${at}) as plays`);
      const row = rowsOf<Record<string, string | number>>(r)[0];
      return {
        views: Number(row?.platform_views ?? 0) + Number(row?.plays ?? 0),
        likes: Number(row?.likes ?? 0),
        revenueCents: Number(row?.revenue_cents ?? 0),
      };
    },

    /** When the user's statistics history starts (first snapshot or play), or null. */
    async historyStart(userId: string) {
      const r = await db.execute(sql`
        select least(
          (select min(at) from ${postMetricSnapshots} where user_id = ${userId}),
          (select min(p.at) from ${videoPlays} p join ${videos} v on v.id = p.video_id where v.user_id = ${userId})
        ) as start, (select min(at) from ${followerSnapshots} where user_id = ${userId}) as followers_start`);
      const row = rowsOf<{ start: string | Date | null; followers_start: string | Date | null }>(r)[0];
      const d = (v: string | Date | null | undefined) => (v ? new Date(v) : null);
      return { views: d(row?.start), followers: d(row?.followers_start) };
    },

    /** Whether any post ever got a revenue figure (the channel grants YouTube Analytics revenue). */
    async hasRevenue(userId: string) {
      const [row] = await db
        .select({ id: postMetricSnapshots.id })
        .from(postMetricSnapshots)
        .where(and(eq(postMetricSnapshots.userId, userId), isNotNull(postMetricSnapshots.revenueCents)))
        .limit(1);
      return Boolean(row);
    },
  };
}
