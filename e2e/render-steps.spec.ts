import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { startPlaying, type Media } from './support/media.ts';
import { atBothWidths, SHOTS, shotsAtBothWidths } from './support/ui.ts';
import { openCreateDialog } from './support/studio.ts';

// Issue 26 in the browser: a rendered video's storyboard -> preview a scene in its card (a real
// MP4 from the server plays) -> edit that scene's words -> save -> Re-render -> the studio's steps
// show the other scenes reused from the render cache (the e2e server runs with RENDER_CACHE_MAX_MB).
// Screenshots only when SHOTS_DIR is set.

const RENDER_TIMEOUT = 180_000;
const SCRIPT = [
  'Water your plants in the morning, before the sun is high.',
  'Feed them once a month in spring and summer.',
  'Repot a plant when its roots circle the bottom of the pot.',
].join('\n\n');
const EDITED = 'Feed them every two weeks while they grow.';

const sceneRow = (editor: Locator, n: number) => editor.getByTestId('render-scene').and(editor.getByLabel(`Scene ${n}`, { exact: true }));

async function renderOwnScript(page: Page) {
  const dialog = await openCreateDialog(page);
  await dialog.getByRole('tab', { name: 'Write my own' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Plant care in three steps');
  await dialog.getByTestId('own-script-text').fill(SCRIPT);
  await dialog.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'TikTok', exact: true }).click();
  await dialog.getByRole('button', { name: 'Render Video' }).click();
  // The first render's scenes fill in under its progress (a screenshot if the page shows them in time).
  const ready = dialog.getByRole('heading', { name: 'Your video is ready' });
  const filling = dialog.getByTestId('render-steps');
  await expect.poll(async () => (await filling.isVisible()) || (await ready.isVisible()), { timeout: RENDER_TIMEOUT }).toBe(true);
  if (await filling.isVisible()) await shotsAtBothWidths(page, 'ai-render-steps-during', false);
  await expect(ready).toBeVisible({ timeout: RENDER_TIMEOUT });
  await dialog.getByRole('button', { name: 'Open in Studio' }).click();
  await expect(dialog).toBeHidden();
}

test('storyboard -> preview a scene -> edit it -> Re-render -> the other scenes are cached', async ({ page }) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { tag: 'steps' });
  await renderOwnScript(page);

  // The first render made every scene; the studio lists them after it.
  const editor = page.getByRole('region', { name: 'Video editor' });
  const steps = editor.getByTestId('render-steps');
  await expect(steps).toBeVisible();
  await expect(editor.getByTestId('render-scene')).toHaveCount(3);
  await expect(editor.getByTestId('render-join')).toContainText('Joined');

  // Scene 2 plays in its card: a small MP4 of the saved scene.
  await editor.getByRole('button', { name: 'Storyboard' }).click();
  const dialog = page.getByRole('dialog');
  const second = dialog.getByTestId('storyboard-scene').nth(1);
  await second.getByRole('button', { name: 'Preview scene 2' }).click();
  const video = second.getByTestId('scene-preview-video');
  await expect(video).toBeVisible({ timeout: 60_000 });
  await startPlaying(video);
  const media = await video.evaluate((v) => {
    const el = v as unknown as Media;
    return { readyState: el.readyState, duration: el.duration, width: el.videoWidth };
  });
  expect(media.readyState).toBeGreaterThan(0);
  expect(media.duration).toBeGreaterThan(0);
  expect(media.width).toBe(540);
  expect(await seriousViolations(page)).toEqual([]);
  await video.evaluate((v) => (v as unknown as Media).pause());
  if (SHOTS)
    await atBothWidths(page, async (width) => {
      await video.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/scene-preview-${width}.png` });
    });

  // New words: the preview would be of the saved scene, so it waits for Save.
  await second.getByRole('textbox', { name: 'Scene 2 text' }).fill(EDITED);
  await expect(second.getByRole('button', { name: 'Preview scene 2' })).toBeDisabled();
  await expect(second).toContainText('Save the storyboard to preview it');
  await dialog.getByRole('button', { name: 'Save storyboard' }).click();
  await expect(dialog).toBeHidden();

  await editor.getByRole('button', { name: 'Re-render' }).click();
  await expect(editor.getByTestId('video-status')).toHaveText('Generating', { timeout: 30_000 });
  // Scenes fill in while it renders. Cached scenes settle fast, so the screenshot of a render
  // half done is taken only if the page shows one before the render ends.
  const working = editor.getByTestId('render-join').getByText('Rendering the remaining parts');
  await expect
    .poll(async () => (await working.isVisible()) || (await editor.getByTestId('video-status').textContent()) === 'Ready', { timeout: RENDER_TIMEOUT })
    .toBe(true);
  if (await working.isVisible()) await shotsAtBothWidths(page, 'render-steps-during');

  await expect(editor.getByTestId('video-status')).toHaveText('Ready', { timeout: RENDER_TIMEOUT });
  await expect(editor.getByTestId('render-join')).toContainText('Joined');
  await expect(editor.getByTestId('render-scene')).toHaveCount(3);
  // The edited scene was rendered again; its neighbours' narration and video came from the cache.
  for (const n of [1, 3]) {
    const row = sceneRow(editor, n);
    await expect(row.getByTestId('render-scene-state')).toHaveText('Reused');
    await expect(row.locator('[data-kind="segment"]')).toHaveAttribute('data-cached', 'true');
    await expect(row.locator('[data-kind="narration"]')).toHaveAttribute('data-cached', 'true');
  }
  const edited = sceneRow(editor, 2);
  await expect(edited.getByTestId('render-scene-state')).toHaveText('Rendered');
  await expect(edited.locator('[data-kind="segment"]')).toHaveAttribute('data-cached', 'false');
  await expect(steps).toContainText('cached');
  expect(await seriousViolations(page)).toEqual([]);
  await steps.scrollIntoViewIfNeeded();
  await shotsAtBothWidths(page, 'render-steps-after');
});
