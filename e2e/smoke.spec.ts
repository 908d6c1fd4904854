import { expect, test } from '@playwright/test';

test('a signed-out visit to /video-studio shows the 404 screen', async ({ page }) => {
  await page.goto('/video-studio');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
