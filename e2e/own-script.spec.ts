import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { shotsAtBothWidths } from './support/ui.ts';
import { captionWords, plays } from './support/media.ts';
import { openCreateDialog } from './support/studio.ts';

// Issue 9, "Your own script": write my own -> render -> it plays -> edit the script -> Re-render
// -> the new video plays, longer, with the new words in its captions. Against the real server,
// worker and video engine. Screenshots only when SHOTS_DIR is set.

const RENDER_TIMEOUT = 150_000;

const FIRST =
  'Water your plants in the morning, before the sun is high.\n\nFeed them once a month in spring and summer.';
const ADDED = 'Repot a plant when its roots circle the bottom of the pot.';

/** The words of the captions file next to the player, lower-case, in order (cues split lines anywhere). */

test('write my own -> render -> plays -> edit -> Re-render -> the new video plays', async ({ page }) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { tag: 'own' });
  const dialog = await openCreateDialog(page);
  await expect(dialog.getByRole('tab', { name: 'Generate with AI' })).toHaveAttribute('aria-selected', 'true');
  await shotsAtBothWidths(page, 'ai-dialog');

  // "Write my own": no topic, no writer; the words as they are.
  await dialog.getByRole('tab', { name: 'Write my own' }).click();
  await expect(dialog.getByRole('heading', { name: 'Render your own script' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Plant care basics');
  await dialog.getByTestId('own-script-text').fill(FIRST);
  await dialog.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'TikTok', exact: true }).click();
  await shotsAtBothWidths(page, 'own-script-dialog');
  await dialog.getByRole('button', { name: 'Render Video' }).click();

  await expect(dialog.getByTestId('render-progress')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('heading', { name: 'Your video is ready' })).toBeVisible({ timeout: RENDER_TIMEOUT });
  const firstPlayer = dialog.getByTestId('video-player');
  const firstLength = await plays(firstPlayer);
  const firstCaptions = await captionWords(page, firstPlayer);
  expect(firstCaptions).toContain('water your plants');
  expect(firstCaptions).not.toContain('repot');

  // In the studio: rendered and unchanged, so nothing to render.
  await dialog.getByRole('button', { name: 'Open in Studio' }).click();
  await expect(dialog).toBeHidden();
  const editor = page.getByRole('region', { name: 'Video editor' });
  await expect(editor.getByTestId('video-status')).toHaveText('Ready');
  await expect(editor.getByRole('button', { name: 'Re-render' })).toHaveCount(0);

  // Edit the script: Re-render saves it and renders it; the old video stays on screen meanwhile.
  const script = editor.getByRole('textbox', { name: 'Script', exact: true });
  await script.fill(`${FIRST}\n\n${ADDED}`);
  await expect(editor.getByRole('button', { name: 'Re-render' })).toBeVisible();
  await shotsAtBothWidths(page, 'studio-rerender');
  await editor.getByRole('button', { name: 'Re-render' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Rendering started' })).toBeVisible();
  const progress = editor.getByTestId('editor-render-progress');
  await expect(progress).toContainText('Re-rendering', { timeout: 30_000 });
  await expect(editor.getByRole('button', { name: 'Play preview' })).toBeVisible();
  await shotsAtBothWidths(page, 'studio-rerendering');

  await expect(editor.getByTestId('video-status')).toHaveText('Ready', { timeout: RENDER_TIMEOUT });
  await expect(progress).toBeHidden();
  await expect(editor.getByRole('button', { name: 'Re-render' })).toHaveCount(0);

  await editor.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('dialog');
  const player = preview.getByTestId('video-player');
  const newLength = await plays(player);
  // The added sentence is spoken: a longer video, and its words are in the captions.
  expect(newLength).toBeGreaterThan(firstLength);
  const captions = await captionWords(page, player);
  expect(captions).toContain('repot a plant');
  expect(captions).toContain('water your plants');
});
