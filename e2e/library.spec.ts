import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readStoredZip, sineWav, tinyPng } from './support/library-files.ts';
import { signUp } from './support/accounts.ts';
import { choose, shot, toast } from './support/ui.ts';

// The content library, Premium checkout (sandbox provider) and analytics against the real
// server and database. Screenshots are written only when SHOTS_DIR is set (e.g. /tmp/shots).

const items = (page: Page) => page.getByTestId('library-item');
const stat = (page: Page, key: string) => page.getByTestId(`library-stat-${key}`).getByTestId('library-stat-value');

test('library: empty state, real items, search, filters, selection, delete', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { tag: 'lib', firstName: 'Grace', lastName: 'Hopper' });
  await page.goto('/library');

  await expect(page.getByRole('heading', { name: 'Content Library' })).toBeVisible();
  await expect(page.getByText('No content found')).toBeVisible();
  await expect(page.getByText('Start by uploading your first piece of content')).toBeVisible();
  await expect(stat(page, 'all')).toHaveText('0');
  await expect(stat(page, 'size')).toHaveText('0.0 MB');
  await shot(page, 'library-empty');

  // Real rows made through the API show up on the next visit.
  const video = await page.request.post('/api/videos', {
    data: { title: 'Launch teaser', description: 'Behind the scenes #launch', platforms: ['tiktok'] },
  });
  expect(video.status()).toBe(201);
  const template = await page.request.post('/api/templates', { data: { name: 'Morning routine', description: 'Calm open', category: 'lifestyle' } });
  expect(template.status()).toBe(201);
  await page.reload();

  await expect(items(page)).toHaveCount(2);
  await expect(stat(page, 'all')).toHaveText('2');
  await expect(stat(page, 'video')).toHaveText('1');
  await expect(stat(page, 'template')).toHaveText('1');
  await expect(items(page).first()).toContainText('Morning routine');
  await shot(page, 'library-grid');

  // Search is case-insensitive over name, description and tags.
  await page.getByRole('searchbox', { name: 'Search library' }).fill('LAUNCH');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page)).toContainText('Launch teaser');
  await page.getByRole('searchbox', { name: 'Search library' }).fill('nothing like this');
  await expect(page.getByText('Try adjusting your filters or search terms')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(items(page)).toHaveCount(2);

  await choose(page, 'Filter by type', 'Templates (1)', { exact: false });
  await expect(items(page)).toHaveCount(1);
  await expect(items(page)).toContainText('Morning routine');
  await choose(page, 'Filter by type', 'All types', { exact: false });
  await choose(page, 'Filter by category', 'Lifestyle', { exact: false });
  await expect(items(page)).toHaveCount(1);
  await choose(page, 'Filter by category', 'All categories', { exact: false });
  await choose(page, 'Sort by', 'Name (A-Z)', { exact: false });
  await expect(items(page).first()).toContainText('Launch teaser');

  // Clicking an item selects it; Clear Selection empties the selection.
  await page.getByRole('button', { name: 'Select Launch teaser' }).click();
  await expect(page.getByTestId('selection-count')).toContainText('1 selected');
  await page.getByRole('button', { name: 'Select Morning routine' }).click();
  await expect(page.getByTestId('selection-count')).toContainText('2 selected');
  await shot(page, 'library-selected');
  // Neither has a file: the download is refused with the reason.
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(toast(page)).toContainText('Only uploads and rendered videos');
  await page.getByRole('button', { name: 'Clear Selection' }).click();
  await expect(page.getByTestId('selection-count')).toHaveCount(0);
  await expect(items(page).and(page.locator('[data-selected="true"]'))).toHaveCount(0);

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(items(page)).toHaveCount(2);
  await shot(page, 'library-list');

  await page.getByRole('button', { name: 'Delete Morning routine' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Item deleted successfully');
  await expect(items(page)).toHaveCount(1);
  const templates = (await (await page.request.get('/api/templates')).json()) as { items: { owned: boolean }[] };
  expect(templates.items.filter((t) => t.owned)).toEqual([]);
});

test('library: drag-and-drop two files, progress, favourite, filter, select both, one ZIP byte for byte', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { tag: 'lib', firstName: 'Grace', lastName: 'Hopper' });
  await page.goto('/library');
  await expect(page.getByText('No content found')).toBeVisible();

  const png = tinyPng();
  const wav = sineWav(8); // ~700 kB: enough bytes for the bar to move
  const dataTransfer = await page.evaluateHandle(
    ({ png, wav }) => {
      const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes(png)], 'Cover art.png', { type: 'image/png' }));
      dt.items.add(new File([bytes(wav)], 'Intro tone.wav', { type: 'audio/wav' }));
      return dt;
    },
    { png: png.toString('base64'), wav: wav.toString('base64') },
  );
  const zone = page.getByTestId('upload-dropzone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await expect(zone).toContainText('Drop to upload');
  await zone.dispatchEvent('drop', { dataTransfer });

  const tasks = page.getByTestId('upload-task');
  await expect(tasks).toHaveCount(2);
  await expect(page.getByRole('progressbar', { name: 'Cover art.png upload progress' })).toBeVisible();
  await expect(tasks.and(page.locator('[data-status="done"]'))).toHaveCount(2);
  await expect(page.getByRole('progressbar', { name: 'Intro tone.wav upload progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(items(page)).toHaveCount(2);
  await expect(stat(page, 'image')).toHaveText('1');
  await expect(stat(page, 'audio')).toHaveText('1');
  await shot(page, 'library-uploaded', true);

  // Previews: the picture itself, the audio player.
  await page.getByRole('button', { name: 'Preview Cover art' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: 'Cover art' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('4×3');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Preview Intro tone' }).click();
  await expect(page.getByRole('dialog').getByLabel('Play Intro tone')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Add Cover art to favorites' }).click();
  await expect(toast(page)).toContainText('Added to favorites');
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  await expect(items(page)).toHaveCount(1);
  await expect(items(page)).toContainText('Cover art');
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  await expect(items(page)).toHaveCount(2);

  // Edit dialog: a new name and tags, found by search afterwards.
  await page.getByRole('button', { name: 'Edit Intro tone' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Intro sting');
  await page.getByRole('dialog').getByLabel('Tags').fill('jingle, intro');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Item updated successfully');
  await page.getByRole('searchbox', { name: 'Search library' }).fill('JINGLE');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page)).toContainText('Intro sting');
  await page.getByRole('searchbox', { name: 'Search library' }).fill('');
  await expect(items(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Select Cover art' }).click();
  await page.getByRole('button', { name: 'Select Intro sting' }).click();
  await expect(page.getByTestId('selection-count')).toContainText('2 selected');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/^reelforge-library-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = readStoredZip(fs.readFileSync(await download.path()));
  expect([...zip.keys()].sort()).toEqual(['Cover art.png', 'Intro sting.wav']);
  expect(zip.get('Cover art.png')!.equals(png)).toBe(true);
  expect(zip.get('Intro sting.wav')!.equals(wav)).toBe(true);

  // A picked file goes the same way; a text file named .png is refused with the reason.
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload', exact: true }).click()]);
  await chooser.setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(toast(page)).toContainText("The file's content does not match its name (.png)");
  await expect(items(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'List view' }).click();
  await shot(page, 'library-uploaded-list');
  await page.getByRole('button', { name: 'Grid view' }).click();
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'library-uploaded-375', true);
});

test('library: load failure shows the error with Try Again', async ({ page }) => {
  await signUp(page, { tag: 'lib', firstName: 'Grace', lastName: 'Hopper' });
  let fail = true;
  await page.route(/\/api\/library(\?|$)/, (route) => (fail ? route.fulfill({ status: 500, body: '{"message":"down"}' }) : route.continue()));
  await page.goto('/library');
  // Three tries (spec section 7: the list retries twice) take a while on a busy machine.
  await expect(page.getByText('Loading Error')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Failed to load your content library. Please try refreshing the page.')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('No content found')).toBeVisible();
});

test('library: signed-out visitors are told to log in and sent to sign in', async ({ page }) => {
  await page.goto('/library');
  await expect(toast(page)).toContainText('Please log in to access your content library');
  await expect(page.getByRole('heading', { name: 'Content Library' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Flibrary$/, { timeout: 5000 });
});

test('subscribe with the sandbox test card, then analytics shows the real count', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { tag: 'lib', firstName: 'Grace', lastName: 'Hopper' });
  await page.request.post('/api/videos', { data: { title: 'Counted draft' } });

  await page.goto('/subscribe');
  await expect(page.getByTestId('plan-free')).toContainText('$0.00');
  await expect(page.getByTestId('plan-premium')).toContainText('$49.99');
  await expect(page.getByTestId('plan-free').getByTestId('current-plan-badge')).toBeVisible();
  await expect(page.getByText('Sandbox — no real charge')).toBeVisible();
  await shot(page, 'subscribe-free');

  // Validation in the form, before anything is sent.
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Expiry').fill('12 / 20');
  await page.getByLabel('CVC').fill('1');
  await page.getByRole('button', { name: /^Pay \$49\.99$/ }).click();
  await expect(page.getByText('Your card number is invalid.')).toBeVisible();
  await expect(page.getByText("Your card's expiration date is in the past.")).toBeVisible();
  await expect(page.getByText("Your card's security code is invalid.")).toBeVisible();

  const expiry = `12 / ${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
  await page.getByLabel('Card number').fill('4000000000000002');
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await page.getByLabel('Expiry').fill(expiry);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$49\.99$/ }).click();
  await expect(toast(page)).toContainText('Payment Failed');
  await expect(toast(page)).toContainText('Your card was declined.');
  expect((await (await page.request.get('/api/auth/user')).json()).subscriptionStatus).not.toBe('active');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$49\.99$/ }).click();
  await expect(toast(page)).toContainText('Payment Successful');
  await expect(page.getByTestId('premium-status')).toContainText('Premium is active');
  await expect(page.getByTestId('plan-premium').getByTestId('current-plan-badge')).toBeVisible();
  expect((await (await page.request.get('/api/auth/user')).json()).subscriptionStatus).toBe('active');
  await shot(page, 'subscribe-premium');

  // The profile dialog's plan tab follows.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByRole('dialog').getByRole('tab', { name: 'Plan' }).click();
  await expect(page.getByTestId('current-plan')).toHaveText('Premium');
  await page.keyboard.press('Escape');

  await page.goto('/analytics');
  await expect(page.getByTestId('analytics-videos').getByTestId('analytics-stat-value')).toHaveText('1');
  await expect(page.getByTestId('status-draft')).toContainText('1');
  await expect(page.getByText('No AI renders in the last 30 days.')).toBeVisible();
  await shot(page, 'analytics-draft-only', true);

  // Cancel returns to Free, honestly.
  await page.goto('/subscribe');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(toast(page)).toContainText('Subscription canceled');
  await expect(page.getByText('Sandbox — no real charge')).toBeVisible();
  expect((await (await page.request.get('/api/auth/user')).json()).subscriptionStatus).toBe('canceled');
});
