import { expect, test } from '@playwright/test';
import { startFakeOpenAi } from '../apps/server/test/fakes/llm/index.ts';
import { signUp } from './support/accounts.ts';
import { openSettings, shot } from './support/ui.ts';

// Settings -> Language model against the real server: a user's own OpenAI-compatible endpoint (a
// local fake that speaks the protocol) is tested, saved, and then writes that user's scripts.
// Screenshots are written only when SHOTS_DIR is set.

const KEY = 'sk-e2e-secret-key';

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
test.beforeAll(async () => {
  fake = await startFakeOpenAi({ models: ['my-model'], apiKey: KEY });
});
test.afterAll(async () => {
  await fake.close();
});

test('a user connects their own model; it writes their scripts', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signUp(page, { tag: 'llm', firstName: 'Maya' });
  const section = await openSettings(page, 'Language model');
  await expect(section.getByTestId('llm-writer')).toContainText('the built-in writer');

  await section.getByLabel('Base URL').fill(fake.url);
  await section.getByLabel('Model').fill('my-model');
  await section.getByLabel('API key').fill('sk-wrong');
  await section.getByRole('button', { name: 'Test connection' }).click();
  await expect(section.getByTestId('llm-test-result')).toContainText(
    'did not accept the API key (Incorrect API key provided)',
  );

  await section.getByLabel('API key').fill(KEY);
  await section.getByRole('button', { name: 'Test connection' }).click();
  await expect(section.getByTestId('llm-test-result')).toContainText('the model "my-model" is available');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast').first()).toContainText(
    'Your scripts are now written by your own model (my-model).',
  );
  await expect(section.getByText('Key saved')).toBeVisible();
  await expect(section.getByLabel('API key')).toHaveValue('');
  await shot(page, 'llm-settings-1440');

  await page.setViewportSize({ width: 375, height: 812 });
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'llm-settings-375');

  const settings = await (await page.request.get('/api/settings/llm')).text();
  expect(settings).not.toContain(KEY);

  fake.reset();
  const res = await page.request.post('/api/ai/generate-script', {
    data: { topic: 'Balcony tomatoes', duration: '15-30 seconds', platform: 'tiktok', tone: 'professional' },
  });
  expect(res.ok()).toBe(true);
  expect((await res.json()).writer).toEqual({ kind: 'user', model: 'my-model' });
  expect(fake.calls).toHaveLength(1);
  expect(fake.calls[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
});
