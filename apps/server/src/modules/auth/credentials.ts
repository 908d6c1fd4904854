import type { AppContext } from '../../context/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { authRepository } from './auth.repository.ts';
import { hashPassword } from './passwords.ts';

/** What other modules may change about a user's sign-in: the password and the reset links. */
export function credentials(ctx: AppContext) {
  const auth = authRepository(ctx);
  return {
    /** A new password; every other session is signed out (the one given stays), reset links die. */
    async replacePassword(userId: string, password: string, keepSessionToken?: string) {
      await auth.setPasswordHash(userId, await hashPassword(password));
      await auth.deleteSessionsOf(userId, keepSessionToken ? sha256(keepSessionToken) : undefined);
      await auth.deleteResetsOf(userId);
    },
    /** Reset links already mailed stop working (the address they went to changed). */
    forgetResetLinks: (userId: string) => auth.deleteResetsOf(userId),
  };
}
