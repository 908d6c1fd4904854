import { expect, test, type Page } from '@playwright/test';

// Settings -> Voice against the real server: the default voice and engine are saved to the
// account and read back after a reload. Screenshots are written only when SHOTS_DIR is set.

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

async function signUpAndLogIn(page: Page) {
  const email = `voice-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'correct-horse-battery';
  const signup = await page.request.post('/api/auth/signup', {
    data: { firstName: 'Vera', lastName: 'Voice', email, password },
  });
  expect(signup.status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
}

async function openVoiceSettings(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const section = page.getByRole('region', { name: 'Voice' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

test('a user saves a default voice and engine; they are there after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signUpAndLogIn(page);
  let section = await openVoiceSettings(page);
  await expect(section.getByTestId('voice-active')).toContainText('Your videos are narrated by');

  await section.getByRole('combobox', { name: /Default voice/ }).click();
  await page.getByRole('option', { name: 'Energetic (Female)' }).click();
  await section.getByRole('combobox', { name: /Voice engine/ }).click();
  await expect(page.getByRole('option', { name: 'Built-in (offline)' })).toBeVisible();
  await page.getByRole('option', { name: 'Built-in (offline)' }).click();
  await shot(page, 'voice-settings-1440');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByTestId('toast').getByText('Your videos will be narrated in Energetic (Female) by Built-in (offline).'),
  ).toBeVisible();

  await page.reload();
  section = await openVoiceSettings(page);
  await expect(section.getByRole('combobox', { name: /Default voice/ })).toContainText('Energetic (Female)');
  await expect(section.getByRole('combobox', { name: /Voice engine/ })).toContainText('Built-in (offline)');
  await expect(section.getByTestId('voice-active')).toContainText('narrated by Built-in (offline)');

  await page.setViewportSize({ width: 375, height: 812 });
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'voice-settings-375');
});
