import { expect, test } from '@playwright/test';
import { nextMinute, oauthNetworkStats } from './support/fake-platforms.ts';
import { dismissChat, makePremium, signUp } from './support/accounts.ts';
import { renderFinished, startRender } from './support/media.ts';
import { choose, openConnections, shot, shotsAtBothWidths, toast } from './support/ui.ts';

// Issue 29: Threads and Pinterest, connected by signing in (the consent pages are played by
// scripts/e2e-server.mjs against the fakes). A pasted wrong token is refused in Threads' words; one
// rendered video is scheduled to both, Pinterest on a chosen board with a link, and each posts it
// once with its link. Screenshots (1440 and 375 px) when SHOTS_DIR is set.

test('connect Threads and Pinterest by signing in, schedule one video to both: posted once each, with links', async ({ page }) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await dismissChat(page);
  const account = await signUp(page, { tag: 'oauth-networks' });
  await makePremium(account.id);
  const { videoId, video } = await startRender(page);
  const before = await oauthNetworkStats();

  // Threads: a pasted wrong token is refused in Threads' words; signing in connects.
  let dialog = await openConnections(page);
  await choose(dialog, 'Platform', 'Threads');
  await dialog.getByText('Advanced: paste an access token instead').click();
  await dialog.getByLabel('Access Token').fill('not-a-real-token');
  await shotsAtBothWidths(page, 'oauth-connect-threads', false);
  await dialog.getByRole('button', { name: 'Connect Account' }).click();
  await expect(toast(page).filter({ hasText: 'Connection Failed' })).toContainText(
    'Threads refused this token: Invalid OAuth access token - Cannot parse access token',
  );
  await dialog.getByRole('button', { name: 'Connect with Threads' }).click();
  await page.waitForURL(/\/video-studio/);

  // Pinterest: signing in.
  dialog = await openConnections(page);
  await choose(dialog, 'Platform', 'Pinterest');
  await shotsAtBothWidths(page, 'oauth-connect-pinterest', false);
  await dialog.getByRole('button', { name: 'Connect with Pinterest' }).click();
  await page.waitForURL(/\/video-studio/);

  dialog = await openConnections(page);
  for (const [name, user] of [
    ['Threads', 'fake.threads'],
    ['Pinterest', 'fakepinner'],
  ]) {
    const row = dialog.getByTestId('social-connection').filter({ hasText: name });
    await expect(row.getByTestId('connection-state')).toHaveText('Active');
    await expect(row).toContainText(user!);
  }
  await shot(page, 'oauth-connected-1440');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await renderFinished(page, videoId, 300_000);

  await page.goto('/scheduler');
  await page.getByRole('button', { name: 'Create Post' }).click();
  const form = page.getByRole('form', { name: 'Schedule post' });
  await form.getByLabel('Title').fill('Lemon tart, step by step');
  await form.getByLabel('Schedule Time').fill(await nextMinute(page, 20));
  await form.getByRole('button', { name: 'Threads' }).click();
  await form.getByRole('button', { name: 'Pinterest' }).click();
  await expect(form.getByText('TikTok, YouTube, Instagram and Pinterest need one.')).toBeVisible();
  await form.getByRole('combobox', { name: /Video/ }).click();
  await page.getByRole('option', { name: video.title }).click();

  const threads = form.getByTestId('platform-options-threads');
  await threads.getByText('Threads settings').click();
  await threads.getByRole('combobox', { name: /Who can reply/ }).click();
  await page.getByRole('option', { name: 'Profiles you follow' }).click();

  const pinterest = form.getByTestId('platform-options-pinterest');
  await pinterest.getByText('Pinterest settings').click();
  await expect(pinterest.getByText('Empty: your first board.')).toBeVisible();
  await pinterest.getByRole('combobox', { name: /Board/ }).click();
  await expect(page.getByRole('option')).toHaveText(['Reels', 'Drafts (secret)']);
  await page.getByRole('option', { name: 'Drafts (secret)' }).click();
  const link = pinterest.getByLabel(/Destination link/);
  await link.fill('example.com/tart');
  await expect(pinterest.getByText("A Pin's link must be a web address starting with http:// or https://.")).toBeVisible();
  await link.fill('https://example.com/tart');
  await pinterest.scrollIntoViewIfNeeded();
  await shot(page, 'oauth-schedule-options-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await pinterest.scrollIntoViewIfNeeded();
  await shot(page, 'oauth-schedule-options-375');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await form.getByRole('button', { name: 'Schedule Post' }).click();
  await expect(toast(page).filter({ hasText: 'Post scheduled successfully!' })).toBeVisible();
  const card = page.getByTestId('scheduled-post').filter({ has: page.getByRole('heading', { name: 'Lemon tart, step by step' }) });
  await card.getByRole('button', { name: 'Mark Ready' }).click();

  await expect(card.getByTestId('post-status')).toHaveText('Posted', { timeout: 180_000 });
  const links = card.getByTestId('post-result-link');
  await expect(links).toHaveCount(2);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^https:\/\/www\.threads\.com\/@fake\.threads\/post\/\w+$/),
      expect.stringMatching(/^https:\/\/www\.pinterest\.com\/pin\/\d+\/$/),
    ]),
  );
  const after = await oauthNetworkStats();
  expect(after.threads.withVideo).toBe(before.threads.withVideo + 1);
  expect(after.pinterest.pins).toBe(before.pinterest.pins + 1);
  expect(after.pinterest.boards.at(-1)).toBe('Drafts');
  expect(after.pinterest.links.at(-1)).toBe('https://example.com/tart');
  await card.scrollIntoViewIfNeeded();
  await shotsAtBothWidths(page, 'oauth-posted', false);
});
