import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { avatars, users } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';

export type AvatarRow = typeof avatars.$inferSelect;
export type AvatarInsert = Omit<typeof avatars.$inferInsert, 'isDefault'>;

const ONE_DEFAULT_INDEX = 'avatars_one_default_per_user';
const ATTEMPTS = 5;

/** The Postgres error under drizzle's wrapper, if any. */
function pgError(err: unknown): { code?: string; constraint?: string } | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (
      'code' in e &&
      typeof (e as { code: unknown }).code === 'string' &&
      /^[0-9A-Z]{5}$/.test((e as { code: string }).code)
    ) {
      return e as { code?: string; constraint?: string };
    }
  }
  return null;
}

export const isUniqueViolation = (err: unknown, constraint?: string) => {
  const pg = pgError(err);
  return pg?.code === '23505' && (!constraint || pg.constraint === constraint);
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The partial unique index avatars_one_default_per_user guarantees "at most one default per
 * user". To keep "exactly one" too, every change to a user's avatars first takes a lock on the
 * user's row (FOR NO KEY UPDATE: it does not block inserts elsewhere that reference the user), so
 * concurrent creates, set-defaults and deletes of one user run one after another and each sees the
 * others' results. A unique violation on the index is retried anyway, as a second line.
 */
async function lockUser(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

async function retryOnDefaultRace<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(err, ONE_DEFAULT_INDEX)) throw err;
    }
  }
}

export function avatarsRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(avatars.id, id), eq(avatars.userId, userId));
  return {
    /** The creator's display name (first and last name), for a presenter whose avatar has none. */
    async ownerName(userId: string): Promise<string> {
      const [row] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId));
      return [row?.first, row?.last].map((n) => n?.trim()).filter(Boolean).join(' ');
    },

    list: (userId: string) =>
      db.select().from(avatars).where(eq(avatars.userId, userId)).orderBy(desc(avatars.createdAt), desc(avatars.id)),

    async find(userId: string, id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(avatars).where(owned(userId, id)).limit(1);
      return row ?? null;
    },

    /** Inserts; the avatar becomes the default when its owner has none (their first avatar). */
    insert: (values: AvatarInsert) =>
      retryOnDefaultRace(() =>
        db.transaction(async (tx) => {
          await lockUser(tx, values.userId);
          const [current] = await tx
            .select({ id: avatars.id })
            .from(avatars)
            .where(and(eq(avatars.userId, values.userId), eq(avatars.isDefault, true)));
          const [row] = await tx
            .insert(avatars)
            .values({ ...values, isDefault: !current })
            .returning();
          return row!;
        }),
      ),

    /** Makes one avatar the default and clears the previous one, atomically. Null: not theirs. */
    async setDefault(userId: string, id: string) {
      if (!isUuid(id)) return null;
      return retryOnDefaultRace(() =>
        db.transaction(async (tx) => {
          await lockUser(tx, userId);
          const [target] = await tx.select({ id: avatars.id }).from(avatars).where(owned(userId, id));
          if (!target) return null;
          await tx
            .update(avatars)
            .set({ isDefault: false })
            .where(and(eq(avatars.userId, userId), eq(avatars.isDefault, true), ne(avatars.id, id)));
          const [row] = await tx.update(avatars).set({ isDefault: true }).where(owned(userId, id)).returning();
          return row ?? null;
        }),
      );
    },

    /**
     * Deletes one avatar. When it was the default, the most recently created remaining avatar
     * becomes the default (docs/decisions/0004-avatar-default-on-delete.md).
     */
    async delete(userId: string, id: string) {
      if (!isUuid(id)) return null;
      return retryOnDefaultRace(() =>
        db.transaction(async (tx) => {
          await lockUser(tx, userId);
          const [gone] = await tx.delete(avatars).where(owned(userId, id)).returning();
          if (!gone) return null;
          if (gone.isDefault) {
            const [next] = await tx
              .select({ id: avatars.id })
              .from(avatars)
              .where(eq(avatars.userId, userId))
              .orderBy(desc(avatars.createdAt), desc(avatars.id))
              .limit(1);
            if (next) await tx.update(avatars).set({ isDefault: true }).where(eq(avatars.id, next.id));
          }
          return gone;
        }),
      );
    },

    /** Ids of these that exist (any owner): the pending-file sweep keeps claimed ones. */
    async existing(ids: string[]) {
      const valid = ids.filter(isUuid);
      if (!valid.length) return new Set<string>();
      const rows = await db.select({ id: avatars.id }).from(avatars).where(inArray(avatars.id, valid));
      return new Set(rows.map((r) => r.id));
    },
  };
}
