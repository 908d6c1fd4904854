import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { fillTopicForm, openCreateDialog } from './support/studio.ts';
import { shotsAtBothWidths } from './support/ui.ts';

// Issue 24, item 4, "Regenerate means a new script": the studio sends the script on screen and the
// next variation, so pressing Regenerate twice shows three different scripts (the built-in writer:
// the e2e server runs no model). Screenshots of the script step only when SHOTS_DIR is set.

test('Regenerate twice -> three different scripts', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { tag: 'regenerate' });
  const dialog = await openCreateDialog(page);
  await fillTopicForm(dialog, { topic: 'How octopuses see color', duration: '15-30 seconds', tone: 'Casual & Friendly' });

  const requests: Record<string, unknown>[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/ai/generate-script')) requests.push(req.postDataJSON() as Record<string, unknown>);
  });

  await dialog.getByRole('button', { name: 'Generate Script' }).click();
  await expect(dialog.getByRole('heading', { name: 'Review your script' })).toBeVisible({ timeout: 30_000 });
  const text = dialog.getByTestId('script-text');
  const scripts = [await text.inputValue()];
  // The question's subject, not the question pasted into a template (issue 24).
  expect(scripts[0]).toMatch(/octopus/i);
  expect(scripts[0]).not.toMatch(/How octopuses see color/);
  await shotsAtBothWidths(page, 'regenerate-script-step');

  for (const n of [1, 2]) {
    await dialog.getByRole('button', { name: 'Regenerate' }).click();
    await expect(text).not.toHaveValue(scripts[n - 1]!, { timeout: 30_000 });
    await expect(dialog.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
    scripts.push(await text.inputValue());
    expect(requests[n]).toMatchObject({ previousScript: scripts[n - 1], variation: n });
  }
  expect(new Set(scripts).size).toBe(3);
  // Not only the words around it: each script opens differently.
  expect(new Set(scripts.map((s) => s.split('\n')[0])).size).toBe(3);
  await shotsAtBothWidths(page, 'regenerate-script-step-third');
});
