// Users for tests: a new one's details, signed up and in through the API, and the headers to act as them.
import { randomToken } from '../../src/lib/crypto.ts';
import type { TestEnv } from './server.ts';

let counter = 0;
export function newUser(overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'password', string>> = {}) {
  counter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada${counter}.${randomToken(4).toLowerCase()}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
}

/** Signs a new user up (which signs them in); returns the cookie header to send as them. */
export async function signedInUser(app: TestEnv['app'], overrides = {}) {
  const user = newUser(overrides);
  const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: user });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.statusCode} ${signup.body}`);
  const cookie = signup.cookies.find((c) => c.name === 'rf_session');
  if (!cookie) throw new Error(`signup set no session: ${signup.statusCode} ${signup.body}`);
  const id = (signup.json() as { user: { id: string } }).user.id;
  return { ...user, id, cookie: `rf_session=${cookie.value}` };
}

/** A signed-in user as signedInUser returns them. */
export type User = Awaited<ReturnType<typeof signedInUser>>;

/** The inject options that act as a user (their session cookie): `app.inject({ url, ...as(u) })`. */
export const as = (who: string | { cookie: string }) => ({ headers: { cookie: typeof who === 'string' ? who : who.cookie } });
