import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { shot } from './support/ui.ts';

// The AI agents against the real server (its workers run in the web process): live status,
// "Activate All Agents" as a real check with staged toasts, and a saved agent setting.
// Screenshots are written only when SHOTS_DIR is set.

test('the orchestra shows real status, Activate All Agents checks each capability, and a setting is saved', async ({ page }) => {
  // Eight staged toasts take 9 s by design, and full-page screenshots are slow on a shared machine.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signUp(page, { tag: 'agents', firstName: 'Otto', lastName: 'Orchestra' });
  await page.goto('/ai-agents');
  await expect(page.getByTestId('agent-status')).toHaveCount(8);
  const video = page.locator('[data-agent="video_creation"]');
  // The worker runs beside the API, so the video agent is up; posting has no platform connected yet.
  await expect(video.getByTestId('agent-status')).toHaveText('Active');
  const posting = page.locator('[data-agent="multi_channel_posting"]');
  await expect(posting.getByTestId('agent-status')).toHaveText('Inactive');
  await expect(posting.getByTestId('agent-reason')).toContainText('No platform is connected to your account.');
  await shot(page, 'ai-agents-1440', true);

  // Every toast title, in the order they appear (one toast at a time, so each replaces the last).
  await page.evaluate(() => {
    const w = window as unknown as { toastTitles: string[] };
    w.toastTitles = [];
    new MutationObserver(() => {
      const title = document.querySelector('[data-testid=toast] .font-semibold')?.textContent ?? '';
      if (title && w.toastTitles.at(-1) !== title) w.toastTitles.push(title);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Activate All Agents' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast.getByText(/of 8 capabilities not available/)).toBeVisible({ timeout: 30_000 });
  const titles = await page.evaluate(() => (window as unknown as { toastTitles: string[] }).toastTitles);
  expect(titles).toEqual([
    '✓ Database',
    '✓ Render worker',
    '✓ ffmpeg',
    '✓ Voice engine',
    '✓ Script writer',
    '✓ Publish worker',
    '✗ Platform connections',
    '✓ Analytics sync',
    '1 of 8 capabilities not available',
  ]);
  const summary = page.getByTestId('activation-summary');
  await expect(summary).toContainText('Platform connections: No platform connected');
  await expect(summary).toContainText('Connect a platform in the Post Scheduler.');
  await shot(page, 'ai-agents-activated-1440', true);

  await video.getByRole('button', { name: 'GodCreator Bootstrap Agent settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'GodCreator Bootstrap Agent settings' });
  await expect(dialog.getByText('Resource Allocation: 75%')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Processing Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await dialog.getByRole('slider').press('ArrowRight');
  await shot(page, 'agent-settings-1440', true);
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast.getByText('GodCreator Bootstrap Agent settings saved.')).toBeVisible();

  await page.reload();
  await page.locator('[data-agent="video_creation"]').getByRole('button', { name: 'GodCreator Bootstrap Agent settings' }).click();
  const again = page.getByRole('dialog', { name: 'GodCreator Bootstrap Agent settings' });
  await expect(again.getByText('Resource Allocation: 80%')).toBeVisible();
  await expect(again.getByRole('combobox', { name: 'Processing Priority' })).toContainText('High');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'ai-agents-375', true);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'AI Agents' }).getByTestId('agent-status')).toHaveCount(6);
  await shot(page, 'dashboard-375', true);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await shot(page, 'dashboard-1440', true);
});
