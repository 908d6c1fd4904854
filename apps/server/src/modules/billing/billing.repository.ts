import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export function billingRepository(db: Db) {
  return {
    async setSubscriptionStatus(userId: string, subscriptionStatus: string) {
      const [row] = await db
        .update(users)
        .set({ subscriptionStatus, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ subscriptionStatus: users.subscriptionStatus });
      return row ?? null;
    },
  };
}
