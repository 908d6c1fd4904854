import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema.ts';

export type EventInsert = typeof events.$inferInsert;

export function eventsRepository(db: Db) {
  return {
    insert: async (values: EventInsert) => {
      await db.insert(events).values(values);
    },
    deleteOlderThan: async (before: Date) => {
      await db.delete(events).where(lt(events.createdAt, before));
    },
  };
}
