import { control } from './support/fake-platforms.ts';
import { expect, test, type Page } from '@playwright/test';
import type { ScheduledPost } from '@reelforge/contracts';
import { dismissChat, makePremium, signUp } from './support/accounts.ts';
import { shot } from './support/ui.ts';

// Platform statistics end to end (ADR 0022): a post published to the fake X, the fake then reports
// views and followers, "Sync now" collects them, and the analytics chart and dashboard show them.
// Screenshots at 1440 and 375 px when SHOTS_DIR is set.

declare const document: { documentElement: { scrollWidth: number; clientWidth: number } };

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('views a platform reports after a sync show in the analytics chart and on the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await dismissChat(page);
  const { id } = await signUp(page, { tag: 'metrics' });
  // X is a Premium platform (Free is TikTok only).
  await makePremium(id);
  const tokens = (await control('/tokens/x')) as { accessToken: string; refreshToken: string };
  const connect = await page.request.post('/api/social-media/connect', {
    data: { platform: 'twitter', ...tokens, expiresIn: 7200 },
  });
  expect(connect.ok(), await connect.text()).toBe(true);

  const created = await page.request.post('/api/scheduled-posts', {
    data: {
      title: 'Octopus facts',
      content: 'Eight arms, three hearts.',
      platforms: ['twitter'],
      status: 'ready',
      scheduledTime: new Date(Date.now() + 1500).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as ScheduledPost;
  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/scheduled-posts/${post.id}`)).json()) as ScheduledPost).status,
      { timeout: 60_000 },
    )
    .toBe('posted');

  await control('/metrics/x', { everyPost: { views: 4321, likes: 12, comments: 3, shares: 2 }, followers: 99 });

  await page.goto('/analytics');
  await expect(page.getByTestId('metrics-last-sync')).toHaveText('Not collected yet');
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByTestId('views-chart-day').last()).toHaveAttribute('data-views', '4321');
  await expect(page.getByTestId('views-chart-readout')).toContainText('4,321 views');
  await expect(page.getByTestId('analytics-views').getByTestId('analytics-stat-value')).toHaveText('4,321');
  const row = page.getByTestId('metrics-platform-twitter');
  await expect(row).toContainText('4,321');
  await expect(row).toContainText('99');
  await expect(page.getByTestId('metrics-post')).toContainText('Octopus facts');
  await expect(page.getByTestId('metrics-revenue')).toHaveText('Not available from the platforms');
  await shot(page, 'analytics-1440', true);

  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-totalViews').getByTestId('stat-value')).toHaveText('4,321');
  await expect(page.getByTestId('stat-totalFollowers').getByTestId('stat-value')).toHaveText('99');
  await expect(page.getByTestId('revenue-unavailable')).toBeVisible();
  await shot(page, 'dashboard-1440', true);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/analytics');
  await expect(page.getByTestId('views-chart')).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);
  await shot(page, 'analytics-375', true);
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-totalViews').getByTestId('stat-value')).toHaveText('4,321');
  expect(await noSideScroll(page)).toBe(true);
  await shot(page, 'dashboard-375', true);
});
