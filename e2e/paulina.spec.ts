import { fakeControl } from './fake-platforms.ts';
import { expect, test, type Page } from '@playwright/test';
import type { ScheduledPost } from '@reelforge/contracts';
import { withE2eDb } from './db.ts';

// PaulinaAI that helps (issue 15): signed out it answers from the help corpus shipped with the
// page and never asks the server; signed in it names the user's own failed post and its reason,
// and its Retry button sends the post again. Screenshots at 1440 and 375 px when SHOTS_DIR is set.

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const chat = (page: Page) => page.getByRole('region', { name: 'PaulinaAI chat' });
const control = async (url: string) => (await fetch(`${fakeControl()}${url}`, { method: 'POST', body: '{}' })).json();
const ask = async (page: Page, text: string) => {
  await chat(page).getByRole('textbox', { name: 'Message PaulinaAI' }).fill(text);
  await chat(page).getByRole('button', { name: 'Send message' }).click();
};
const QUESTION = 'My scheduled post failed, what do I do?';

test.afterEach(async () => {
  await control('/online/x').catch(() => undefined);
});

test('signed out, the landing page chat answers from the corpus without calling the assistant API', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/api/')) apiCalls.push(`${req.method()} ${path}`);
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(chat(page)).toBeVisible(); // opens by itself after 2 s
  await ask(page, 'My scheduled TikTok post failed with ENOTFOUND, what do I do?');
  const reply = chat(page).getByTestId('chat-message-ai').last();
  await expect(reply).toContainText('ENOTFOUND');
  await expect(reply).toContainText('press Retry on the post');
  await ask(page, '¿Cuánto cuesta Premium?');
  await expect(chat(page).getByTestId('chat-message-ai').last()).toContainText('Niveles para creadores');
  await shot(page, 'paulina-signed-out-1440');
  await page.setViewportSize({ width: 375, height: 740 });
  await shot(page, 'paulina-signed-out-375');
  expect(apiCalls.filter((c) => c.includes('/api/assistant'))).toEqual([]);
  // Nothing but who is signed in and the page views: the chat itself made no API call.
  expect(apiCalls.filter((c) => !['GET /api/auth/user', 'POST /api/events'].includes(c))).toEqual([]);
});

test('signed in, PaulinaAI names the failed post and its reason, and Retry sends it again', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => window.localStorage.setItem('reelforge.chat.dismissed', '1'));
  const email = `paulina-${Date.now()}@example.com`;
  const password = 'correct-horse-battery';
  const signup = await page.request.post('/api/auth/signup', { data: { firstName: 'Ada', lastName: 'Lovelace', email, password } });
  expect(signup.status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
  const id = ((await signup.json()) as { user: { id: string } }).user.id;
  // X is a Premium platform (Free is TikTok only).
  await withE2eDb((c) => c.query(`update users set subscription_status = 'active' where id = $1`, [id]));
  const tokens = (await control('/tokens/x')) as { accessToken: string; refreshToken: string };
  expect((await page.request.post('/api/social-media/connect', { data: { platform: 'twitter', ...tokens, expiresIn: 7200 } })).ok()).toBe(true);

  // The real publish path: X's host is down, so after its quick retries the post fails.
  await control('/offline/x');
  const created = await page.request.post('/api/scheduled-posts', {
    data: { title: 'Octopus facts', content: 'Eight arms, three hearts.', platforms: ['twitter'], status: 'ready', scheduledTime: new Date(Date.now() + 1500).toISOString() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as ScheduledPost;
  const status = async () => ((await (await page.request.get(`/api/scheduled-posts/${post.id}`)).json()) as ScheduledPost).status;
  await expect.poll(status, { timeout: 120_000 }).toBe('failed');
  await control('/online/x');

  await page.goto('/scheduler');
  await page.getByRole('button', { name: 'Open PaulinaAI chat' }).click();
  await ask(page, QUESTION);
  const reply = chat(page).getByTestId('chat-message-ai').last();
  await expect(reply).toContainText('Your Twitter/X post "Octopus facts" failed because the platform could not be reached (ECONNREFUSED).');
  await shot(page, 'paulina-signed-in-1440');
  await page.setViewportSize({ width: 375, height: 740 });
  await shot(page, 'paulina-signed-in-375');
  await page.setViewportSize({ width: 1440, height: 900 });

  const retry = chat(page).getByRole('button', { name: 'Retry' });
  await retry.click();
  await expect(retry).toBeDisabled();
  await expect.poll(status, { timeout: 60_000 }).toBe('posted');
});
