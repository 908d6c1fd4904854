import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { shot, toast } from './support/ui.ts';

// Premium through Stripe Checkout and the customer portal, against the local Stripe fake's hosted
// pages (they deliver signed webhooks to the server). Runs only with E2E_BILLING=stripe, which
// starts the product with Stripe instead of the sandbox:
//   E2E_BILLING=stripe E2E_PORT=<p> E2E_PG_PORT=<q> npx playwright test e2e/billing-stripe.spec.ts
// Screenshots are written only when SHOTS_DIR is set.

test.skip(process.env.E2E_BILLING !== 'stripe', 'needs the server started with E2E_BILLING=stripe');

const status = async (page: Page) => ((await (await page.request.get('/api/auth/user')).json()) as { subscriptionStatus: string }).subscriptionStatus;

test('Stripe: Checkout makes the user Premium, the portal cancels it', async ({ page }) => {
  await signUp(page, { tag: 'stripe', firstName: 'Katherine', lastName: 'Johnson' });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/subscribe');
  await expect(page.getByTestId('stripe-checkout')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await shot(page, 'subscribe-stripe-375', true);
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'subscribe-stripe-1440', true);

  await page.getByRole('button', { name: /Upgrade for \$49\.99\/month/ }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to Reelforge Premium' })).toBeVisible();
  expect(await status(page)).not.toBe('active');
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();

  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(toast(page)).toContainText('Payment Successful');
  await expect(page.getByTestId('premium-status')).toContainText('Premium is active');
  expect(await status(page)).toBe('active');
  await shot(page, 'subscribe-stripe-premium-1440', true);

  await page.getByRole('button', { name: /Manage subscription/ }).click();
  await expect(page.getByRole('heading', { name: 'Manage your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect.poll(() => status(page)).toBe('canceled');
  await page.reload();
  await expect(page.getByTestId('stripe-checkout')).toBeVisible();
});
