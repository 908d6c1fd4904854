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

/**
 * The session and API-token caches of one app context (built once by createContext). Writes that
 * change a user or their sessions forget them in both, so repositories need only this handle.
 */
export class UserCaches {
  readonly sessions: SessionCache<{ id: string }>;
  /** API tokens (ADR 0031): entries carry the token's id and scope too. */
  readonly apiTokens: SessionCache<{ id: string }>;

  constructor(ttlMs: number) {
    this.sessions = new SessionCache(ttlMs);
    this.apiTokens = new SessionCache(ttlMs);
  }

  /** After any write to the user's row or sessions. */
  forgetUser(userId: string) {
    this.sessions.forgetUser(userId);
    this.apiTokens.forgetUser(userId);
  }

  /** After one session is deleted (sign-out) or one API token is revoked. */
  forgetToken(tokenHash: string) {
    this.sessions.forgetToken(tokenHash);
    this.apiTokens.forgetToken(tokenHash);
  }
}
