import { expect, test, type Page } from '@playwright/test';
import { withE2eDb } from './support/db.ts';
import { signUp } from './support/accounts.ts';
import { shot, toast } from './support/ui.ts';

// The signed-in shell, dashboard and profile dialog against the real server and database.
// Screenshots are written only when SHOTS_DIR is set (e.g. SHOTS_DIR=/tmp/shots).

// A real 1x1 PNG; the server decodes the bytes, so this must be a valid image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// Nothing in the product creates notifications yet (finished renders and posts will), so this
// test writes them straight into the e2e server's database (scripts/e2e-server.mjs).
async function seedNotifications(userId: string, rows: { title: string; body: string; link?: string }[]) {
  await withE2eDb(async (client) => {
    for (const r of rows) {
      await client.query('insert into notifications (user_id, title, body, link) values ($1, $2, $3, $4)', [userId, r.title, r.body, r.link ?? null]);
    }
  });
}

const openUserMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' }).click();

test('dashboard, profile dialog, photo upload, settings and logout', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { tag: 'shell', firstName: 'Ada' });
  await page.goto('/');

  // Greeting with the first name; the active sidebar item is Dashboard.
  await expect(page.getByTestId('greeting-name')).toHaveText('Ada');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // A new account has nothing yet: real zeros, and no change badges without history.
  await expect(page.getByTestId('stat-totalViews').getByTestId('stat-value')).toHaveText('0');
  await expect(page.getByTestId('stat-totalVideos').getByTestId('stat-value')).toHaveText('0');
  await expect(page.getByTestId('stat-totalFollowers').getByTestId('stat-value')).toHaveText('0');
  // No platform reports revenue for a new account: said so, never an invented $0.00 (ADR 0022).
  await expect(page.getByTestId('stat-totalRevenue').getByTestId('stat-value')).toHaveText('—');
  await expect(page.getByTestId('stat-totalRevenue')).toContainText('Not available from the platforms');
  await expect(page.getByTestId('change-badge')).toHaveCount(0);
  await expect(page.getByText('No videos yet')).toBeVisible();
  await expect(page.getByText('No platforms connected')).toBeVisible();
  await expect(page.getByText('No posts scheduled')).toBeVisible();
  await shot(page, 'dashboard-desktop', true);

  // Notifications: no badge at zero unread, and an honest empty list.
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await shot(page, 'notifications-empty');
  await page.keyboard.press('Escape');

  // Profile dialog from the user menu: edit, save, and the greeting follows.
  await openUserMenu(page);
  await shot(page, 'user-menu');
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('First Name')).toBeDisabled();
  await shot(page, 'profile-dialog');
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByLabel('First Name').fill('Grace');
  await dialog.getByLabel('Bio').fill('I make short science explainers.');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Profile Updated');
  await expect(dialog.getByLabel('First Name')).toBeDisabled();
  await expect(page.getByTestId('greeting-name')).toHaveText('Grace');

  // Photo: a real PNG is stored and shown from /media/profile/.
  const photoInput = dialog.getByTestId('profile-photo-input');
  await photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page)).toContainText('Photo Uploaded');
  await expect(dialog.getByRole('img', { name: 'Profile photo' })).toHaveAttribute('src', /^\/media\/profile\//);

  // A text file that only claims to be a PNG is refused by the server, with its message.
  await photoInput.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
  await expect(toast(page)).toContainText('Upload Failed');
  await expect(toast(page)).toContainText('Please choose an image file');
  // And a file that is plainly not an image never leaves the browser.
  await photoInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some text') });
  await expect(toast(page)).toContainText('Invalid File Type');

  // Statistics are the account's real numbers.
  await dialog.getByRole('tab', { name: 'Statistics' }).click();
  await expect(dialog.getByTestId('stat-videosCreated')).toContainText('0');
  await expect(dialog.getByTestId('stat-accountAge')).toContainText('0');
  await dialog.getByRole('tab', { name: 'Plan' }).click();
  await expect(dialog.getByTestId('current-plan')).toHaveText('Free Plan');
  await expect(dialog.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/subscribe');
  await shot(page, 'profile-dialog-plan');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // Settings in the user menu opens the dialog on its Settings tab.
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'profile-settings');
  await page.getByLabel('Reduce motion').click();
  await expect(page.locator('html')).toHaveAttribute('data-reduce-motion', '');
  await page.getByLabel('Reduce motion').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-reduce-motion');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // Ctrl+B collapses the sidebar and remembers it in the sidebar_state cookie.
  await page.keyboard.press('Control+b');
  await expect(page.locator('[data-slot=sidebar][data-state]')).toHaveAttribute('data-state', 'collapsed');
  await expect(page.locator('[data-slot=sidebar-container]')).toHaveCSS('width', '48px'); // 3rem icon rail
  await shot(page, 'sidebar-collapsed');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'sidebar_state')?.value).toBe('false');
  await page.keyboard.press('Control+b');
  await expect(page.locator('[data-slot=sidebar][data-state]')).toHaveAttribute('data-state', 'expanded');

  // Log out from the user menu: back on the landing page, signed out on the server too.
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('greeting-name')).toHaveCount(0);
  await expect(page.getByText('Sign Up Free').first()).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('mobile: the sidebar opens as a sheet from the menu toggle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, { tag: 'shell', firstName: 'Mo' });
  await page.goto('/');
  await expect(page.getByTestId('greeting-name')).toHaveText('Mo');
  await shot(page, 'dashboard-mobile', true);
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('link', { name: 'Video Studio' })).toBeVisible();
  await shot(page, 'sidebar-mobile');
  await sheet.getByRole('link', { name: 'Post Scheduler' }).click();
  await expect(page).toHaveURL(/\/scheduler$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('dialog').getByRole('tab', { name: 'Profile' })).toBeVisible();
  await shot(page, 'profile-dialog-mobile');
});

test('notifications: the badge counts real unread items and mark-all-read clears it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { id: userId } = await signUp(page, { tag: 'shell', firstName: 'Nia' });
  await seedNotifications(userId, [
    { title: 'Your video is ready', body: '"Morning routine" finished rendering.', link: '/video-studio' },
    { title: 'Post published', body: 'Your TikTok post went live.' },
  ]);
  await page.goto('/');
  await expect(page.getByTestId('notifications-badge')).toHaveText('2');
  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  await expect(page.getByTestId('notification-item')).toHaveCount(2);
  await shot(page, 'notifications-list');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  // A notification with a link takes you there.
  await page.getByText('Your video is ready').click();
  await expect(page).toHaveURL(/\/video-studio$/);
  const after = (await (await page.request.get('/api/notifications')).json()) as { unreadCount: number };
  expect(after.unreadCount).toBe(0);
});

test('a dashboard whose session has ended says so and goes to /login', async ({ page }) => {
  await signUp(page, { tag: 'shell', firstName: 'Sam' });
  await page.goto('/analytics');
  await expect(page.getByTestId('greeting-name')).toHaveText('Sam');
  // The session ends behind the page's back (another tab, expiry); the page still thinks it is signed in.
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(toast(page)).toContainText('You are logged out');
  await expect(page).toHaveURL(/\/login$/);
});
