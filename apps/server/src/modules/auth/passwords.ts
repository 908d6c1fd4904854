import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimums (19 MiB, 2 passes).
const ARGON = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
// Verified against when there is no real hash, so a miss costs as much as a wrong password.
let dummyHash: Promise<string> | null = null;

export const hashPassword = (password: string) => hash(password, ARGON);

/** True when the password matches; with no hash (unknown account) it still spends the same time. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash('not-a-real-password', ARGON);
  const ok = await verify(passwordHash ?? (await dummyHash), password);
  return Boolean(passwordHash) && ok;
}
