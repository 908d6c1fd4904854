import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { fillTopicForm, generateToStoryboard, openCreateDialog } from './support/studio.ts';
import { choose, shot } from './support/ui.ts';

// Issue 25 in the browser: a script researched from the local MediaWiki fake shows its numbers as
// stat scenes in the storyboard, and a creator edits a list scene's items in the studio's
// storyboard, saves, and finds them after a reload. No render: the designs are the storyboard's.
//   E2E_PORT=<p> E2E_PG_PORT=<q> npx playwright test e2e/scene-kinds.spec.ts
// Screenshots are written only when SHOTS_DIR is set.

test('a generated script shows a stat scene; a list scene is edited, saved and still there after a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, { tag: 'scene-kinds', firstName: 'Edward', lastName: 'Tufte' });
  await page.setViewportSize({ width: 1440, height: 900 });

  const dialog = await openCreateDialog(page);
  await fillTopicForm(dialog, { topic: 'Varnholm', duration: '30-60 seconds' });
  await generateToStoryboard(dialog);

  // The article's number, shown as a stat: its value as the scene says it.
  const stat = dialog.getByTestId('storyboard-scene').filter({ has: page.getByTestId('scene-kind').getByText('Stat', { exact: true }) }).first();
  await expect(stat).toBeVisible();
  await expect(stat.getByRole('combobox', { name: 'Design' })).toHaveText('Stat');
  const value = await stat.getByRole('textbox', { name: 'Value' }).inputValue();
  expect(value).toMatch(/\d/);
  expect(await stat.getByRole('textbox', { name: /^Scene \d+ text$/ }).inputValue()).toContain(value);
  await expect(stat.getByRole('textbox', { name: 'Label' })).not.toHaveValue('');
  // Most scenes stay narration.
  const kinds = await dialog.getByTestId('scene-kind').allTextContents();
  expect(kinds.filter((k) => k === 'Narration').length).toBeGreaterThan(kinds.length / 2);
  await stat.scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'scene-kinds-flow-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await stat.scrollIntoViewIfNeeded();
  await shot(page, 'scene-kinds-flow-375');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('Escape');

  // A saved video whose storyboard has a list scene (as the notes writer makes on a recap).
  const made = await page.request.post('/api/videos', {
    data: { title: 'Packing for Varnholm', script: 'Pack for wind and rain.\n\nThree things to bring.', platforms: ['tiktok'] },
  });
  expect(made.status()).toBe(201);
  const id = ((await made.json()) as { id: string }).id;
  const put = await page.request.put(`/api/videos/${id}/storyboard`, {
    data: {
      scenes: [
        { text: 'Pack for wind and rain.', kind: 'stat', stat: { value: '95 minutes', label: 'on the ferry from Brevik' } },
        { text: 'Three things to bring.', kind: 'list', items: ['A raincoat', 'Boots', 'A flask'] },
      ],
    },
  });
  expect(put.status(), await put.text()).toBe(200);

  await page.goto(`/video-studio?video=${id}`);
  const editor = page.getByRole('region', { name: 'Video editor' });
  await editor.getByRole('button', { name: 'Storyboard' }).click();
  const studio = page.getByRole('dialog');
  const list = studio.getByTestId('storyboard-scene').nth(1);
  await expect(list.getByTestId('scene-kind')).toHaveText('List');
  const items = list.getByRole('textbox', { name: 'Items, one per line' });
  await expect(items).toHaveValue('A raincoat\nBoots\nA flask');
  await items.fill('A raincoat');
  // One item is no list: said beside the field, and the board cannot be saved.
  await expect(list.getByTestId('scene-design-problem')).toHaveText(/A list needs 2 to 6 items/);
  await expect(studio.getByRole('button', { name: 'Save storyboard' })).toBeDisabled();
  await items.fill('A raincoat\nWool socks\nBoots\nA flask');
  await expect(list.getByTestId('scene-design-problem')).toHaveCount(0);
  // Every other design's fields, looked at and checked; back to Stat, its data is still there.
  const first = studio.getByTestId('storyboard-scene').first();
  for (const design of ['Comparison', 'Quote', 'Timeline']) {
    await choose(first, 'Design', design);
    await expect(first.getByTestId('scene-kind')).toHaveText(design);
    await expect(studio.getByRole('button', { name: 'Save storyboard' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await first.scrollIntoViewIfNeeded();
    await shot(page, `scene-kinds-${design.toLowerCase()}-1440`);
    await page.setViewportSize({ width: 375, height: 812 });
    await first.getByTestId('scene-design').scrollIntoViewIfNeeded();
    await shot(page, `scene-kinds-${design.toLowerCase()}-375`);
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await choose(first, 'Design', 'Stat');
  await expect(first.getByRole('textbox', { name: 'Value' })).toHaveValue('95 minutes');
  await list.scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'scene-kinds-studio-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await list.scrollIntoViewIfNeeded();
  await shot(page, 'scene-kinds-studio-375');
  await page.setViewportSize({ width: 1440, height: 900 });
  await studio.getByRole('button', { name: 'Save storyboard' }).click();
  await expect(studio).toBeHidden();

  await page.reload();
  await editor.getByRole('button', { name: 'Storyboard' }).click();
  const again = page.getByRole('dialog').getByTestId('storyboard-scene');
  await expect(again.nth(1).getByRole('textbox', { name: 'Items, one per line' })).toHaveValue('A raincoat\nWool socks\nBoots\nA flask');
  await expect(again.nth(0).getByRole('textbox', { name: 'Value' })).toHaveValue('95 minutes');
});
