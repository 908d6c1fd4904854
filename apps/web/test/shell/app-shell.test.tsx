import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '../support/browser';
import { aUser } from '../support/fixtures';
import { fakeApi, reply, page } from '../support/fake-api';
import { currentPath, renderApp } from '../support/render';
import { signedIn } from '../support/routes';

// Spec section 2, "App shell", and section 9's layout constants.

const sidebarState = () => document.querySelector('[data-slot=sidebar][data-state]')?.getAttribute('data-state');
const cookie = () => document.cookie.split('; ').find((c) => c.startsWith('sidebar_state='));

describe('App shell', () => {
  it('greets the user, lists the sections and marks the current one', async () => {
    fakeApi(signedIn(aUser({ firstName: 'Grace' })));
    renderApp('/ai-agents');
    expect(await screen.findByTestId('greeting-name')).toHaveTextContent('Grace');
    const nav = screen.getAllByRole('link').map((l) => l.textContent?.trim());
    for (const label of [
      'Dashboard',
      'AI Agents',
      'Video Studio',
      'Avatar Builder',
      'Post Scheduler',
      'Analytics',
      'Content Library',
    ]) {
      expect(nav).toContain(label);
    }
    expect(screen.getByRole('link', { name: 'AI Agents', current: 'page' })).toHaveAttribute('href', '/ai-agents');
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/subscribe');
  });

  it('collapses with the menu button and with Ctrl/Meta+B, remembering it in a cookie', async () => {
    fakeApi(signedIn());
    const { user } = renderApp('/ai-agents');
    await screen.findByTestId('greeting-name');
    expect(sidebarState()).toBe('expanded');

    await user.click(screen.getByRole('button', { name: 'Toggle menu' }));
    expect(sidebarState()).toBe('collapsed');
    expect(cookie()).toBe('sidebar_state=false');

    await user.keyboard('{Control>}b{/Control}');
    expect(sidebarState()).toBe('expanded');
    expect(cookie()).toBe('sidebar_state=true');
    await user.keyboard('{Meta>}b{/Meta}');
    expect(sidebarState()).toBe('collapsed');
  });

  it('opens as a side sheet under 768 px, and closes when a section is chosen', async () => {
    setViewportWidth(375);
    fakeApi(signedIn(undefined, { 'GET /api/scheduled-posts': page([]), 'GET /api/videos': page([]) }));
    const { user } = renderApp('/ai-agents');
    await screen.findByTestId('greeting-name');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Toggle menu' }));
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('link', { name: 'Post Scheduler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentPath()).toBe('/scheduler');
    expect(await screen.findByRole('heading', { name: 'Post Scheduler' })).toBeVisible();
  });

  it('follows a resize across the mobile breakpoint', async () => {
    fakeApi(signedIn());
    renderApp('/ai-agents');
    await screen.findByTestId('greeting-name');
    expect(sidebarState()).toBe('expanded');
    act(() => setViewportWidth(600));
    // On a phone the desktop rail is gone; the menu button opens the sheet instead.
    await waitFor(() => expect(document.querySelector('[data-slot=sidebar][data-state]')).toBeNull());
  });

  it('logs out from the user menu and lands on the signed-out home page', async () => {
    const api = fakeApi(signedIn(undefined, { 'POST /api/auth/logout': reply(200, { message: 'Logged out' }) }));
    const { user } = renderApp('/ai-agents');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(api.calls('POST', '/api/auth/logout')).toHaveLength(1);
    expect(await screen.findAllByRole('link', { name: /Sign Up Free/ })).not.toHaveLength(0);
    expect(screen.queryByTestId('greeting-name')).toBeNull();
  });

  it('Billing & Plans goes to /subscribe', async () => {
    fakeApi(
      signedIn(undefined, {
        'GET /api/billing': { provider: 'sandbox', subscriptionStatus: 'inactive', canManage: false },
        'POST /api/get-or-create-subscription': reply(500, { message: 'x', code: 'internal' }),
      }),
    );
    const { user } = renderApp('/ai-agents');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: /Billing & Plans/ }));
    expect(currentPath()).toBe('/subscribe');
  });

  it('an unknown address shows the 404 screen', async () => {
    fakeApi(signedIn());
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: /404 Page Not Found/ })).toBeVisible();
  });
});
