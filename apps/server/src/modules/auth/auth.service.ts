import { MSG, type User } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { nowMs } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import type { SessionCache } from '../../lib/session-cache.ts';
import { authRepository, type UserRow } from './auth.repository.ts';
import { loginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';


export function toPublicUser(u: UserRow): User {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    bio: u.bio,
    location: u.location,
    website: u.website,
    profileImageUrl: u.profileImageUrl,
    subscriptionStatus: u.subscriptionStatus,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
  };
}

export function authService(ctx: AppContext) {
  const repo = authRepository(ctx);
  const throttle = loginThrottle(ctx);
  const ttlMs = ctx.config.SESSION_TTL_DAYS * 86_400_000;
  // Only UserRows go in: this service is the one writer (ADR 0026).
  const cache = ctx.users.sessions as SessionCache<UserRow>;

  async function createSession(userId: string) {
    const token = randomToken();
    const expiresAt = new Date(nowMs(ctx.clock) + ttlMs);
    await repo.insertSession(sha256(token), userId, expiresAt);
    return { token, expiresAt };
  }

  return {
    /** Creates the account and signs it in (issue 27 item 16): the browser's old session, if any, ends. */
    async signup(input: { firstName: string; lastName: string; email: string; password: string }, previousToken?: string) {
      const passwordHash = await hashPassword(input.password);
      const role = ctx.config.ADMIN_EMAILS.includes(input.email) ? 'admin' : 'user';
      const row = await repo.insertUser({ ...input, passwordHash, role });
      if (!row) throw conflict(MSG.emailTaken, 'email_taken');
      if (previousToken) await repo.deleteSession(sha256(previousToken));
      const session = await createSession(row.id);
      return { user: toPublicUser(row), ...session };
    },

    /** Verifies the password and opens a fresh session; the caller's old session is dropped (rotation). */
    async login(email: string, password: string, previousToken?: string) {
      await throttle.assertAllowed(email);
      const row = await repo.findUserByEmail(email);
      const ok = await verifyPassword(row?.passwordHash, password);
      if (!row || !ok) {
        await throttle.failed(email);
        throw new AppError(401, MSG.invalidCredentials, 'invalid_credentials');
      }
      await throttle.succeeded(email);
      if (previousToken) await repo.deleteSession(sha256(previousToken));
      // The admin role follows ADMIN_EMAILS, so granting or revoking takes effect at next sign-in.
      const role = ctx.config.ADMIN_EMAILS.includes(row.email) ? 'admin' : row.role === 'admin' ? 'user' : row.role;
      const user = role === row.role ? row : ((await repo.setRole(row.id, role)) ?? row);
      const session = await createSession(row.id);
      return { user: toPublicUser(user), ...session };
    },

    async logout(token: string | undefined) {
      if (token) await repo.deleteSession(sha256(token));
    },

    async userForToken(token: string | undefined): Promise<UserRow | null> {
      if (!token) return null;
      const hash = sha256(token);
      const now = nowMs(ctx.clock);
      const cached = cache.get(hash, now);
      if (cached) return cached;
      const row = await repo.findSessionUser(hash, new Date(now));
      if (!row) return null;
      cache.set(hash, row.user, row.expiresAt.getTime(), now);
      return row.user;
    },

    /** Housekeeping (the retention job): expired sessions and stale sign-in failures. */
    async purgeExpired() {
      const now = ctx.clock.now();
      await repo.deleteExpiredSessions(now);
      await repo.deleteExpiredResets(now);
      await throttle.purgeStale();
    },
  };
}
