import { formatUsd, LEGAL_LAST_UPDATED, NARRATION_LANGUAGE_COUNT, PLANS } from '@reelforge/contracts';
import { cleanup, screen, within } from '@testing-library/react';
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
    await user.click(screen.getByRole('button', { name: 'Start Creating Now' }));
    expect(nav.go).toHaveBeenCalledWith('/api/login');
  });

  it('sells what the app sells: Free and Premium from the plans table, not tiers', async () => {
    fakeApi(signedOut());
    const nav = watchPageNavigation();
    const { user } = renderApp('/');
    const cards = await screen.findAllByTestId('pricing-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([PLANS.free.name, PLANS.premium.name]);
    expect(cards[0]).toHaveTextContent(formatUsd(PLANS.free.priceUsd));
    expect(cards[1]).toHaveTextContent(formatUsd(PLANS.premium.priceUsd));
    for (const feature of PLANS.premium.features) expect(cards[1]).toHaveTextContent(feature);
    for (const tier of ['SILVER', 'GOLD', 'PLATINUM', 'DIAMOND']) expect(screen.queryByText(new RegExp(tier))).toBeNull();
    expect(within(cards[0]!).getByRole('link', { name: 'Start Free' })).toHaveAttribute('href', '/signup');
    await user.click(within(cards[1]!).getByRole('button', { name: 'Go Premium' }));
    expect(nav.go).toHaveBeenCalledWith('/api/login?returnTo=%2Fsubscribe');
  });

  it('says one language figure, from the contracts list, on the landing and agents pages', async () => {
    fakeApi(signedOut());
    renderApp('/');
    await screen.findAllByTestId('pricing-card');
    // Every "N languages" but PaulinaAI's own (the chat answers in its help corpus' 10 languages).
    const said = () => [...document.body.textContent!.matchAll(/(\d+\+?) languages/g)].map((m) => m[1]).filter((n) => n !== '10+');
    expect(said().length).toBeGreaterThanOrEqual(3);
    expect(new Set(said())).toEqual(new Set([String(NARRATION_LANGUAGE_COUNT)]));
    cleanup();
    renderApp('/ai-agents');
    await screen.findByRole('heading', { name: 'AI Agents Orchestra' });
    expect(said().length).toBeGreaterThanOrEqual(1);
    expect(new Set(said())).toEqual(new Set([String(NARRATION_LANGUAGE_COUNT)]));
    expect(screen.queryByText(/SILVER|DIAMOND/)).toBeNull();
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

  it('the Terms describe the plans sold, Free and Premium from the plans table, not tiers', async () => {
    fakeApi(signedOut());
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: /Terms of Use/ })).toBeVisible();
    expect(screen.getByText(new RegExp(`^${PLANS.free.name} — \\${formatUsd(PLANS.free.priceUsd)}:`))).toBeVisible();
    const premium = screen.getByText(new RegExp(`^${PLANS.premium.name} — \\${formatUsd(PLANS.premium.priceUsd)} per month:`));
    for (const feature of PLANS.premium.features) expect(premium).toHaveTextContent(feature);
    expect(document.body.textContent).not.toMatch(/SILVER|GOLD|PLATINUM|DIAMOND/);
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
