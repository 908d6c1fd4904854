import { and, count, eq, gte, lt, ne, sql, sum } from 'drizzle-orm';
import type { AppContext } from '../../context/index.ts';
import { scheduledPosts, templates, users, videoTotals, videos } from '../../db/schema.ts';

export interface WindowTotals {
  videos: number;
  views: number;
  revenueCents: number;
}

/** Takes the context's user caches too: its writes forget the users they change (ADR 0026). */
export function usersRepository(ctx: Pick<AppContext, 'db' | 'users'>) {
  const db = ctx.db;
  return {
    async update(id: string, values: Partial<typeof users.$inferInsert>) {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      ctx.users.forgetUser(id);
      return row ?? null;
    },
    async emailTakenByOther(email: string, id: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, id)))
        .limit(1);
      return Boolean(row);
    },
    async videoTotals(userId: string, from?: Date, to?: Date) {
      // All time: the totals the triggers keep (a row per status), not a pass over every video.
      if (!from && !to) {
        const [kept] = await db
          .select({
            videos: sql<number>`coalesce(sum(${videoTotals.videos}), 0)`.mapWith(Number),
            rendered: sql<number>`coalesce(sum(${videoTotals.rendered}), 0)`.mapWith(Number),
            views: sql<number>`coalesce(sum(${videoTotals.views}), 0)`.mapWith(Number),
            likes: sql<number>`coalesce(sum(${videoTotals.likes}), 0)`.mapWith(Number),
            revenueCents: sql<number>`coalesce(sum(${videoTotals.revenueCents}), 0)`.mapWith(Number),
          })
          .from(videoTotals)
          .where(eq(videoTotals.userId, userId));
        return { videos: kept?.videos ?? 0, rendered: kept?.rendered ?? 0, views: kept?.views ?? 0, likes: kept?.likes ?? 0, revenueCents: kept?.revenueCents ?? 0 };
      }
      const conds = [eq(videos.userId, userId)];
      if (from) conds.push(gte(videos.createdAt, from));
      if (to) conds.push(lt(videos.createdAt, to));
      const [row] = await db
        .select({
          videos: count(),
          // count(column) skips nulls: the videos that have a rendered file.
          rendered: count(videos.videoKey),
          views: sum(videos.views).mapWith(Number),
          likes: sum(videos.likes).mapWith(Number),
          revenueCents: sum(videos.revenueCents).mapWith(Number),
        })
        .from(videos)
        .where(and(...conds));
      return { videos: row?.videos ?? 0, rendered: row?.rendered ?? 0, views: row?.views ?? 0, likes: row?.likes ?? 0, revenueCents: row?.revenueCents ?? 0 };
    },
    async scheduledPostCount(userId: string) {
      const [row] = await db.select({ n: count() }).from(scheduledPosts).where(eq(scheduledPosts.userId, userId));
      return row?.n ?? 0;
    },
    async templatesUsed(userId: string) {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${templates.usedCount}), 0)`.mapWith(Number) })
        .from(templates)
        .where(eq(templates.userId, userId));
      return row?.n ?? 0;
    },
  };
}
