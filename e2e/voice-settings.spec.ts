import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { openSettings, shot } from './support/ui.ts';

// Settings -> Voice against the real server: the default voice and engine are saved to the
// account and read back after a reload. Screenshots are written only when SHOTS_DIR is set.

test('a user saves a default voice and engine; they are there after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signUp(page, { tag: 'voice', firstName: 'Vera', lastName: 'Voice' });
  let section = await openSettings(page, 'Voice', { scroll: true });
  await expect(section.getByTestId('voice-active')).toContainText('Your videos are narrated by');

  await section.getByRole('combobox', { name: /Default voice/ }).click();
  await page.getByRole('option', { name: 'Basic, offline: Energetic (Female)' }).click();
  await section.getByRole('combobox', { name: /Voice engine/ }).click();
  await expect(page.getByRole('option', { name: 'Basic, offline voice (built-in eSpeak NG)' })).toBeVisible();
  await page.getByRole('option', { name: 'Basic, offline voice (built-in eSpeak NG)' }).click();
  await shot(page, 'voice-settings-1440');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByTestId('toast').getByText('Your videos will be narrated in Basic, offline: Energetic (Female) (built-in eSpeak NG).'),
  ).toBeVisible();

  await page.reload();
  section = await openSettings(page, 'Voice', { scroll: true });
  await expect(section.getByRole('combobox', { name: /Default voice/ })).toContainText('Basic, offline: Energetic (Female)');
  await expect(section.getByRole('combobox', { name: /Voice engine/ })).toContainText('Basic, offline voice (built-in eSpeak NG)');
  await expect(section.getByTestId('voice-active')).toContainText('narrated by Basic, offline voice (built-in eSpeak NG)');

  await page.setViewportSize({ width: 375, height: 812 });
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'voice-settings-375');
});
