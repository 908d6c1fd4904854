import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../context/index.ts';
import { billingCustomers, billingEvents, users } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Exec = Db | Tx;

export type BillingCustomerRow = typeof billingCustomers.$inferSelect;

/** Stripe's subscription statuses that mean the user has paid for now; everything else is Free. */
const PREMIUM_STATUSES = new Set(['active', 'trialing']);
export const userStatusFor = (stripeStatus: string) => (PREMIUM_STATUSES.has(stripeStatus) ? 'active' : stripeStatus);

export interface StripeStatusChange {
  userId: string;
  customerId: string;
  subscriptionId: string | null;
  /** Stripe's subscription status. */
  status: string;
  /** When Stripe said it (the event's `created`). */
  at: Date;
  /** Apply only if no status was ever recorded (the return from Checkout racing its webhook). */
  onlyIfUnset?: boolean;
}

async function applyStatus(tx: Exec, change: StripeStatusChange) {
  const [current] = await tx.select().from(billingCustomers).where(eq(billingCustomers.userId, change.userId)).for('update');
  if (current?.statusAt && (change.onlyIfUnset || current.statusAt > change.at)) return null;
  const [user] = await tx
    .select({ status: users.subscriptionStatus })
    .from(users)
    .where(eq(users.id, change.userId))
    .for('update');
  // The account was deleted meanwhile: nothing to change.
  if (!user) return null;
  const values = {
    stripeCustomerId: change.customerId,
    stripeSubscriptionId: change.subscriptionId ?? current?.stripeSubscriptionId ?? null,
    status: change.status,
    statusAt: change.at,
    updatedAt: new Date(),
  };
  await tx
    .insert(billingCustomers)
    .values({ userId: change.userId, ...values })
    .onConflictDoUpdate({ target: billingCustomers.userId, set: values });
  const after = userStatusFor(change.status);
  await tx.update(users).set({ subscriptionStatus: after, updatedAt: new Date() }).where(eq(users.id, change.userId));
  return { before: user.status, after };
}

/** Takes the context's user caches too: its writes forget the users they change (ADR 0026). */
export function billingRepository(ctx: Pick<AppContext, 'db' | 'users'>) {
  const db = ctx.db;
  return {
    async setSubscriptionStatus(userId: string, subscriptionStatus: string) {
      const [row] = await db
        .update(users)
        .set({ subscriptionStatus, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ subscriptionStatus: users.subscriptionStatus });
      ctx.users.forgetUser(userId);
      return row ?? null;
    },
    async statusOf(userId: string) {
      const [row] = await db.select({ status: users.subscriptionStatus }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.status ?? null;
    },
    async customerOf(userId: string) {
      const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)).limit(1);
      return row ?? null;
    },
    async userOfCustomer(stripeCustomerId: string) {
      const [row] = await db
        .select({ userId: billingCustomers.userId })
        .from(billingCustomers)
        .where(eq(billingCustomers.stripeCustomerId, stripeCustomerId))
        .limit(1);
      return row?.userId ?? null;
    },
    /** Remembers the user's Stripe customer before any payment (the first of two racing clicks wins). */
    async saveCustomer(userId: string, stripeCustomerId: string) {
      await db.insert(billingCustomers).values({ userId, stripeCustomerId }).onConflictDoNothing();
      const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)).limit(1);
      return row!;
    },
    /** Returns {before, after} user statuses, or null when the change was stale or had no user. */
    applyStatus: (change: StripeStatusChange) =>
      db.transaction((tx) => applyStatus(tx, change)).finally(() => ctx.users.forgetUser(change.userId)),
    /**
     * Runs `handle` once per Stripe event id: the id is recorded in the same transaction as the
     * event's effects, so a redelivery finds it and does nothing, and a failed handling records
     * nothing (Stripe retries it). Null when the event was handled before.
     */
    async once<T>(eventId: string, type: string, handle: (apply: (c: StripeStatusChange) => ReturnType<typeof applyStatus>) => Promise<T>) {
      // Users whose plan the event touched: their cached sessions go once it commits (ADR 0026).
      const touched = new Set<string>();
      return db
        .transaction(async (tx) => {
          const inserted = await tx
            .insert(billingEvents)
            .values({ eventId, type })
            .onConflictDoNothing()
            .returning({ id: billingEvents.eventId });
          if (inserted.length === 0) return { duplicate: true as const };
          return { duplicate: false as const, result: await handle((c) => (touched.add(c.userId), applyStatus(tx, c))) };
        })
        .finally(() => touched.forEach((id) => ctx.users.forgetUser(id)));
    },
  };
}
