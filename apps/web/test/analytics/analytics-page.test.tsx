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
});
