import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forgetCachedUser } from '../../lib/session-cache.ts';
import { users } from '../../db/schema.ts';

export function billingRepository(db: Db) {
  return {
    async setSubscriptionStatus(userId: string, subscriptionStatus: string) {
      const [row] = await db
        .update(users)
        .set({ subscriptionStatus, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ subscriptionStatus: users.subscriptionStatus });
      forgetCachedUser(db, userId);
      return row ?? null;
    },
  };
}
