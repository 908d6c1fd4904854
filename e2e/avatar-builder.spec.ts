import fs from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUp } from './support/accounts.ts';
import { choose, shot, SHOTS, toast } from './support/ui.ts';

// The Avatar Builder against the real server: a photo becomes an avatar with a voice, the gallery
// shows it, Test Voice plays its real sample, Export downloads it, and the default moves.
// Screenshots are written only when SHOTS_DIR is set (e.g. SHOTS_DIR=/tmp/shots).

// The parts of the audio element the test reads (the root tsconfig has no DOM lib).
interface MediaState {
  currentTime: number;
  paused: boolean;
}
interface BrowserGlobals {
  mouthOpened: number;
  MutationObserver: new (cb: () => void) => { observe(target: unknown, options: unknown): void };
}
interface ImageState {
  complete: boolean;
  naturalWidth: number;
}

const cards = (page: Page) => page.getByTestId('avatar-card');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const statValue = (page: Page, key: string) => page.getByTestId(`avatar-stat-${key}`).getByTestId('stat-value');

/** A real public-domain portrait (apps/server/test/fixtures/photos/ASSETS.md) right of centre on a wall. */
async function photo(): Promise<Buffer> {
  const file = new URL('../apps/server/test/fixtures/photos/astronaut.jpg', import.meta.url).pathname;
  const person = await sharp(file).resize(420, 420).toBuffer();
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#8fa9b8' } })
    .composite([{ input: person, left: 340, top: 120 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const imageLoaded = (img: Locator) =>
  expect
    .poll(() =>
      img.evaluate((el) => (el as unknown as ImageState).complete && (el as unknown as ImageState).naturalWidth),
    )
    .toBe(512);

test('create an avatar from a photo, hear its voice, export it, make it the default, and render with it', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { tag: 'avatars', firstName: 'Maya', lastName: 'Lin' });
  await page.goto('/avatar-builder');

  // A new account: the honest empty state and real zeros.
  await expect(page.getByText('No avatars yet')).toBeVisible();
  await expect(statValue(page, 'total')).toHaveText('0');
  await expect(statValue(page, 'default')).toHaveText('None');
  await expect(statValue(page, 'styles')).toHaveText('0');
  await shot(page, 'avatar-gallery-empty', true);

  await page.getByRole('button', { name: 'Create Your First Avatar' }).click();
  const dialog = page.getByTestId('create-avatar-dialog');
  await expect(dialog.getByRole('heading', { name: 'Create New Avatar' })).toBeVisible();
  await expect(dialog.getByLabel('Age')).toHaveValue('25');
  await expect(dialog).toContainText('square 512x512 or larger recommended');

  // Name and style are required (spec section 5).
  await dialog.getByRole('button', { name: 'Create Avatar' }).click();
  await expect(toast(page)).toContainText('Missing Fields');
  await expect(toast(page)).toContainText('Please fill in all required fields.');
  await shot(page, 'avatar-create-missing');
  await dialog.getByLabel('Name').fill('Maya Lin');
  await dialog.getByRole('button', { name: 'Create Avatar' }).click();
  await expect(toast(page)).toContainText('Missing Fields');

  // A file that is plainly not an image never leaves the browser...
  const photoInput = dialog.getByTestId('avatar-photo-input');
  await photoInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some text') });
  await expect(toast(page)).toContainText('Invalid File Type');
  await expect(toast(page)).toContainText('Please choose an image file');
  // ...and text that only claims to be a PNG is refused by the server, with its message.
  await photoInput.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just some text, no pixels'),
  });
  await expect(dialog.getByTestId('avatar-photo-selected')).toContainText('notes.png');
  await choose(dialog, 'Style', 'Cartoon');
  await dialog.getByRole('button', { name: 'Create Avatar' }).click();
  await expect(toast(page)).toContainText('Please choose an image file');
  await expect(dialog).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  // A real photo, a chosen voice: the avatar is rendered, saved and shown.
  await dialog.getByRole('button', { name: 'Remove photo' }).click();
  await photoInput.setInputFiles({ name: 'maya.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(dialog.getByTestId('avatar-photo-selected')).toContainText('800 x 600 px');
  await choose(dialog, 'Gender', 'Female');
  await choose(dialog, 'Voice Type', 'Basic, offline: Energetic (Female)');
  await shot(page, 'avatar-create-dialog');
  await dialog.getByRole('button', { name: 'Create Avatar' }).click();
  await shot(page, 'avatar-create-progress');
  await expect(toast(page)).toContainText('Avatar Created');
  await expect(dialog).toBeHidden();

  const maya = card(page, 'Maya Lin');
  await expect(maya).toBeVisible();
  await expect(maya.getByTestId('style-badge')).toHaveText('Cartoon');
  await expect(maya.getByTestId('voice-badge')).toHaveText('Voice');
  await expect(maya.getByTestId('default-badge')).toBeVisible(); // the first avatar is the default
  await expect(maya).toContainText(
    `Created ${new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`,
  );
  await imageLoaded(maya.getByRole('img', { name: 'Maya Lin' }));
  // Set as default is offered only for avatars that are not the default.
  await expect(maya.getByRole('button', { name: 'Set as Default' })).toHaveCount(0);

  // A second avatar without a photo (a drawn portrait), from the header button.
  await page.getByRole('button', { name: 'Create New Avatar' }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  await dialog.getByLabel('Name').fill('Theo Park');
  await choose(dialog, 'Style', 'Professional');
  await choose(dialog, 'Gender', 'Male');
  await dialog.getByRole('button', { name: 'Create Avatar' }).click();
  await expect(toast(page)).toContainText('Avatar Created');
  const theo = card(page, 'Theo Park');
  await expect(theo.getByTestId('style-badge')).toHaveText('Professional');
  await expect(theo.getByTestId('voice-badge')).toBeVisible();
  await expect(theo.getByTestId('default-badge')).toHaveCount(0);
  await imageLoaded(theo.getByRole('img', { name: 'Theo Park' }));
  await expect(statValue(page, 'total')).toHaveText('2');
  await expect(statValue(page, 'default')).toHaveText('Maya Lin');
  await expect(statValue(page, 'styles')).toHaveText('2');
  await page.mouse.move(0, 0);
  await shot(page, 'avatar-gallery', true);
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'avatar-gallery-mobile', true);
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  // Preview: Test Voice fetches the real sample and plays it.
  await theo.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByTestId('avatar-preview');
  await expect(preview.getByRole('heading', { name: 'Theo Park' })).toBeVisible();
  // The talking frame (mouth open) shows on loud moments of the sample: count how often it does.
  const mouth = preview.getByTestId('talking-frame');
  await expect(mouth).toHaveAttribute('data-state', 'ready');
  await mouth.evaluate((el) => {
    const g = globalThis as unknown as BrowserGlobals;
    g.mouthOpened = 0;
    const observer = new g.MutationObserver(() => {
      if ((el as unknown as { className: string }).className.includes('opacity-100')) g.mouthOpened += 1;
    });
    observer.observe(el, { attributes: true, attributeFilter: ['class'] });
  });
  const sample = page.waitForResponse((r) => r.url().endsWith('/voice-sample'));
  await preview.getByRole('button', { name: 'Test Voice' }).click();
  const res = await sample;
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^audio\//);
  await expect(preview.getByTestId('test-voice')).toHaveAttribute('data-state', 'playing');
  await expect(preview.getByTestId('test-voice')).toContainText('Playing');
  const audio = preview.getByTestId('voice-sample-audio');
  await expect.poll(() => audio.evaluate((el) => (el as unknown as MediaState).currentTime)).toBeGreaterThan(0.2);
  expect(await audio.evaluate((el) => (el as unknown as MediaState).paused)).toBe(false);
  // Pressing it again stops the voice (the sample lasts a few seconds; this is well within).
  await preview.getByTestId('test-voice').click();
  await expect(preview.getByTestId('test-voice')).toHaveAttribute('data-state', 'idle');
  expect(await audio.evaluate((el) => (el as unknown as MediaState).paused)).toBe(true);
  // And once more, from the start, to hear it through.
  await preview.getByRole('button', { name: 'Test Voice' }).click();
  await expect(preview.getByTestId('test-voice')).toHaveAttribute('data-state', 'playing');
  await shot(page, 'avatar-preview');
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'avatar-preview-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await expect
    .poll(() => page.evaluate(() => (globalThis as unknown as BrowserGlobals).mouthOpened))
    .toBeGreaterThan(0);
  await expect(preview.getByTestId('test-voice')).toHaveAttribute('data-state', 'idle', { timeout: 30_000 });
  expect(await audio.evaluate((el) => (el as unknown as MediaState).currentTime)).toBeGreaterThan(2);

  // Export downloads a ZIP with the avatar's files.
  const download = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Theo Park avatar.zip');
  const zip = await fs.readFile(await file.path());
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  for (const name of ['avatar.png', 'voice-sample.wav', 'avatar.json'])
    expect(zip.includes(Buffer.from(name))).toBe(true);

  // Set as Default from the preview: the badge moves from Maya to Theo.
  await preview.getByRole('button', { name: 'Set as Default' }).click();
  await expect(toast(page)).toContainText('Default avatar updated');
  await expect(preview.getByTestId('default-badge')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(theo.getByTestId('default-badge')).toBeVisible();
  await expect(maya.getByTestId('default-badge')).toHaveCount(0);
  await expect(maya.getByRole('button', { name: 'Set as Default' })).toBeVisible();
  await expect(statValue(page, 'default')).toHaveText('Theo Park');

  // And back with the card action; the server agrees after a reload.
  await maya.getByRole('button', { name: 'Set as Default' }).click();
  await expect(toast(page)).toContainText('Default avatar updated');
  await page.reload();
  await expect(card(page, 'Maya Lin').getByTestId('default-badge')).toBeVisible();
  await expect(card(page, 'Theo Park').getByTestId('default-badge')).toHaveCount(0);

  // Delete asks first; the gallery and the stats follow.
  await card(page, 'Theo Park').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Avatar' }).click();
  await expect(toast(page)).toContainText('Avatar deleted successfully');
  await expect(cards(page)).toHaveCount(1);
  await expect(statValue(page, 'total')).toHaveText('1');
  await expect(statValue(page, 'styles')).toHaveText('1');

  // The AI flow offers the default avatar as the presenter, and the video is rendered with it.
  const avatars = (await (await page.request.get('/api/avatars')).json()) as { id: string; name: string; voiceId: string }[];
  const mayaAvatar = avatars.find((a) => a.name === 'Maya Lin')!;
  await page.goto('/video-studio');
  await page.getByRole('button', { name: 'Create AI Video' }).first().click();
  const flow = page.getByRole('dialog');
  await expect(flow.getByRole('combobox', { name: 'Presenter', exact: true })).toContainText('Maya Lin');
  await flow.getByRole('textbox', { name: 'Topic' }).fill('Three habits of great presenters');
  for (const [field, option] of [
    ['Duration', '15-30 seconds'],
    ['Platform', 'TikTok'],
    ['Tone', 'Engaging & Educational'],
  ]) {
    await flow.getByRole('combobox', { name: field }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await flow.getByRole('button', { name: 'Generate Script' }).click();
  await expect(flow.getByRole('heading', { name: 'Review your script' })).toBeVisible({ timeout: 30_000 });
  await flow.getByTestId('script-text').fill('Great presenters slow down. They look at the camera. They smile.');
  await flow.getByRole('button', { name: 'Generate Complete Video' }).click();
  await expect(flow.getByRole('heading', { name: 'Your video is ready' })).toBeVisible({ timeout: 150_000 });
  // The list's rows are lean (no avatar); the video itself says who presented it.
  const list = (await (await page.request.get('/api/videos')).json()) as { items: { id: string }[] };
  const video = (await (await page.request.get(`/api/videos/${list.items[0]?.id}`)).json()) as { avatarId: string | null; status: string };
  expect(video).toMatchObject({ avatarId: mayaAvatar.id, status: 'ready' });
});

test('a mutation after the session ended goes straight to sign-in', async ({ page, context }) => {
  await signUp(page, { tag: 'avatars', firstName: 'Maya', lastName: 'Lin' });
  await page.goto('/avatar-builder');
  await page.getByRole('button', { name: 'Create Your First Avatar' }).click();
  const dialog = page.getByTestId('create-avatar-dialog');
  await dialog.getByLabel('Name').fill('Late Larry');
  await choose(dialog, 'Style', 'Casual');
  await context.clearCookies();
  const login = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/login');
  await dialog.getByRole('button', { name: 'Create Avatar' }).click();
  expect(new URL((await login).url()).searchParams.get('returnTo')).toBe('/avatar-builder');
});

test('signed out: the page explains itself, asks to sign in and requests no data', async ({ page }) => {
  const avatarCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/avatars') || r.url().includes('/api/deepagent'))
      avatarCalls.push(r.url());
  });
  await page.goto('/avatar-builder');
  await expect(page.getByRole('heading', { name: 'Avatar Builder', level: 1 })).toBeVisible();
  await expect(page.getByTestId('avatar-sign-in-prompt')).toContainText('Sign in to build your avatars');
  await expect(page.getByRole('heading', { name: 'Tips for a great avatar' })).toBeVisible();
  await expect(page.getByTestId('avatar-stat-total')).toHaveCount(0);
  await shot(page, 'avatar-signed-out', true);
  await page.getByTestId('avatar-sign-in-prompt').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(avatarCalls).toEqual([]);
});
