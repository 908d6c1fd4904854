import { control, nextMinute, tiktokPublished } from './support/fake-platforms.ts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MSG, POST_MESSAGES } from '@reelforge/contracts';
import { dismissChat, makePremium, signUp } from './support/accounts.ts';
import { shot, SHOTS, toast } from './support/ui.ts';
import { renderFinished, startRender } from './support/media.ts';

// The scheduler and social connections against the real server, whose publishers talk to the local
// fake platforms started by scripts/e2e-server.mjs. Screenshots only when SHOTS_DIR is set.


const stat = (page: Page, id: string) => page.getByTestId(`stat-${id}`).getByTestId('stat-value');
const postCard = (page: Page, title: string) =>
  page.getByTestId('scheduled-post').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function fakeTikTokToken(): Promise<string> {
  return ((await control('/tokens/tiktok')) as { accessToken: string }).accessToken;
}

async function revokeTikTok(token: string) {
  await control(`/revoke/tiktok?token=${encodeURIComponent(token)}`);
}

/** With the platform's sign-in set up (the fakes have it), pasting a token sits under "Advanced". */
async function pasteToken(dialog: Locator, token: string) {
  const field = dialog.getByLabel('Access Token');
  if (!(await field.isVisible())) await dialog.getByText('Advanced: paste an access token instead').click();
  await field.fill(token);
}

/** Tomorrow at `hour`:00 as a datetime-local value in the browser's time zone. */
const tomorrowAt = (page: Page, hour: number) =>
  page.evaluate((h) => {
    const n = new Date();
    const d = new Date(n.getFullYear(), n.getMonth(), n.getDate() + 1, h);
    const p = (x: number) => String(x).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:00`;
  }, hour);

test('signed-out visitors get a sign-in prompt and no data is requested', async ({ page }) => {
  const dataCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(scheduled-posts|videos|social-media)/.test(r.url())) dataCalls.push(r.url());
  });
  await page.goto('/scheduler');
  await expect(page.getByTestId('scheduler-signed-out')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to schedule your posts' })).toBeVisible();
  await expect(page.getByText('7-9 AM', { exact: true })).toBeVisible();
  await expect(page.getByText('6-8 PM', { exact: true })).toBeVisible();
  await shot(page, 'scheduler-signed-out', true);
  expect(dataCalls).toEqual([]);
});

test('connect an account, schedule a rendered video, mark it ready, and it is posted with its link', async ({
  page,
}) => {
  test.setTimeout(540_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await dismissChat(page);
  await signUp(page, { tag: 'scheduler' });

  // A rendered video, made the way the studio makes one.
  const { videoId, video } = await startRender(page);

  await page.goto('/scheduler');
  await expect(page.getByRole('heading', { name: 'Post Scheduler' })).toBeVisible();
  await expect(page.getByText('No posts scheduled')).toBeVisible();
  await expect(stat(page, 'scheduled')).toHaveText('0');
  await expect(stat(page, 'next')).toHaveText('None');
  await expect(page.getByText('7-9 AM', { exact: true })).toBeVisible();

  // Validation: nothing filled in.
  await page.getByRole('button', { name: 'Create Post' }).click();
  const form = page.getByRole('form', { name: 'Schedule post' });
  await form.getByRole('button', { name: 'Schedule Post' }).click();
  await expect(toast(page)).toContainText('Missing Fields');
  await expect(toast(page)).toContainText(MSG.missingPostFields);

  // TikTok without a video: the server refuses, and says why.
  await form.getByLabel('Title').fill('Launch teaser');
  await form.getByLabel('Schedule Time').fill(await nextMinute(page, 120));
  await form.getByRole('button', { name: 'TikTok' }).click();
  await expect(form.getByText(POST_MESSAGES.videoRequired(['tiktok']))).toBeVisible();
  await form.getByRole('button', { name: 'Schedule Post' }).click();
  await expect(toast(page)).toContainText(POST_MESSAGES.videoRequired(['tiktok']));
  await page.getByRole('button', { name: 'Close Form' }).click();

  await renderFinished(page, videoId, 180_000);

  // Connect TikTok from the dashboard's Manage Connections.
  await page.goto('/');
  await page.getByRole('button', { name: 'Manage Connections' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Social Media Connections' });
  await expect(dialog.getByText('No accounts connected yet')).toBeVisible();
  const connect = dialog.getByRole('button', { name: 'Connect Account' });
  await expect(connect).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'TikTok' }).click();
  await expect(dialog.getByRole('button', { name: 'Connect with TikTok' })).toBeVisible();
  // The token field waits folded under "Advanced" while TikTok's own sign-in is offered.
  await expect(dialog.getByLabel('Access Token')).toBeHidden();
  await pasteToken(dialog, await fakeTikTokToken());
  await expect(connect).toBeEnabled();
  await shot(page, 'social-dialog-form');
  await connect.click();
  await expect(toast(page)).toContainText('Account Connected');
  const item = dialog.getByTestId('social-connection').filter({ hasText: 'TikTok' });
  await expect(item.getByTestId('connection-state')).toHaveText('Active');
  await expect(item).toContainText('@reelforge.creator');
  // Only platforms not yet connected are offered.
  await dialog.getByRole('combobox', { name: 'Platform' }).click();
  await expect(page.getByRole('option', { name: 'YouTube' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'TikTok' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await shot(page, 'social-dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Platform Status' }).getByText('Connected')).toBeVisible();

  // Schedule the rendered video a minute or so ahead.
  await page.goto('/scheduler');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await form.getByLabel('Title').fill('Launch teaser');
  await form.getByLabel('Content').fill('Three tips, thirty seconds. #phonevideo');
  await form.getByLabel('Schedule Time').fill(await nextMinute(page, 25));
  await form.getByRole('button', { name: 'TikTok' }).click();
  await form.getByRole('combobox', { name: /Video/ }).click();
  await page.getByRole('option', { name: video.title }).click();
  await expect(form.getByText(POST_MESSAGES.videoRequired(['tiktok']))).toHaveCount(0);
  await shot(page, 'scheduler-create-form');
  await form.getByRole('button', { name: 'Schedule Post' }).click();
  await expect(toast(page)).toContainText('Post scheduled successfully!');
  await expect(form).toHaveCount(0);

  const card = postCard(page, 'Launch teaser');
  await expect(card.getByTestId('post-status')).toHaveText('Pending');
  await expect(card.getByTestId('post-relative-time')).toHaveText(/^in \d+ minutes?$/);
  await expect(card.getByTestId('post-content')).toHaveText('Three tips, thirty seconds. #phonevideo');
  await expect(card.getByTestId('post-platform')).toContainText(['TikTok']);
  await expect(stat(page, 'scheduled')).toHaveText('1');
  await expect(stat(page, 'platforms')).toHaveText('1');
  await expect(stat(page, 'next')).not.toHaveText('None');

  // The calendar shows it on its day; a click opens it for editing.
  await page.getByRole('tab', { name: 'Calendar' }).click();
  const chip = page.getByTestId('calendar-post').filter({ hasText: 'Launch teaser' });
  await expect(chip).toBeVisible();
  await shot(page, 'scheduler-calendar');
  await chip.click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await expect(edit.getByLabel('Title')).toHaveValue('Launch teaser');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'List' }).click();

  const before = await tiktokPublished();
  await card.getByRole('button', { name: 'Mark Ready' }).click();
  await expect(toast(page)).toContainText('Post updated successfully');
  await expect(card.getByTestId('post-status')).toHaveText(/Ready|Publishing|Posted/);
  await shot(page, 'scheduler-list');

  // The worker publishes it at its time through the (fake) TikTok API; the page follows.
  await expect(card.getByTestId('post-status')).toHaveText('Posted', { timeout: 150_000 });
  const link = card.getByTestId('post-result-link');
  await expect(link).toHaveText('View on TikTok');
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.tiktok\.com\/@reelforge\.creator\/video\/\d+$/);
  await expect(stat(page, 'published')).toHaveText('1');
  await expect(stat(page, 'scheduled')).toHaveText('0');
  await expect(card.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Mark Ready' })).toHaveCount(0);
  expect(await tiktokPublished()).toBe(before + 1);
  await shot(page, 'scheduler-posted', true);

  // A token TikTok never issued is refused in TikTok's words and not saved.
  await page.goto('/');
  await page.getByRole('button', { name: 'Manage Connections' }).first().click();
  await dialog.getByRole('button', { name: 'Disconnect TikTok' }).click();
  await expect(toast(page)).toContainText('Account Disconnected');
  await expect(dialog.getByText('No accounts connected yet')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'TikTok' }).click();
  await pasteToken(dialog, 'not-a-token-tiktok-issued');
  await dialog.getByRole('button', { name: 'Connect Account' }).click();
  await expect(toast(page)).toContainText('Connection Failed');
  await expect(toast(page)).toContainText('TikTok refused this token: The access token is invalid');
  await expect(dialog.getByText('No accounts connected yet')).toBeVisible();
  // A token TikTok accepts now and revokes later (the creator removed the app on TikTok).
  const revoked = await fakeTikTokToken();
  await pasteToken(dialog, revoked);
  await dialog.getByRole('button', { name: 'Connect Account' }).click();
  await expect(toast(page).filter({ hasText: 'Account Connected' })).toBeVisible();
  await revokeTikTok(revoked);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto('/scheduler');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await form.getByLabel('Title').fill('Second take');
  await form.getByLabel('Schedule Time').fill(await nextMinute(page, 25));
  await form.getByRole('button', { name: 'TikTok' }).click();
  await form.getByRole('combobox', { name: /Video/ }).click();
  await page.getByRole('option', { name: video.title }).click();
  await form.getByRole('button', { name: 'Schedule Post' }).click();
  await expect(toast(page)).toContainText('Post scheduled successfully!');
  const second = postCard(page, 'Second take');
  await second.getByRole('button', { name: 'Mark Ready' }).click();
  await expect(toast(page)).toContainText('Post updated successfully');
  await expect(second.getByTestId('post-status')).toHaveText('Failed', { timeout: 150_000 });
  // The platform's own words, not an empty error.
  await expect(second.getByTestId('post-result-error')).toContainText('access token');
  await expect(second.getByRole('button', { name: 'Edit' })).toBeVisible();
  expect(await tiktokPublished()).toBe(before + 1);
  await shot(page, 'scheduler-failed', true);

  // The connection went inactive, with the reason; reconnecting fixes it.
  await page.goto('/');
  await page.getByRole('button', { name: 'Manage Connections' }).first().click();
  const inactive = dialog.getByTestId('social-connection').filter({ hasText: 'TikTok' });
  await expect(inactive.getByTestId('connection-state')).toHaveText('Inactive');
  await expect(inactive.getByTestId('connection-error')).toContainText('access token');
  await shot(page, 'social-dialog-inactive');
  await inactive.getByRole('button', { name: 'Reconnect' }).click();
  await pasteToken(dialog, await fakeTikTokToken());
  await dialog.getByRole('button', { name: 'Reconnect TikTok' }).click();
  await expect(toast(page)).toContainText('Account Connected');
  await expect(inactive.getByTestId('connection-state')).toHaveText('Active');
});

test('a text post: calendar, edit, mark-ready needs connections, delete', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await dismissChat(page);
  const { id: userId } = await signUp(page, { tag: 'scheduler-text' });
  await makePremium(userId);
  await page.goto('/scheduler');

  await page.getByRole('button', { name: 'Create Post' }).click();
  const form = page.getByRole('form', { name: 'Schedule post' });
  await form.getByLabel('Title').fill('Weekly recap');
  await expect(form.getByText('Peak times:')).toBeVisible();
  await form.getByLabel('Schedule Time').fill(await tomorrowAt(page, 18));
  await form.getByRole('button', { name: 'LinkedIn' }).click();
  await form.getByRole('button', { name: 'Twitter/X' }).click();
  await form.getByRole('button', { name: 'Schedule Post' }).click();
  await expect(toast(page)).toContainText('Post scheduled successfully!');

  const card = postCard(page, 'Weekly recap');
  await expect(card.getByTestId('post-relative-time')).toHaveText(/^in \d+ (hours?|day)$/);
  await expect(card.getByTestId('post-platform')).toContainText(['LinkedIn', 'Twitter/X']);
  await expect(card.getByTestId('post-content')).toHaveCount(0);

  // Marking ready needs the accounts connected: the server's words are shown.
  await card.getByRole('button', { name: 'Mark Ready' }).click();
  await expect(toast(page)).toContainText(POST_MESSAGES.connectFirst(['linkedin', 'twitter']));
  await expect(card.getByTestId('post-status')).toHaveText('Pending');

  // Calendar: tomorrow may be next month.
  await page.getByRole('tab', { name: 'Calendar' }).click();
  const chip = page.getByTestId('calendar-post').filter({ hasText: 'Weekly recap' });
  if (!(await chip.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await chip.click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await edit.getByLabel('Title').fill('Weekly recap (v2)');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Post updated successfully');
  await expect(edit).toHaveCount(0);
  await expect(page.getByTestId('calendar-post').filter({ hasText: 'Weekly recap (v2)' })).toBeVisible();

  await page.getByRole('tab', { name: 'List' }).click();
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'scheduler-mobile-list', true);
    await page.getByRole('tab', { name: 'Calendar' }).click();
    await shot(page, 'scheduler-mobile-calendar', true);
    await page.getByRole('tab', { name: 'List' }).click();
    await page.setViewportSize({ width: 1440, height: 1000 });
  }
  const renamed = postCard(page, 'Weekly recap (v2)');
  await renamed.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Scheduled post deleted successfully');
  await expect(page.getByText('No posts scheduled')).toBeVisible();
  await expect(stat(page, 'scheduled')).toHaveText('0');
});

test('dashboard: the Schedule Post quick action and the Scheduled Posts list with edit and delete', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await dismissChat(page);
  const { id: userId } = await signUp(page, { tag: 'dashboard-posts' });
  await makePremium(userId);
  await page.goto('/');

  await page.getByRole('button', { name: /^Schedule Post/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Post' });
  await expect(dialog.getByText('Posts must be scheduled at least 1 hour ahead.').first()).toBeVisible();
  await dialog.getByLabel('Title').fill('Behind the scenes');
  await dialog.getByLabel('Schedule Time').fill(await nextMinute(page, 10 * 60));
  await dialog.getByRole('button', { name: 'Facebook' }).click();
  await dialog.getByRole('button', { name: 'Schedule Post' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Posts must be scheduled at least 1 hour ahead.');
  await shot(page, 'dashboard-schedule-dialog');
  await dialog.getByLabel('Schedule Time').fill(await nextMinute(page, 2 * 3600));
  await dialog.getByRole('button', { name: 'Schedule Post' }).click();
  await expect(toast(page)).toContainText('Post scheduled successfully!');
  await expect(dialog).toHaveCount(0);

  const section = page.getByRole('region', { name: 'Scheduled Posts' });
  const row = section.getByTestId('upcoming-post').filter({ hasText: 'Behind the scenes' });
  await expect(row).toContainText('in 2 hours');
  await expect(row.getByTestId('post-status')).toHaveText('Pending');
  await row.getByRole('button', { name: 'Edit Behind the scenes' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await edit.getByLabel('Title').fill('Behind the scenes, cut 2');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Post updated successfully');
  const renamed = section.getByTestId('upcoming-post').filter({ hasText: 'Behind the scenes, cut 2' });
  await expect(renamed).toBeVisible();
  await shot(page, 'dashboard-with-posts', true);

  await renamed.getByRole('button', { name: 'Delete Behind the scenes, cut 2' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Scheduled post deleted successfully');
  await expect(section.getByText('No posts scheduled')).toBeVisible();
});

test('connect with TikTok through its sign-in page', async ({ page }) => {
  await dismissChat(page);
  await signUp(page, { tag: 'scheduler-oauth' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Manage Connections' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Social Media Connections' });
  await dialog.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'TikTok' }).click();
  await dialog.getByRole('button', { name: 'Connect with TikTok' }).click();
  // The server sends the browser to TikTok's consent page (the fake allows at once) and back.
  await page.waitForURL(/\/video-studio/);
  const res = await page.request.get('/api/social-media/connections');
  const connections = (await res.json()) as { platform: string; isActive: boolean }[];
  expect(connections).toEqual([expect.objectContaining({ platform: 'tiktok', isActive: true })]);
  expect(JSON.stringify(connections)).not.toMatch(/tt-at-|tt-rt-/);
});
