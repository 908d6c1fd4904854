import type { AgentHealth, DashboardStats } from '@reelforge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPost, aVideo } from '../support/fixtures';
import { fakeApi, unauthorized, type Routes, page } from '../support/fake-api';
import { renderApp, watchPageNavigation } from '../support/render';
import { signedIn, unhealthy } from '../support/routes';

// Spec section 2, "Dashboard": stats, agents, quick actions, platforms, recent videos, posts.

const stats: DashboardStats = {
  totalViews: 1_250_000,
  totalVideos: 7,
  totalFollowers: 950,
  totalRevenue: 1234.5,
  revenueAvailable: true,
  changes: { totalViews: 12.5, totalVideos: null, totalFollowers: 0, totalRevenue: -3 },
};
const healthy: AgentHealth = { ...unhealthy, healthy: true, renderWorker: { online: true, count: 1 } };

function open(more: Routes = {}) {
  const api = fakeApi(
    signedIn(undefined, {
      'GET /api/dashboard/stats': stats,
      'GET /api/videos': page([]),
      'GET /api/social-media/status': [],
      'GET /api/scheduled-posts': page([]),
      'GET /api/deepagent/health': healthy,
      ...more,
    }),
  );
  return { api, ...renderApp('/dashboard') };
}

const region = (name: string) => screen.getByRole('region', { name });
const statValue = (key: string) => within(screen.getByTestId(`stat-${key}`)).getByTestId('stat-value');

describe('Dashboard', () => {
  it('shows the four stats with their changes', async () => {
    open();
    await waitFor(() => expect(statValue('totalViews')).toHaveTextContent('1.3M'));
    expect(statValue('totalVideos')).toHaveTextContent('7');
    expect(statValue('totalFollowers')).toHaveTextContent('950');
    expect(statValue('totalRevenue')).toHaveTextContent('$1,234.50');
    expect(screen.getByTestId('stat-totalViews')).toHaveTextContent('+12.5%');
    expect(screen.getByTestId('stat-totalRevenue')).toHaveTextContent('-3%');
  });

  it('says revenue is not available from the platforms instead of showing $0', async () => {
    open({ 'GET /api/dashboard/stats': { ...stats, totalRevenue: 0, revenueAvailable: false, changes: { ...stats.changes, totalRevenue: null } } });
    await waitFor(() => expect(statValue('totalRevenue')).toHaveTextContent('—'));
    expect(screen.getByTestId('revenue-unavailable')).toHaveTextContent('Not available from the platforms');
  });

  it('lists the newest five videos with their reach badges, or an empty state', async () => {
    const videos = [
      aVideo({ id: 'v1', title: 'Gone viral', views: 1_000_001 }),
      aVideo({ id: 'v2', title: 'On the rise', views: 100_001 }),
      ...['a', 'b', 'c', 'd'].map((n) => aVideo({ id: `v-${n}`, title: `Video ${n}` })),
    ];
    open({ 'GET /api/videos': page(videos) });
    const recent = await screen.findAllByTestId('recent-video');
    expect(recent).toHaveLength(5);
    expect(recent[0]).toHaveTextContent('Viral');
    expect(recent[1]).toHaveTextContent('Trending');
    expect(within(region('Recent Videos')).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/video-studio',
    );
  });

  it('shows each agent as the health check says: video agent processing while a video renders', async () => {
    open({ 'GET /api/videos': page([aVideo({ status: 'generating' })]) });
    const agents = await screen.findByRole('region', { name: 'AI Agents' });
    await waitFor(() => expect(within(agents).getAllByText('Active')).toHaveLength(5));
    expect(within(agents).getByText('Processing')).toBeVisible();
  });

  it('the agents are inactive when the render worker is down', async () => {
    open({ 'GET /api/deepagent/health': { ...healthy, renderWorker: { online: false, count: 0 } } });
    const agents = await screen.findByRole('region', { name: 'AI Agents' });
    expect(await within(agents).findByText('Inactive')).toBeVisible();
  });

  it('lists connected platforms and upcoming posts', async () => {
    open({
      'GET /api/social-media/status': [
        { platform: 'tiktok', state: 'connected', connectionId: 'c1', platformUsername: 'maya', lastError: null },
        {
          platform: 'youtube',
          state: 'disconnected',
          connectionId: 'c2',
          platformUsername: null,
          lastError: 'Token revoked',
        },
      ],
      'GET /api/scheduled-posts': page([aPost({ title: 'Launch teaser' })]),
    });
    const platforms = await screen.findByRole('region', { name: 'Platform Status' });
    expect(await within(platforms).findByText('Connected')).toBeVisible();
    expect(within(platforms).getByText('Disconnected')).toBeVisible();
    expect(await within(region('Scheduled Posts')).findByText('Launch teaser')).toBeVisible();
  });

  it('the Schedule Post quick action wants a time at least 1 hour ahead', async () => {
    const { user, api } = open();
    await user.click(await screen.findByRole('button', { name: /Schedule Post/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Post' });
    expect(within(dialog).getByText('Posts must be scheduled at least 1 hour ahead.')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Title/), 'Soon');
    const soon = new Date(Date.now() + 30 * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const value = `${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}T${pad(soon.getHours())}:${pad(soon.getMinutes())}`;
    fireEvent.change(within(dialog).getByLabelText(/Schedule Time/), { target: { value } });
    await user.click(within(dialog).getByRole('button', { name: /TikTok/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Post' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Posts must be scheduled at least 1 hour ahead.',
    );
    expect(api.calls('POST', '/api/scheduled-posts')).toHaveLength(0);
  });

  it('a session that ended shows Unauthorized and goes to /login after 500 ms', async () => {
    const nav = watchPageNavigation();
    open({ 'GET /api/dashboard/stats': unauthorized() });
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeVisible();
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('/login'));
  });
});
