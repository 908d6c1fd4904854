import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { captionWords, plays } from './support/media.ts';
import { shotsAtBothWidths, toast } from './support/ui.ts';

// Issue 28 item 2 in the browser: a video -> Translate -> pick Spanish -> the new draft opens in
// the studio in Spanish -> render -> it plays, its captions the translator's words. The e2e server
// translates with the local LibreTranslate fake (apps/server/test/fakes/libretranslate.ts), whose
// word table says "The octopus has three hearts" as "El pulpo tiene tres corazones".
// Screenshots only when SHOTS_DIR is set.

const RENDER_TIMEOUT = 180_000;
const SCRIPT = 'The octopus has three hearts.\n\nIts blood is blue and it has nine brains.';


test('a video -> Translate -> the Spanish video opens, renders and plays', async ({ page }) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { tag: 'translate' });
  const created = await page.request.post('/api/videos', {
    data: { title: 'Octopus facts', description: 'Amazing facts of the sea.\n\n#octopus', script: SCRIPT, platforms: ['tiktok'] },
  });
  expect(created.ok()).toBe(true);
  const source = (await created.json()) as { id: string };

  await page.goto(`/video-studio?video=${source.id}`);
  const editor = page.getByRole('region', { name: 'Video editor' });
  await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue('Octopus facts');
  await editor.getByRole('button', { name: 'Translate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Translate' });
  await expect(dialog).toBeVisible();
  await shotsAtBothWidths(page, 'translate-dialog-all', false);
  // The video's own language is not offered.
  await dialog.getByRole('searchbox', { name: 'Search languages' }).fill('english');
  await expect(dialog.getByText('No language matches.')).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Search languages' }).fill('span');
  await dialog.getByRole('checkbox', { name: 'Spanish' }).check();
  await expect(dialog.getByText('1 picked: Spanish.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shotsAtBothWidths(page, 'translate-dialog', false);

  await dialog.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(toast(page).filter({ hasText: '1 translated video is ready to review in the storyboard.' })).toBeVisible();
  const open = dialog.getByRole('link', { name: 'Open the Spanish video' });
  await expect(open).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Translated videos' })).toContainText('Pulpo datos');
  expect(await seriousViolations(page)).toEqual([]);
  await shotsAtBothWidths(page, 'translate-done', false);

  await open.click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(new RegExp(source.id));
  // The translation, a draft to review: its script is the translator's words.
  await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue('Pulpo datos');
  await expect(editor.getByRole('textbox', { name: 'Script', exact: true })).toHaveValue(/^El pulpo tiene tres corazones\./);
  await expect(editor.getByTestId('video-status')).toHaveText('Draft');
  await expect(editor.getByTestId('translation-of')).toContainText('Spanish translation');
  expect(await seriousViolations(page)).toEqual([]);
  await shotsAtBothWidths(page, 'translate-opened');

  await editor.getByRole('button', { name: 'Render', exact: true }).click();
  await expect(editor.getByTestId('video-status')).toHaveText('Ready', { timeout: RENDER_TIMEOUT });
  await editor.getByRole('button', { name: 'Preview', exact: true }).click();
  const player = page.getByRole('dialog').getByTestId('video-player');
  expect(await plays(player)).toBeGreaterThan(0);
  const captions = await captionWords(page, player);
  expect(captions).toContain('el pulpo tiene tres corazones');
  expect(captions).toContain('su sangre es azul');
});
