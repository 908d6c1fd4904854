import { and, asc, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
const e = webhookEndpoints;
const d = webhookDeliveries;

/** What a delivery attempt needs: the row, its endpoint and its event. */
export interface DeliveryWork {
  delivery: WebhookDeliveryRow;
  endpoint: WebhookEndpointRow;
  event: typeof webhookEvents.$inferSelect;
}

export function webhooksRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(e.id, id), eq(e.userId, userId));
  return {
    list: (userId: string) => db.select().from(e).where(eq(e.userId, userId)).orderBy(asc(e.createdAt), asc(e.id)),
    async countFor(userId: string) {
      const [row] = await db.select({ n: count() }).from(e).where(eq(e.userId, userId));
      return row?.n ?? 0;
    },
    async find(userId: string, id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(e).where(owned(userId, id));
      return row ?? null;
    },
    async findByUrl(userId: string, url: string) {
      const [row] = await db.select().from(e).where(and(eq(e.userId, userId), eq(e.url, url)));
      return row ?? null;
    },
    async insert(values: typeof e.$inferInsert) {
      const [row] = await db.insert(e).values(values).returning();
      return row!;
    },
    async update(userId: string, id: string, values: Partial<Pick<WebhookEndpointRow, 'url' | 'events' | 'secretEnc'>>) {
      if (!isUuid(id)) return null;
      const [row] = await db.update(e).set({ ...values, updatedAt: new Date() }).where(owned(userId, id)).returning();
      return row ?? null;
    },
    async delete(userId: string, id: string) {
      if (!isUuid(id)) return false;
      return (await db.delete(e).where(owned(userId, id)).returning({ id: e.id })).length > 0;
    },
    /** The endpoints one API token subscribed (ADR 0051). */
    listByToken: (userId: string, tokenId: string) =>
      db.select().from(e).where(and(eq(e.userId, userId), eq(e.apiTokenId, tokenId))).orderBy(asc(e.createdAt), asc(e.id)),
    async deleteByToken(userId: string, tokenId: string, id: string) {
      if (!isUuid(id)) return false;
      return (await db.delete(e).where(and(owned(userId, id), eq(e.apiTokenId, tokenId))).returning({ id: e.id })).length > 0;
    },

    /** The endpoint's newest deliveries with their event types. */
    recentDeliveries: (endpointId: string, limit: number) =>
      db
        .select({ delivery: d, eventType: webhookEvents.type })
        .from(d)
        .innerJoin(webhookEvents, eq(webhookEvents.id, d.eventId))
        .where(eq(d.endpointId, endpointId))
        .orderBy(desc(d.createdAt), desc(d.id))
        .limit(limit),
    async findDelivery(endpointId: string, id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(d).where(and(eq(d.id, id), eq(d.endpointId, endpointId)));
      return row ?? null;
    },
    /** A fresh delivery of an event already sent (Redeliver): its own row in the log. */
    async insertDelivery(eventId: string, endpointId: string) {
      const [row] = await db.insert(d).values({ eventId, endpointId }).returning();
      return row!;
    },

    async work(deliveryId: string): Promise<DeliveryWork | null> {
      if (!isUuid(deliveryId)) return null;
      const [row] = await db
        .select({ delivery: d, endpoint: e, event: webhookEvents })
        .from(d)
        .innerJoin(e, eq(e.id, d.endpointId))
        .innerJoin(webhookEvents, eq(webhookEvents.id, d.eventId))
        .where(eq(d.id, deliveryId));
      return row ?? null;
    },
    /** Writes only while `jobId` still owns the pending row: a stale or duplicate job changes nothing. */
    async updateOwned(id: string, jobId: string, values: Partial<typeof d.$inferInsert>) {
      const [row] = await db
        .update(d)
        .set(values)
        .where(and(eq(d.id, id), eq(d.jobId, jobId), eq(d.status, 'pending')))
        .returning();
      return row ?? null;
    },
    /** Pending rows with no job yet, or whose next attempt is long overdue (its job may be gone). */
    pending: (overdueBefore: Date, limit: number) =>
      db
        .select()
        .from(d)
        .where(and(eq(d.status, 'pending'), or(isNull(d.jobId), lt(d.nextAttemptAt, overdueBefore))))
        .orderBy(asc(d.createdAt))
        .limit(limit),
    /** Hands a pending row to a new job (from the job that had it, or from none). */
    async repoint(id: string, fromJobId: string | null, jobId: string, nextAttemptAt: Date) {
      const [row] = await db
        .update(d)
        .set({ jobId, nextAttemptAt })
        .where(and(eq(d.id, id), fromJobId ? eq(d.jobId, fromJobId) : isNull(d.jobId), eq(d.status, 'pending')))
        .returning({ id: d.id });
      return Boolean(row);
    },
  };
}
