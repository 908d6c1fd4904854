import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The pool or an open transaction: callers pass the transaction of the change an event reports. */
export type Exec = Db | Tx;

export type WebhookEventRow = typeof webhookEvents.$inferSelect;

/**
 * The outbox's write side. Called inside the transaction that changes a video or a post, so an
 * event (and its deliveries) exists exactly when the change committed: a crash right after the
 * commit loses nothing (the sweep queues what was written), a rollback sends nothing.
 */
export function webhookOutboxRepository(db: Exec) {
  return {
    /**
     * Deletes events older than `before` whose deliveries are all settled (delivered or failed);
     * their deliveries go with them. A delivery still retrying keeps its event.
     */
    async pruneSettled(before: Date) {
      const r = await db.execute(sql`
        delete from ${webhookEvents} e where e.created_at < ${before} and not exists (
          select 1 from ${webhookDeliveries} d where d.event_id = e.id and d.status = 'pending')`);
      return r.rowCount ?? 0;
    },

    /**
     * Records an event for every endpoint of the user subscribed to `type` (or only `endpointId`,
     * for a test event). Nobody listening: nothing is written.
     */
    async record(userId: string, type: string, data: Record<string, unknown>, endpointId?: string) {
      const endpoints = await db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.userId, userId),
            endpointId ? eq(webhookEndpoints.id, endpointId) : sql`${type} = any(${webhookEndpoints.events})`,
          ),
        );
      if (!endpoints.length) return null;
      const [event] = await db.insert(webhookEvents).values({ userId, type, data }).returning();
      const deliveries = await db
        .insert(webhookDeliveries)
        .values(endpoints.map((e) => ({ eventId: event!.id, endpointId: e.id })))
        .returning({ id: webhookDeliveries.id });
      return { event: event!, deliveryIds: deliveries.map((d) => d.id) };
    },
  };
}
