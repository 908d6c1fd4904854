import type { Locator, Page } from '@playwright/test';

/** Where screenshots go; none are taken unless it is set. */
export const SHOTS = process.env.SHOTS_DIR;

/** A screenshot named `name` (the viewport, or the whole page), when SHOTS_DIR is set. */
export const shot = async (page: Page, name: string, fullPage = false) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};

/** Runs `each` at 1440 px wide and at 375 (a phone, 812 tall), then goes back to 1440 × 900. */
export async function atBothWidths(page: Page, each: (width: number) => Promise<unknown>) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await each(width);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Screenshots `<name>-1440` and `<name>-375`, when SHOTS_DIR is set. */
export async function shotsAtBothWidths(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  await atBothWidths(page, (width) => page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage }));
}

export const toast = (page: Page) => page.getByTestId('toast');

/** Picks `option` in the select named `field` inside `scope` (its options open in a portal on the page). */
export async function choose(
  scope: Locator | Page,
  field: string | RegExp,
  option: string | RegExp,
  { exact = true }: { exact?: boolean } = {},
) {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact }).first().click();
}

/** Opens the dashboard's Social Media Connections dialog and returns it. */
export async function openConnections(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Manage Connections' }).first().click();
  return page.getByRole('dialog', { name: 'Social Media Connections' });
}

/** Opens Settings from the account menu and returns its section named `name`. */
export async function openSettings(page: Page, name: string, { scroll = false }: { scroll?: boolean } = {}) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const section = page.getByRole('region', { name });
  if (scroll) await section.scrollIntoViewIfNeeded();
  return section;
}
