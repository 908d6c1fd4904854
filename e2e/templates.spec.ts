import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { choose, SHOTS, shotsAtBothWidths } from './support/ui.ts';

// Issue 10, templates that drive generation: the dashboard's Content Library (starter pack,
// category filter, Add Template), then "Use" fills the AI flow and the script comes back in the
// template's structure (a listicle: numbered points). Screenshots only when SHOTS_DIR is set.

/** Pages whole; an open dialog as the viewport shows it (a full-page shot leaves a fixed dialog out). */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  await shotsAtBothWidths(page, name, !(await page.getByRole('dialog').isVisible()));
}

test('Content Library: starters, filter, Add Template, Use template -> filled form -> numbered script', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { tag: 'tpl' });
  await page.goto('/dashboard');

  const library = page.getByRole('region', { name: 'Content Library' });
  const cards = library.getByTestId('template-card');
  await expect(cards).toHaveCount(6);
  await expect(library.getByText('Starter')).toHaveCount(6);
  await shots(page, 'dashboard-library');

  // The category filter: Education holds the starter tutorial only.
  await library.getByRole('button', { name: 'Education' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Step-by-step how-to');
  await library.getByRole('button', { name: 'All', exact: true }).click();

  // Add Template from scratch: a listicle.
  await library.getByRole('button', { name: 'Add Template' }).click();
  const add = page.getByRole('dialog');
  await add.getByRole('textbox', { name: 'Name' }).fill('Gadget countdown');
  await choose(add, 'Category', 'Technology', { exact: false });
  await choose(add, 'Structure', /^Listicle/, { exact: false });
  await choose(add, 'Tone', 'Casual & Friendly', { exact: false });
  await choose(add, 'Duration', '15-30 seconds', { exact: false });
  await choose(add, 'Platform', 'Instagram', { exact: false });
  await choose(add, 'Captions', 'Boxed', { exact: false });
  await shots(page, 'add-template');
  await add.getByRole('button', { name: 'Create Template' }).click();
  await expect(add).toBeHidden();
  const mine = cards.filter({ hasText: 'Gadget countdown' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Listicle · 15-30 seconds · Instagram');

  // Use it: the AI flow opens with every field the template holds filled in.
  await mine.getByRole('button', { name: 'Use' }).click();
  const flow = page.getByRole('dialog');
  await expect(flow.getByRole('heading', { name: 'Generate AI Video' })).toBeVisible();
  await expect(flow.getByRole('combobox', { name: 'Use template' })).toContainText('Gadget countdown');
  await expect(flow.getByRole('combobox', { name: 'Duration' })).toContainText('15-30 seconds');
  await expect(flow.getByRole('combobox', { name: 'Platform' })).toContainText('Instagram');
  await expect(flow.getByRole('combobox', { name: 'Tone' })).toContainText('Casual & Friendly');
  await flow.getByRole('textbox', { name: 'Topic' }).fill('phone batteries');
  await shots(page, 'ai-flow-template');
  await flow.getByRole('button', { name: 'Generate Script' }).click();

  await expect(flow.getByRole('heading', { name: 'Review your script' })).toBeVisible({ timeout: 30_000 });
  const paragraphs = (await flow.getByTestId('script-text').inputValue()).split('\n\n');
  const numbered = paragraphs.filter((p) => /^\d+\. /.test(p));
  expect(numbered.length).toBeGreaterThanOrEqual(1);
  numbered.forEach((p, i) => expect(p.startsWith(`${i + 1}. `)).toBe(true));
  await expect(flow.getByTestId('style-fields').getByRole('combobox', { name: 'Captions' })).toContainText('Boxed');
  await shots(page, 'ai-flow-numbered-script');
});

test('Create many: pasted topics -> one progress view', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { tag: 'tpl' });
  await page.goto('/dashboard');
  const library = page.getByRole('region', { name: 'Content Library' });
  await library.getByTestId('template-card').filter({ hasText: 'Trend countdown' }).getByRole('button', { name: 'Create many' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox', { name: 'Template' })).toContainText('Trend countdown');
  await dialog.getByTestId('batch-topics').fill('topic\n"Desk setups, ranked"\nPassword managers');
  await expect(dialog.getByText('2 topics.')).toBeVisible();
  await shots(page, 'create-many');
  await dialog.getByRole('button', { name: 'Create 2 videos' }).click();
  const progress = dialog.getByTestId('batch-progress');
  await expect(progress).toBeVisible({ timeout: 60_000 });
  await expect(progress.getByRole('listitem')).toHaveCount(2);
  await expect(progress).toContainText('Desk setups, ranked');
  await shots(page, 'create-many-progress');
  await page.keyboard.press('Escape');

  // Save as template from the studio: the video's settings become a recipe of the user's own.
  const list = (await (await page.request.get('/api/videos')).json()) as { items: { id: string; title: string }[] };
  const video = list.items[0]!;
  await page.goto(`/video-studio?video=${video.id}`);
  await page.getByRole('button', { name: 'Save as template' }).click();
  const save = page.getByRole('dialog');
  await expect(save.getByRole('textbox', { name: 'Name' })).toHaveValue(video.title);
  await save.getByRole('textbox', { name: 'Name' }).fill('My trend recipe');
  await choose(save, 'Category', 'Trending', { exact: false });
  await choose(save, 'Structure', 'Myth vs fact', { exact: false });
  await choose(save, 'Tone', 'Professional', { exact: false });
  await shots(page, 'save-as-template');
  await save.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByTestId('toast').getByText('Saved “My trend recipe” as a template')).toBeVisible();
  const templates = ((await (await page.request.get('/api/templates')).json()) as { items: { name: string; owned: boolean; structure: string; platform: string }[] }).items;
  expect(templates.find((t) => t.owned)).toMatchObject({ name: 'My trend recipe', structure: 'myth-vs-fact', platform: 'all' });
});
