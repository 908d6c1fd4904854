import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../support/fixtures';
import { fakeApi, page, type FakeRequest } from '../support/fake-api';
import { currentPath, renderApp } from '../support/render';
import { signedIn, signedOut, unhealthy } from '../support/routes';

const dashboardRoutes = {
  'GET /api/dashboard/stats': { totalViews: 0, totalVideos: 0, totalFollowers: 0, totalRevenue: 0, changes: { totalViews: null, totalVideos: null, totalFollowers: null, totalRevenue: null } },
  'GET /api/videos': page([]),
  'GET /api/social-media/status': [],
  'GET /api/scheduled-posts': page([]),
  'GET /api/deepagent/health': unhealthy,
};

// Issue 13's shell fixes: where signed-in visitors of the auth screens go, the 404's way home,
// notifications read when opened, and the forgotten-password screens.

describe('signed-in visitors of the auth screens', () => {
  it('/login goes to the dashboard', async () => {
    fakeApi(signedIn(aUser({ firstName: 'Grace' }), dashboardRoutes));
    renderApp('/login');
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(await screen.findByTestId('greeting-name')).toHaveTextContent('Grace');
  });

  it('/login goes to a safe returnTo, never off the site', async () => {
    fakeApi(signedIn());
    renderApp('/login?returnTo=%2Fai-agents');
    await waitFor(() => expect(currentPath()).toBe('/ai-agents'));
  });

  it('/signup goes to the dashboard', async () => {
    fakeApi(signedIn(undefined, dashboardRoutes));
    renderApp('/signup');
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    await screen.findByTestId('greeting-name');
  });
});

describe('404', () => {
  it('offers a way home', async () => {
    fakeApi(signedOut());
    const { user } = renderApp('/nowhere');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    // Words for the person who followed a bad link, not for the developer.
    expect(screen.getByText(/no page at this address/)).toBeInTheDocument();
    expect(screen.queryByText(/router/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
  });
});

describe('notifications', () => {
  it('opening one marks it read', async () => {
    const api = fakeApi(
      signedIn(undefined, {
        'GET /api/notifications': {
          unreadCount: 1,
          items: [{ id: 'n1', title: 'Weekly summary', body: '120 views', link: null, readAt: null, createdAt: new Date().toISOString() }],
          nextCursor: null,
        },
        'POST /api/notifications/:id/read': { message: 'Notification marked as read' },
      }),
    );
    const { user } = renderApp('/ai-agents');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByText('Weekly summary'));
    await waitFor(() => expect(api.calls('POST', '/api/notifications/n1/read')).toHaveLength(1));
  });
});

describe('notifications pages', () => {
  it('the bell shows the newest page and Load more brings the next', async () => {
    const note = (id: string, title: string) => ({ id, title, body: 'b', link: null, readAt: null, createdAt: new Date().toISOString() });
    const api = fakeApi(
      signedIn(undefined, {
        'GET /api/notifications': (req: FakeRequest) =>
          req.url.searchParams.get('cursor') === 'c1'
            ? { unreadCount: 2, items: [note('n2', 'Older one')], nextCursor: null }
            : { unreadCount: 2, items: [note('n1', 'Newest one')], nextCursor: 'c1' },
      }),
    );
    const { user } = renderApp('/ai-agents');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    expect(await screen.findByText('Newest one')).toBeVisible();
    expect(screen.queryByText('Older one')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older one')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.calls('GET', '/api/notifications').map((c) => c.url.searchParams.get('limit'))).toContain('20');
  });
});

describe('forgot password', () => {
  it('the login link opens the request screen, which answers without saying whether the email exists', async () => {
    const api = fakeApi(signedOut({ 'POST /api/auth/forgot-password': { message: 'sent' } }));
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot Your Password?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent("If an account exists for that email, we've sent a link");
    expect(api.calls('POST', '/api/auth/forgot-password')[0]?.body).toEqual({ email: 'ada@example.com' });
  });
});
