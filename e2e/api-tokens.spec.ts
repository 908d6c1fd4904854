import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { shot } from './support/ui.ts';

// Settings -> API tokens against the real server: the token shown once works as a Bearer token on
// the REST API, and stops working once revoked. At 375 px nothing overflows sideways.
// Screenshots are written only when SHOTS_DIR is set.

for (const width of [1440, 375]) {
  test(`create, use and revoke an API token at ${width} px`, async ({ page, playwright }) => {
    await page.setViewportSize({ width, height: 900 });
    const { email } = await signUp(page, { tag: 'tokens', firstName: 'Maya' });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const section = page.getByRole('region', { name: 'API tokens' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText('No API tokens yet.')).toBeVisible();

    await section.getByLabel('Name').fill('My script');
    await section.getByRole('combobox', { name: 'Access' }).click();
    await page.getByRole('option', { name: 'Read and write' }).click();
    await section.getByRole('button', { name: 'Create token' }).click();
    const shown = section.getByLabel('New API token');
    await expect(shown).toHaveValue(/^rf_/);
    const token = await shown.inputValue();
    await expect(section.getByRole('list', { name: 'Your API tokens' })).toContainText('My script');
    await section.scrollIntoViewIfNeeded();
    await shot(page, `api-tokens-${width}`);

    // Nothing in the section is wider than the screen.
    const overflow = await section.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await section.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(width);

    // The token works on its own, with no cookie.
    const api = await playwright.request.newContext({ baseURL: page.url() });
    const me = await api.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(200);
    expect((await me.json()).email).toBe(email);

    await section.getByRole('button', { name: 'Revoke My script' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(section.getByText('No API tokens yet.')).toBeVisible();
    expect((await api.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
    await api.dispose();
  });
}
