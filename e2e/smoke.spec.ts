import { expect, test } from '@playwright/test';

test('a signed-out visit to /video-studio signs in first, then comes back', async ({ page }) => {
  await page.goto('/video-studio');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fvideo-studio$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('an unknown address shows a 404 that speaks to people', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText(/no page at this address/)).toBeVisible();
  await expect(page.getByText(/router/)).toHaveCount(0);
});
