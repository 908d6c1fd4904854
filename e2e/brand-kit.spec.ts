import { expect, test, type Page } from '@playwright/test';

// Settings -> Brand kit against the real server: a logo uploaded, colours and defaults saved and
// read back after a reload; nothing overflows at 375 px. Screenshots only when SHOTS_DIR is set.

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><rect x="5" y="5" width="290" height="140" rx="30" fill="#7C3AED"/><circle cx="75" cy="75" r="45" fill="#22CC88"/></svg>';

async function openBrandKit(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const section = page.getByRole('region', { name: 'Brand kit' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

test('a user uploads a logo and saves a brand kit; it is there after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const email = `brand-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'correct-horse-battery';
  expect((await page.request.post('/api/auth/signup', { data: { firstName: 'Bree', lastName: 'Brand', email, password } })).status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);

  let section = await openBrandKit(page);
  await expect(section.getByRole('button', { name: /Upload logo/ })).toBeEnabled();
  await section.getByLabel('Logo file').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO_SVG) });
  await expect(section.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await section.getByRole('combobox', { name: 'Logo corner' }).click();
  await page.getByRole('option', { name: 'Bottom left' }).click();
  await section.getByRole('textbox', { name: /^Brand colour 1/ }).fill('#7C3AED');
  await section.getByRole('textbox', { name: /^Brand colour 2/ }).fill('#22CC88');
  await section.getByRole('combobox', { name: 'Caption style' }).click();
  await page.getByRole('option', { name: 'Boxed' }).click();
  await section.getByRole('button', { name: 'Save brand kit' }).click();
  await expect(page.getByTestId('toast').getByText('Your brand kit is saved. New videos start with it.')).toBeVisible();
  await shot(page, 'brand-kit-1440');

  await page.reload();
  section = await openBrandKit(page);
  await expect(section.getByRole('combobox', { name: 'Logo corner' })).toContainText('Bottom left');
  await expect(section.getByRole('textbox', { name: /^Brand colour 1/ })).toHaveValue('#7C3AED');
  await expect(section.getByRole('img', { name: 'Your logo' })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await section.scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    return dialog ? dialog.scrollWidth - dialog.clientWidth : 0;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'brand-kit-375');
});
