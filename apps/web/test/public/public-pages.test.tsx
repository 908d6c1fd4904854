import { LEGAL_LAST_UPDATED } from '@reelforge/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../support/fake-api';
import { currentPath, renderApp, watchPageNavigation } from '../support/render';
import { signedOut } from '../support/routes';

// Spec section 2: what a signed-out visitor can open, and what they cannot.

describe('Signed-out pages', () => {
  it('the landing page sends Sign Up Free to /signup and pricing to the sign-in redirect', async () => {
    fakeApi(signedOut());
    const nav = watchPageNavigation();
    const { user } = renderApp('/');
    expect((await screen.findAllByRole('link', { name: /Sign Up Free/ }))[0]).toHaveAttribute('href', '/signup');
    for (const stat of ['2.4M+', '150K+', '$50M+']) expect(screen.getByText(stat)).toBeVisible();
    const pricing = screen.getByRole('heading', { name: /SILVER/ }).closest('article, li, div')!;
    await user.click(within(pricing as HTMLElement).getByRole('button'));
    expect(nav.go).toHaveBeenCalledWith('/api/login');
  });

  it.each([
    ['/terms', /Terms of Use/],
    ['/privacy', /Privacy Policy/],
    ['/aml', /AML/],
  ])('%s shows its legal text, last updated on the spec date', async (path, heading) => {
    fakeApi(signedOut());
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getAllByText(new RegExp(LEGAL_LAST_UPDATED)).length).toBeGreaterThan(0);
  });

  it('the AI agents page lists the orchestra and sends Activate All Agents to sign in', async () => {
    fakeApi(signedOut());
    const nav = watchPageNavigation();
    const { user } = renderApp('/ai-agents');
    expect(await screen.findByRole('heading', { name: 'AI Agents Orchestra' })).toBeVisible();
    for (const group of ['Core Creator Agents', 'Strategic Intelligence Agents', 'Automation & Support Agents']) {
      expect(screen.getByRole('heading', { name: group })).toBeVisible();
    }
    await user.click(screen.getAllByRole('button', { name: /Activate All Agents/ })[0]!);
    expect(nav.go).toHaveBeenCalledWith('/api/login');
  });

  it.each(['/video-studio', '/analytics', '/subscribe', '/dashboard', '/strategy'])(
    'a signed-out visit to %s signs in first and comes back there',
    async (path) => {
      fakeApi(signedOut());
      renderApp(`${path}?video=v1`);
      expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      expect(currentPath()).toBe(`/login?returnTo=${encodeURIComponent(`${path}?video=v1`)}`);
      expect(screen.queryByRole('heading', { name: /404/ })).toBeNull();
    },
  );
});
