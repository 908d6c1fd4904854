import { expect, test, type Locator, type Page } from '@playwright/test';
import { PEXELS_KEY_URL } from '@reelforge/contracts';
import { startFakeOpenAiSpeechServer, type FakeOpenAiSpeechServer } from '../packages/video-engine/test/fakes/openai-speech-server.ts';
import { signUp } from './support/accounts.ts';
import { CREATOR_PEXELS_KEY } from './support/stock-keys.ts';
import { SHOTS, openSettings, toast } from './support/ui.ts';

// Settings -> Stock media and Speech against the real server (issue 24 item 5): a creator's own
// Pexels key (the e2e server's Pexels fake accepts it; the server has none) and their own speech
// server (a local fake that speaks OpenAI's speech API and checks its key) are tested in the
// provider's words, saved (only the last 4 come back) and deleted. Screenshots when SHOTS_DIR is set.

const SPEECH_KEY = 'sk-e2e-speech-key-9876';
let speech: FakeOpenAiSpeechServer;
test.beforeAll(async () => {
  speech = await startFakeOpenAiSpeechServer({ requireKey: SPEECH_KEY });
});
test.afterAll(async () => {
  await speech.close();
});

/** The section at 1440 and 375 px, scrolled into view, when SHOTS_DIR is set. */
async function shots(page: Page, section: Locator, name: string) {
  if (!SHOTS) return;
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 1000 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    await section.screenshot({ path: `${SHOTS}/${name}-section-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 1000 });
}

test('a creator saves, tests and deletes their own Pexels key', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signUp(page, { tag: 'stock-keys', firstName: 'Pia' });
  const section = await openSettings(page, 'Stock media', { scroll: true });
  await expect(section.getByTestId('pexels-key-status')).toContainText('No Pexels key');
  await expect(section.getByRole('link', { name: /Get a free Pexels key/ })).toHaveAttribute('href', PEXELS_KEY_URL);

  await section.getByLabel('Pexels API key').fill('not-my-key');
  await section.getByRole('button', { name: 'Test keys' }).click();
  await expect(section.getByTestId('media-test-result')).toHaveText('Pexels answered 401: Unauthorized');

  await section.getByLabel('Pexels API key').fill(CREATOR_PEXELS_KEY);
  await section.getByRole('button', { name: 'Test keys' }).click();
  await expect(section.getByTestId('media-test-result')).toContainText('Pexels accepted the key');
  await section.getByRole('button', { name: 'Save keys' }).click();
  await expect(toast(page).first()).toContainText('Your stock media keys were saved.');
  await expect(section.getByTestId('pexels-key-status')).toContainText('Your key ending in 4321');
  await expect(section.getByLabel('Pexels API key')).toHaveValue('');
  await shots(page, section, 'stock-media-keys');

  const settings = await (await page.request.get('/api/settings/media')).text();
  expect(settings).not.toContain(CREATOR_PEXELS_KEY);
  expect(JSON.parse(settings).pexels).toEqual({ set: true, last4: '4321', server: false, active: 'yours' });
  // The storyboard's stock search now has a provider: the creator's key.
  const search = await page.request.post('/api/storyboard/search', { data: { query: 'mountain lake', platform: 'tiktok', limit: 3 } });
  expect((await search.json()).configured).toBe(true);

  // The saved key is what Test tries when the box is empty.
  await section.getByRole('button', { name: 'Test keys' }).click();
  await expect(section.getByTestId('media-test-result')).toContainText('Pexels accepted the key');

  await section.getByRole('button', { name: 'Delete my keys' }).click();
  await expect(section.getByTestId('pexels-key-status')).toContainText('No Pexels key');
  expect(JSON.parse(await (await page.request.get('/api/settings/media')).text()).pexels.set).toBe(false);
});

test('a creator saves, tests and deletes their own speech server', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signUp(page, { tag: 'speech-keys', firstName: 'Sol' });
  const section = await openSettings(page, 'Speech', { scroll: true });
  await expect(section.getByTestId('speech-active')).toContainText('The built-in voice (Basic, offline)');

  await section.getByLabel('Base URL').fill(speech.baseUrl);
  await section.getByLabel('API key').fill('sk-typo');
  await section.getByLabel('Model').fill('kokoro');
  await section.getByLabel('Voices').fill('voice1=af_bella, voice2=af_sky');
  await section.getByRole('button', { name: 'Test voice' }).click();
  await expect(section.getByTestId('speech-test-result')).toContainText('answered 401: Incorrect API key provided');

  await section.getByLabel('API key').fill(SPEECH_KEY);
  await section.getByRole('button', { name: 'Test voice' }).click();
  await expect(section.getByTestId('speech-test-result')).toContainText('spoke the test sentence');
  expect(speech.requests.at(-1)?.headers.authorization).toBe(`Bearer ${SPEECH_KEY}`);
  expect(speech.requests.at(-1)?.body).toMatchObject({ model: 'kokoro', voice: 'af_bella' });

  await section.getByRole('button', { name: 'Save', exact: true }).click();
  const host = new URL(speech.baseUrl).host;
  await expect(section.getByTestId('speech-active')).toHaveText(`Your videos are narrated by your speech server at ${host}, key ending in 9876.`);
  await expect(section.getByLabel('API key')).toHaveValue('');
  // Settings -> Voice names the engine that now narrates this creator's videos.
  const voice = page.getByRole('region', { name: 'Voice' });
  await expect(voice.getByTestId('voice-active')).toContainText('OpenAI-compatible');
  await expect(voice.getByTestId('voice-own-speech')).toBeVisible();
  if (SHOTS) await voice.screenshot({ path: `${SHOTS}/speech-keys-voice-section-1440.png` });
  await shots(page, section, 'speech-keys');

  const settings = await (await page.request.get('/api/settings/speech')).text();
  expect(settings).not.toContain(SPEECH_KEY);

  await section.getByRole('button', { name: 'Delete my speech settings' }).click();
  await expect(section.getByTestId('speech-active')).toContainText('The built-in voice');
  await expect(page.getByRole('region', { name: 'Voice' }).getByTestId('voice-active')).toContainText('built-in eSpeak NG');
});
