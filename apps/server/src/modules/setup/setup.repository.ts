import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { setupCardDismissals } from '../../db/schema.ts';

/** Whether each creator closed the Studio setup card. */
export function setupRepository(db: Db) {
  return {
    async isDismissed(userId: string): Promise<boolean> {
      const [row] = await db.select({ at: setupCardDismissals.dismissedAt }).from(setupCardDismissals).where(eq(setupCardDismissals.userId, userId));
      return Boolean(row);
    },
    /** Idempotent: closing it twice keeps the first moment. */
    async dismiss(userId: string, at: Date): Promise<void> {
      await db.insert(setupCardDismissals).values({ userId, dismissedAt: at }).onConflictDoNothing();
    },
  };
}
