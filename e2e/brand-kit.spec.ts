import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { openSettings, shot } from './support/ui.ts';

// Settings -> Brand kit against the real server: a logo uploaded, colours and defaults saved and
// read back after a reload; nothing overflows at 375 px. Screenshots only when SHOTS_DIR is set.

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><rect x="5" y="5" width="290" height="140" rx="30" fill="#7C3AED"/><circle cx="75" cy="75" r="45" fill="#22CC88"/></svg>';

test('a user uploads a logo and saves a brand kit; it is there after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signUp(page, { tag: 'brand', firstName: 'Bree', lastName: 'Brand' });

  let section = await openSettings(page, 'Brand kit', { scroll: true });
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
  section = await openSettings(page, 'Brand kit', { scroll: true });
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
