import type { AppContext } from '../../context/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { loginThrottleRepository } from './login-throttle.repository.ts';

/** Failures allowed before the account is locked for a while (then the lock doubles each time). */
export const LOGIN_FREE_FAILURES = 5;
const FIRST_LOCK_MS = 30_000;
const MAX_LOCK_MS = 15 * 60_000;
/** Failures further apart than this start the count again. */
const WINDOW_MS = 15 * 60_000;

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
export const lockedMessage = (ms: number) =>
  `Too many failed sign-in attempts for this account. Try again in ${minutes(ms)} minute${minutes(ms) === 1 ? '' : 's'}.`;

/**
 * Per-account sign-in throttling with backoff, on top of the per-IP limit: an attacker rotating
 * IP addresses still gets 5 guesses, then waits 30 s, 1 min, 2 min ... up to 15 min per guess.
 * While locked even the right password is refused, so guessing can't run in parallel.
 */
export function loginThrottle(ctx: AppContext) {
  const repo = loginThrottleRepository(ctx.db);
  const key = (email: string) => sha256(`login:${email.trim().toLowerCase()}`);
  return {
    async assertAllowed(email: string) {
      const row = await repo.find(key(email));
      const left = row?.lockedUntil ? row.lockedUntil.getTime() - ctx.clock.now().getTime() : 0;
      if (left > 0) throw new AppError(429, lockedMessage(left), 'rate_limited');
    },
    async failed(email: string) {
      const now = ctx.clock.now();
      const row = await repo.recordFailure(key(email), now, new Date(now.getTime() - WINDOW_MS));
      const over = row.failures - LOGIN_FREE_FAILURES;
      if (over >= 0) {
        const lockMs = Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** over);
        await repo.lockUntil(key(email), new Date(now.getTime() + lockMs));
      }
    },
    succeeded: (email: string) => repo.clear(key(email)),
    /** Housekeeping: failures nobody followed up on. */
    purgeStale: () => repo.deleteOlderThan(new Date(ctx.clock.now().getTime() - 24 * 3_600_000)),
  };
}
