import type { Analytics } from '@reelforge/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn } from '../support/routes';

// /analytics: the user's real figures, counted in the browser's time zone.

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-01-${String(i + 1).padStart(2, '0')}`,
  requested: i === 29 ? 2 : 0,
  finished: i === 29 ? 1 : 0,
  failed: 0,
}));
const analytics: Analytics = {
  timeZone: 'UTC',
  videos: { total: 3, byStatus: { draft: 1, generating: 0, ready: 1, published: 1, failed: 0 } },
  views: 4200,
  likes: 310,
  posts: { total: 2, upcoming: 1, byPlatform: [{ platform: 'tiktok', published: 1, failed: 0 }] },
  renders: { days, total: 2, averageSeconds: 42, sampleSize: 1 },
  topVideos: [{ id: 'v1', title: 'Octopus minds', status: 'published', views: 4000, likes: 300 }],
  metrics: {
    from: '2026-01-01',
    to: '2026-01-30',
    days: days.map((d, i) => ({ date: d.date, views: i === 29 ? 1750 : 0, byPlatform: (i === 29 ? { tiktok: 1500, youtube: 250 } : {}) as Record<string, number>, plays: i === 29 ? 2 : 0 })),
    platforms: [
      { platform: 'tiktok', views: 1500, likes: 120, comments: 7, shares: 3, viewsInRange: 1500, followers: 321 },
      { platform: 'youtube', views: 250, likes: 20, comments: 2, shares: 0, viewsInRange: 250, followers: 1000 },
    ],
    posts: [
      { postResultId: 'r1', postId: 'p1', videoId: 'v1', title: 'Octopus post', platform: 'youtube', url: null, publishedAt: '2026-01-30T09:00:00.000Z', views: 250, likes: 20, comments: 2, shares: null, viewsInRange: 250, measuredAt: '2026-01-30T10:00:00.000Z' },
    ],
    plays: 2,
    bestTimes: [{ weekday: 5, hour: 9, averageViews: 875, posts: 2 }],
    revenue: null,
    lastSync: { syncedAt: '2026-01-30T10:00:00.000Z', platforms: [{ platform: 'linkedin', posts: 0, followers: null, error: 'LinkedIn follower count was refused: Not enough permissions' }] },
  },
};

describe('Analytics', () => {
  it("asks for the figures in the browser's time zone and shows them", async () => {
    const api = fakeApi(signedIn(undefined, { 'GET /api/analytics': analytics }));
    renderApp('/analytics');
    expect(await screen.findByText('Octopus minds')).toBeVisible();
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    expect(api.calls('GET', '/api/analytics')[0]!.url.searchParams.get('tz')).toBe(tz);
    expect(within(screen.getByTestId('status-published')).getByText('1')).toBeVisible();
    expect(screen.getAllByTestId('analytics-stat-value').map((v) => v.textContent)).toContain('4,200');
  });

  it('says the average render time is start to finished file, over every render counted', async () => {
    fakeApi(signedIn(undefined, { 'GET /api/analytics': { ...analytics, renders: { ...analytics.renders, averageSeconds: 86, sampleSize: 2 } } }));
    renderApp('/analytics');
    const tile = await screen.findByTestId('analytics-render-time');
    expect(tile).toHaveTextContent('1m 26s');
    expect(tile).toHaveTextContent('start to finished file, over 2 renders');
  });

  it('shows the synced views per platform, each post, followers, and revenue as not available', async () => {
    fakeApi(signedIn(undefined, { 'GET /api/analytics': analytics }));
    renderApp('/analytics');
    expect(await screen.findByTestId('views-chart')).toBeVisible();
    expect(screen.getAllByTestId('views-chart-day').at(-1)).toHaveAttribute('data-views', '1750');
    expect(within(screen.getByTestId('metrics-platform-tiktok')).getAllByText('1,500')).toHaveLength(2); // total and in range
    const post = screen.getByTestId('metrics-post');
    expect(within(post).getByText('Octopus post')).toBeVisible();
    // YouTube gives no share count: a dash, not a 0.
    expect(within(post).getByText('—')).toBeVisible();
    expect(screen.getByTestId('metrics-followers')).toHaveTextContent('1,321');
    expect(screen.getByTestId('metrics-revenue')).toHaveTextContent('Not available from the platforms');
    expect(screen.getByTestId('metrics-sync-error')).toHaveTextContent('LinkedIn: LinkedIn follower count was refused');
    expect(screen.getByTestId('metrics-best-times')).toHaveTextContent('Friday around 9 AM');
  });
});
