import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { sourceFakes } from './support/fake-platforms.ts';
import { startPlaying, type Media } from './support/media.ts';
import { fillTopicForm, openCreateDialog } from './support/studio.ts';
import { atBothWidths, choose, shot, shotsAtBothWidths, toast } from './support/ui.ts';

// Issue 24, items 1 and 2, in the browser: a topic researched in the e2e server's MediaWiki fake
// becomes a script, a render and a video that plays; "From a link" writes from the article site's
// invented page, none of its boilerplate. Both fakes are started by scripts/e2e-server.mjs.

const RENDER_TIMEOUT = 120_000;

test('research: topic -> script from the wiki article -> render -> play', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { tag: 'research' });
  const dialog = await openCreateDialog(page);
  await fillTopicForm(dialog, { topic: 'The history of Varnholm island', duration: '15-30 seconds' });
  await dialog.getByRole('button', { name: 'Generate Script' }).click();

  await expect(dialog.getByRole('heading', { name: 'Review your script' })).toBeVisible({ timeout: 30_000 });
  const script = await dialog.getByTestId('script-text').inputValue();
  // The invented island's facts, exactly as its article gives them.
  const facts = ['42 kilometres', '1,284', 'Kettlehaven', '1412', 'Aldric Moss', '1687', 'Helena Brask', '1871', '9,000 puffins'];
  expect(facts.filter((f) => script.includes(f)).length).toBeGreaterThanOrEqual(2);
  await expect(dialog.getByText(/Written from the Wikipedia article “Varnholm”/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(
    new RegExp(`Sources:\\nVarnholm, Wikipedia, ${sourceFakes().wikipedia.replace('/{lang}/w/api.php', '').replace(/[.?]/g, '\\$&')}/en/wiki/Varnholm, CC BY-SA 4\\.0$`),
  );

  await dialog.getByRole('button', { name: 'Generate Complete Video' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your video is ready' })).toBeVisible({ timeout: RENDER_TIMEOUT });
  const player = dialog.getByTestId('video-player');
  await startPlaying(player);
  expect(await player.evaluate((v) => (v as unknown as Media).readyState)).toBeGreaterThanOrEqual(2);
});

test('From a link: the article page -> a script of its facts, none of its boilerplate', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { tag: 'from-link' });
  const dialog = await openCreateDialog(page);
  await dialog.getByRole('tab', { name: 'From a link' }).click();
  await expect(dialog.getByRole('tab', { name: 'From a link' })).toHaveAttribute('aria-selected', 'true');
  const link = dialog.getByRole('textbox', { name: 'Link to an article' });
  await choose(dialog, 'Duration', '30-60 seconds');
  await choose(dialog, 'Platform', 'TikTok');
  await choose(dialog, 'Tone', 'Engaging & Educational');
  // The short link redirects to the article; the topic is left to the headline.
  await link.fill(sourceFakes().redirectUrl);
  await atBothWidths(page, async (width) => {
    await dialog.getByRole('tab', { name: 'From a link' }).scrollIntoViewIfNeeded();
    await shot(page, `from-link-form-${width}`);
  });

  // A link that is not a web address is refused under its field, in words.
  await link.fill('ftp://example.com/story');
  await dialog.getByRole('button', { name: 'Generate Script' }).click();
  await expect(dialog.getByText('The link must be a web address starting with http:// or https://.').first()).toBeVisible();
  // The toast saying so goes by itself (5 s), before the script step's screenshots.
  await expect(toast(page)).toBeHidden();
  await link.fill(sourceFakes().redirectUrl);
  await dialog.getByRole('button', { name: 'Generate Script' }).click();
  await expect(dialog.getByRole('heading', { name: 'Review your script' })).toBeVisible({ timeout: 30_000 });
  const script = await dialog.getByTestId('script-text').inputValue();
  const facts = ['1911', 'Edda Vantrell', '1,870 metres', 'Mount Ardel', '1934', 'Comet Vantrell', '41,000 visitors'];
  expect(facts.filter((f) => script.includes(f)).length).toBeGreaterThanOrEqual(3);
  for (const word of ['cookie', 'newsletter', 'subscribe', 'privacy', 'trending']) expect(script.toLowerCase()).not.toContain(word);
  await expect(dialog.getByText(/Written from the page “The Quillmore Observatory turns 115” \(Brannock Valley Courier\)/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(
    new RegExp(`The Quillmore Observatory turns 115, Brannock Valley Courier, ${sourceFakes().articleUrl.replace(/[.?]/g, '\\$&')}$`),
  );
  await shotsAtBothWidths(page, 'from-link-script', false);
});
