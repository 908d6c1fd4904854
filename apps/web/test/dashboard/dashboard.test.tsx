import type { AgentHealth, DashboardStats } from '@reelforge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aPost, aVideo } from '../support/fixtures';
import { fakeApi, unauthorized, type Routes, page } from '../support/fake-api';
import { renderApp, watchPageNavigation } from '../support/render';
import { agentsList, signedIn, unhealthy } from '../support/routes';

// Spec section 2, "Dashboard": stats, agents, quick actions, platforms, recent videos, posts.

const stats: DashboardStats = {
  totalViews: 1_250_000,
  totalVideos: 7,
  draftVideos: 2,
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
    // Drafts are said apart, not counted as videos created (issue 27 item 14).
    expect(screen.getByTestId('drafts-count')).toHaveTextContent('2 drafts not rendered yet');
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

  it('shows each agent as the server says, with why an inactive one cannot work', async () => {
    open({
      'GET /api/agents': agentsList({
        video_creation: { status: 'processing', inFlight: 1 },
        analytics: { status: 'inactive', reason: 'No platform is connected to your account.', enable: 'Connect a platform.' },
      }),
    });
    const agents = await screen.findByRole('region', { name: 'AI Agents' });
    await waitFor(() => expect(within(agents).getAllByText('Active')).toHaveLength(4));
    expect(within(screen.getByTestId('agent-video_creation')).getByText('Processing')).toBeVisible();
    const analytics = screen.getByTestId('agent-analytics');
    expect(within(analytics).getByText('Inactive')).toBeVisible();
    expect(analytics).toHaveTextContent('No platform is connected to your account.');
    // Spec colours: processing yellow and pulsing, inactive red and still.
    expect(within(screen.getByTestId('agent-video_creation')).getByTestId('agent-status').innerHTML).toMatch(/bg-amber-500 animate-pulse/);
    expect(within(analytics).getByTestId('agent-status').innerHTML).not.toMatch(/animate-pulse/);
  });

  it('loads an agent’s settings, saves the change through the API and says so', async () => {
    const { api, user } = open({
      'GET /api/agents/:key/settings': { priority: 'normal', autoScaling: true, resourceAllocation: 75 },
      'PUT /api/agents/:key/settings': (req) => ({ ...(req.body as object), requeued: 2 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Video Generation settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Video Generation settings' });
    expect(await within(dialog).findByText('Resource Allocation: 75%')).toBeVisible();
    await user.click(within(dialog).getByRole('switch', { name: 'Auto-scaling' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Processing Priority' }));
    await user.click(await screen.findByRole('option', { name: 'High' }));
    within(dialog).getByRole('slider').focus();
    await user.keyboard('{ArrowLeft}');
    await user.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(api.calls('PUT', '/api/agents/video_creation/settings')).toHaveLength(1));
    expect(api.calls('PUT', '/api/agents/video_creation/settings')[0]!.body).toEqual({ priority: 'high', autoScaling: false, resourceAllocation: 70 });
    expect(await screen.findByText(/Video Generation settings saved; 2 waiting job\(s\) re-prioritised/)).toBeVisible();
  });

  it('Activate runs the real check: one toast per capability, 1 s apart, then what is missing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api, user } = open({
        'POST /api/agents/check': {
          checkedAt: '2026-01-01T00:00:00.000Z',
          checks: [
            { key: 'database', label: 'Database', ok: true, detail: 'Postgres answers', enable: null },
            { key: 'render_worker', label: 'Render worker', ok: false, detail: 'No render worker online', enable: 'Start a worker process (npm run worker).' },
          ],
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Activate' }));
      expect(await screen.findByText('✓ Database')).toBeVisible();
      expect(screen.queryByText('✗ Render worker')).toBeNull();
      await vi.advanceTimersByTimeAsync(1000);
      expect(await screen.findByText('✗ Render worker')).toBeVisible();
      await vi.advanceTimersByTimeAsync(1000);
      expect(await screen.findByText('1 of 2 capabilities not available')).toBeVisible();
      expect(screen.getByTestId('activation-summary')).toHaveTextContent('Start a worker process (npm run worker).');
      expect(api.calls('POST', '/api/agents/check')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
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
