import { expect, type Page } from '@playwright/test';
import { withE2eDb } from './db.ts';

/** The password the e2e accounts sign up with, unless a test needs another. */
export const PASSWORD = 'correct-horse-battery';

/** The key PaulinaAI's chat remembers being closed under. */
export const CHAT_DISMISSED = 'reelforge.chat.dismissed';

/** An address no earlier run used: `<tag>-<time>-<random>@example.com`. */
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export interface Account {
  id: string;
  email: string;
  password: string;
}

interface SignUp {
  /** Starts the address, so a run's accounts can be told apart. */
  tag?: string;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Stay signed in as the new user, as sign-up leaves the browser (the default). */
  logIn?: boolean;
}

/** Signs a new user up through the API, which signs the page in as them (`logIn: false` signs out again). */
export async function signUp(
  page: Page,
  {
    tag = 'e2e',
    email = uniqueEmail(tag),
    password = PASSWORD,
    firstName = 'Ada',
    lastName = 'Lovelace',
    logIn = true,
  }: SignUp = {},
): Promise<Account> {
  const signup = await page.request.post('/api/auth/signup', { data: { firstName, lastName, email, password } });
  expect(signup.status()).toBe(201);
  if (!logIn) expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
  return { id: ((await signup.json()) as { user: { id: string } }).user.id, email, password };
}

/**
 * PaulinaAI's chat no longer opens by itself (issue 27 item 18), so this only keeps the key the old
 * auto-open read set; the specs that call it before their first page load still read as intended.
 */
export const dismissChat = (page: Page) => page.addInitScript((key) => localStorage.setItem(key, '1'), CHAT_DISMISSED);

/** Premium, which no product screen can grant without a payment (X and more platforms need it). */
export async function makePremium(userId: string) {
  await withE2eDb((client) => client.query(`update users set subscription_status = 'active' where id = $1`, [userId]));
}
