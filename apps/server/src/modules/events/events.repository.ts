import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema.ts';

export type EventInsert = typeof events.$inferInsert;

export function eventsRepository(db: Db) {
  return {
    insert: async (values: EventInsert) => {
      await db.insert(events).values(values);
    },
  };
}
