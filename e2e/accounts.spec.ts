import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { withE2eDb } from './support/db.ts';
import { PASSWORD, signUp } from './support/accounts.ts';
import { shot, toast } from './support/ui.ts';

// Account recovery and management, and the layout fixes of issue 13, against the real product.
// The e2e server has no SMTP_URL, so mail lands in .data-e2e/outbox (the dev outbox).
// Screenshots are written only when SHOTS_DIR is set (e.g. SHOTS_DIR=/tmp/shots).

const OUTBOX = path.resolve('.data-e2e', 'outbox');

/** The reset link from the newest outbox mail to `to` (the body is quoted-printable). */
async function resetLinkFor(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).sort().reverse() : [];
      for (const f of files) {
        const raw = fs.readFileSync(path.join(OUTBOX, f), 'utf8');
        if (!raw.includes(`To: ${to}`)) continue;
        const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text)?.[0];
        if (link) return true;
      }
      return false;
    })
    .toBe(true);
  return new URL(link ?? '').pathname + new URL(link ?? '').search;
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('forgot password -> outbox link -> new password -> sign in', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { email } = await signUp(page, { tag: 'acct', firstName: 'Rita', logIn: false });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot Your Password?' })).toBeVisible();
  await shot(page, 'forgot-password-1440', true);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText('Check your email');
  await shot(page, 'forgot-password-sent-1440', true);

  const link = await resetLinkFor(email);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
  await page.getByLabel('New Password').fill('a fresh passphrase');
  await page.getByLabel('Confirm Password').fill('a different one');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm Password').fill('a fresh passphrase');
  await shot(page, 'reset-password-375', true);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page)).toContainText('You can now sign in with your new password.');
  await expect(page).toHaveURL(/\/login$/);

  // The link worked once.
  const again = await page.request.post('/api/auth/reset-password', { data: { token: new URLSearchParams(link.split('?')[1]).get('token'), password: 'x'.repeat(12) } });
  expect(again.status()).toBe(400);

  await signInWithForm(page, email, 'a fresh passphrase');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('greeting-name')).toHaveText('Rita');
});

test('change password in Settings, then delete the account', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { email } = await signUp(page, { tag: 'acct', firstName: 'Dora' });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Settings' }).click();
  const form = dialog.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current Password').fill('wrong password');
  await form.getByLabel('New Password', { exact: true }).fill('brand-new-secret');
  await form.getByLabel('Confirm New Password').fill('brand-new-secret');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page)).toContainText('Your current password is incorrect.');
  await form.getByLabel('Current Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page)).toContainText('Other devices have been signed out');
  await form.scrollIntoViewIfNeeded();
  await shot(page, 'settings-account-1440', true);
  // Still signed in here; the old password no longer works.
  expect((await page.request.get('/api/auth/user')).ok()).toBe(true);
  expect((await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(401);

  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('heading', { name: 'Delete your account?' })).toBeVisible();
  await confirm.getByLabel('Password').fill('brand-new-secret');
  await shot(page, 'delete-account-1440', true);
  await confirm.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(toast(page)).toContainText('Your account and everything in it have been deleted.');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign Up Free' }).first()).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  expect((await page.request.post('/api/auth/login', { data: { email, password: 'brand-new-secret' } })).status()).toBe(401);
  const rows = await withE2eDb((c) => c.query('select 1 from users where email = $1', [email]));
  expect(rows.rowCount).toBe(0);
});

for (const route of ['/dashboard', '/analytics']) {
  test(`at 375 px ${route} does not scroll sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const { id } = await signUp(page, { tag: 'acct', firstName: 'Mo' });
    // Real content is what pushed the pages wide: long titles, renders per day, top videos.
    await withE2eDb(async (c) => {
      for (let i = 0; i < 6; i += 1) {
        const ago = `${i * 3} days`;
        await c.query(
          `insert into videos (user_id, title, status, views, likes, render_requested_at, rendered_at, created_at)
           values ($1, $2, 'ready', $3, $4, now() - $5::interval, now() - $5::interval + interval '40 seconds', now() - $5::interval)`,
          [id, `Morning routine that changed everything about my productivity, part ${i + 1}`, 1000 * (i + 1), 50 * i, ago],
        );
      }
    });
    await page.goto(route);
    await expect(page.getByTestId('greeting-name')).toHaveText('Mo');
    await page.waitForLoadState('networkidle');
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await shot(page, `${route.slice(1)}-375`, true);
  });
}

test('signed-in /login and /signup go to the dashboard; the 404 leads home; pages open at their top', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await signUp(page, { tag: 'acct', firstName: 'Lu' });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login?returnTo=%2Fscheduler');
  await expect(page).toHaveURL(/\/scheduler$/);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await shot(page, 'not-found-1440', true);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('greeting-name')).toHaveText('Lu');

  // Scrolled down the dashboard, then to another page: it starts at its top; Back returns.
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const before = await page.evaluate(() => window.scrollY);
  // The sidebar's link (fixed in place: clicking it scrolls nothing).
  await page.locator('[data-sidebar="sidebar"]').getByRole('link', { name: 'AI Agents' }).click();
  await expect(page).toHaveURL(/\/ai-agents$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
});

test('opening a notification marks it read', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id } = await signUp(page, { tag: 'acct', firstName: 'Nell' });
  await withE2eDb((c) => c.query("insert into notifications (user_id, title, body) values ($1, 'Weekly summary', 'Your videos got 120 views.')", [id]));
  await page.goto('/');
  await expect(page.getByTestId('notifications-badge')).toHaveText('1');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await page.getByText('Weekly summary').click();
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
  await expect.poll(async () => ((await (await page.request.get('/api/notifications')).json()) as { unreadCount: number }).unreadCount).toBe(0);
});

test("the chat button leaves the studio's Delete reachable", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUp(page, { tag: 'acct', firstName: 'Cy' });
  expect((await page.request.post('/api/videos', { data: { title: 'Covered?' } })).ok()).toBe(true);
  await page.goto('/video-studio');
  await page.getByTestId('video-row').first().click();
  const del = page.getByRole('button', { name: 'Delete', exact: true });
  await expect(del).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const box = await del.boundingBox();
  if (!box) throw new Error('Delete has no box');
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '', [box.x + box.width / 2, box.y + box.height / 2] as const);
  expect(hit).toContain('Delete');
  await shot(page, 'studio-delete-375', true);
});
