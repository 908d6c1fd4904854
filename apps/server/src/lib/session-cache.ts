import type { Db } from '../db/client.ts';

interface Entry<U> {
  user: U;
  /** When this copy stops being trusted: the cache's TTL, capped by the session's own expiry. */
  until: number;
}

/**
 * Who a session token belongs to, remembered for a moment (ADR 0026). Every signed-in request
 * asked Postgres this; a page load asks it five to ten times in a burst. Entries live at most
 * `SESSION_CACHE_MS`, and every write in this process that changes a user or their sessions
 * forgets that user at once (sign-out, password or plan change, deletion). Another server
 * process may serve a stale copy for at most the TTL; that is the price, and why it is short.
 */
export class SessionCache<U extends { id: string }> {
  private readonly entries = new Map<string, Entry<U>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now: number): U | undefined {
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (hit.until <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return hit.user;
  }

  set(tokenHash: string, user: U, sessionExpiresAt: number, now: number) {
    if (this.ttlMs <= 0) return;
    // Oldest first out: a Map iterates in insertion order, so the first key is the oldest.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { user, until: Math.min(now + this.ttlMs, sessionExpiresAt) });
  }

  forgetToken(tokenHash: string) {
    this.entries.delete(tokenHash);
  }

  /** After any write to the user's row or sessions; a scan is fine at this size and rate. */
  forgetUser(userId: string) {
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}

// One cache per database handle, so two apps in one process (tests) never share entries, and
// repositories of any module reach the same cache without importing the auth module.
const caches = new WeakMap<Db, SessionCache<{ id: string }>>();
// API tokens (ADR 0031) have their own cache: its entries carry the token's id and scope too, and
// are forgotten by the same user-level writes as sessions.
const apiTokenCaches = new WeakMap<Db, SessionCache<{ id: string }>>();

function cacheIn(map: WeakMap<Db, SessionCache<{ id: string }>>, db: Db, ttlMs: number): SessionCache<{ id: string }> {
  let cache = map.get(db);
  if (!cache) {
    cache = new SessionCache(ttlMs);
    map.set(db, cache);
  }
  return cache;
}

/** The auth service's cache for this database (created by it, with the configured TTL). */
export const sessionCacheFor = (db: Db, ttlMs: number) => cacheIn(caches, db, ttlMs);

/** The API-token service's cache for this database (created by it, with the configured TTL). */
export const apiTokenCacheFor = (db: Db, ttlMs: number) => cacheIn(apiTokenCaches, db, ttlMs);

/** Called by repositories after they change a user's row or sessions. */
export function forgetCachedUser(db: Db, userId: string) {
  caches.get(db)?.forgetUser(userId);
  apiTokenCaches.get(db)?.forgetUser(userId);
}

/** Called after one session is deleted (sign-out) or one API token is revoked. */
export function forgetCachedToken(db: Db, tokenHash: string) {
  caches.get(db)?.forgetToken(tokenHash);
  apiTokenCaches.get(db)?.forgetToken(tokenHash);
}
