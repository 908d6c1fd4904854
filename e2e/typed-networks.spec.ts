import { expect, test } from '@playwright/test';
import { control, nextMinute, typedServers, typedServerStats } from './support/fake-platforms.ts';
import { dismissChat, makePremium, signUp } from './support/accounts.ts';
import { renderFinished, startRender } from './support/media.ts';
import { choose, openConnections, shot, shotsAtBothWidths, toast } from './support/ui.ts';

// Issue 29: networks a creator connects by typing, against the fakes of scripts/e2e-server.mjs. A
// Mastodon instance (its address and an access token; a wrong token is refused in the instance's
// words) and Bluesky (a handle and an app password) are connected, one rendered video is scheduled
// to both, and each posts it once with its link. Screenshots (1440 and 375 px) when SHOTS_DIR is set.

test('connect Mastodon and Bluesky by typing, schedule one video to both: posted once each, with links', async ({ page }) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await dismissChat(page);
  const account = await signUp(page, { tag: 'typed-networks' });
  await makePremium(account.id);
  const { videoId, video } = await startRender(page);
  const servers = typedServers();
  const before = await typedServerStats();

  // Mastodon: the instance's address and a token made there. A wrong token: the instance's words.
  const dialog = await openConnections(page);
  await choose(dialog, 'Platform', 'Mastodon');
  await expect(dialog.getByLabel('User ID')).toHaveCount(0);
  await dialog.getByLabel('Server').fill(servers.mastodonUrl);
  await dialog.getByLabel('Access Token').fill('not-a-real-token');
  await shotsAtBothWidths(page, 'typed-connect-mastodon', false);
  await dialog.getByRole('button', { name: 'Connect Account' }).click();
  await expect(toast(page).filter({ hasText: 'Connection Failed' })).toContainText('Mastodon refused this token: The access token is invalid');
  const { accessToken } = (await control('/tokens/mastodon')) as { accessToken: string };
  await dialog.getByLabel('Access Token').fill(accessToken);
  await dialog.getByRole('button', { name: 'Connect Account' }).click();
  const mastodon = dialog.getByTestId('social-connection').filter({ hasText: 'Mastodon' });
  await expect(mastodon.getByTestId('connection-state')).toHaveText('Active');
  await expect(mastodon).toContainText(`@creator@${new URL(servers.mastodonUrl).host}`);

  // Bluesky: a handle and an app password (the server is optional).
  await choose(dialog, 'Platform', 'Bluesky');
  await dialog.getByLabel('Handle').fill(servers.bluesky.handle);
  await dialog.getByLabel('App Password').fill(servers.bluesky.appPassword);
  await expect(dialog.getByRole('button', { name: 'Connect Account' })).toBeEnabled();
  await shotsAtBothWidths(page, 'typed-connect-bluesky', false);
  await dialog.getByRole('button', { name: 'Connect Account' }).click();
  const bluesky = dialog.getByTestId('social-connection').filter({ hasText: 'Bluesky' });
  await expect(bluesky.getByTestId('connection-state')).toHaveText('Active');
  await expect(bluesky).toContainText(servers.bluesky.handle);
  await shot(page, 'typed-connected-1440');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await renderFinished(page, videoId, 300_000);

  await page.goto('/scheduler');
  await page.getByRole('button', { name: 'Create Post' }).click();
  const form = page.getByRole('form', { name: 'Schedule post' });
  await form.getByLabel('Title').fill('Harbour at dawn');
  await form.getByLabel('Schedule Time').fill(await nextMinute(page, 20));
  await form.getByRole('button', { name: 'Mastodon' }).click();
  await form.getByRole('button', { name: 'Bluesky' }).click();
  await form.getByRole('combobox', { name: /Video/ }).click();
  await page.getByRole('option', { name: video.title }).click();
  const settings = form.getByTestId('platform-options-mastodon');
  await settings.getByText('Mastodon settings').click();
  await settings.getByRole('combobox', { name: /Visibility/ }).click();
  await page.getByRole('option', { name: 'Quiet public' }).click();
  await settings.getByLabel('Content warning').fill('Bright sunrise');
  await shot(page, 'typed-schedule-1440');
  await form.getByRole('button', { name: 'Schedule Post' }).click();
  await expect(toast(page).filter({ hasText: 'Post scheduled successfully!' })).toBeVisible();
  const card = page.getByTestId('scheduled-post').filter({ has: page.getByRole('heading', { name: 'Harbour at dawn' }) });
  await card.getByRole('button', { name: 'Mark Ready' }).click();

  await expect(card.getByTestId('post-status')).toHaveText('Posted', { timeout: 180_000 });
  const links = card.getByTestId('post-result-link');
  await expect(links).toHaveCount(2);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(
    expect.arrayContaining([
      expect.stringMatching(new RegExp(`^${servers.mastodonUrl}/@creator/\\d+$`)),
      expect.stringMatching(/^https:\/\/bsky\.app\/profile\/did:plc:\w+\/post\/[2-7a-z]{13}$/),
    ]),
  );
  const after = await typedServerStats();
  expect(after.mastodon.withVideo).toBe(before.mastodon.withVideo + 1);
  expect(after.bluesky.withVideo).toBe(before.bluesky.withVideo + 1);
  await card.scrollIntoViewIfNeeded();
  await shotsAtBothWidths(page, 'typed-posted', false);
});
