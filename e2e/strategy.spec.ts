import { expect, test, type Page } from '@playwright/test';
import { withE2eDb } from './support/db.ts';
import { signUp } from './support/accounts.ts';
import { atBothWidths, SHOTS } from './support/ui.ts';

// Issue 15 item 1: the strategy agent (a weekly plan, then "Write script" on an idea opens the
// new draft in the studio) and the starter-pack agent (a niche in, drafts and templates out).
// Screenshots only when SHOTS_DIR is set.

/** The page at both widths; at 375 px nothing may be wider than the screen. */
async function checkWidths(page: Page, name: string) {
  await atBothWidths(page, async (width) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `page wider than ${width} px`).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  });
}

test('weekly plan -> Write script opens the draft; starter pack for a niche', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { tag: 'strategy' });
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Strategy' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Strategy' })).toBeVisible();
  await expect(page.getByText('No plan yet.')).toBeVisible();

  // No videos and no niche: the server says what it needs.
  await page.getByRole('button', { name: 'Plan my week' }).click();
  await expect(page.getByText('You have no videos yet to learn your niche from').first()).toBeVisible();

  await page.getByRole('textbox', { name: /^Niche/ }).fill('home coffee brewing');
  await page.getByRole('button', { name: 'Plan my week' }).click();
  const ideas = page.getByTestId('plan-idea');
  await expect(ideas).toHaveCount(5);
  await expect(page.getByTestId('plan-history')).toContainText("No history yet: times are the platforms' general guidance.");
  await expect(ideas.first()).toContainText('home coffee brewing');
  await checkWidths(page, 'strategy-plan');

  const topic = (await ideas.nth(1).locator('p.font-medium').textContent())!.trim();
  await ideas.nth(1).getByRole('button', { name: 'Write script' }).click();
  await expect(page).toHaveURL(/\/video-studio\?video=[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: /Script/ }).first()).not.toBeEmpty();
  expect(topic.length).toBeGreaterThan(5);

  // Back on the plan, the idea opens its draft instead of writing another.
  await page.goto('/strategy');
  await expect(page.getByTestId('plan-idea').nth(1).getByRole('link', { name: 'Open script' })).toBeVisible();
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText('Planned 5 videos for the coming week').first()).toBeVisible();

  // Starter pack.
  const niche = page.getByRole('textbox', { name: /^Your niche/ });
  await niche.fill('x');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByText('Type a niche of 2 to 80 characters').first()).toBeVisible();
  await niche.fill('home coffee brewing');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const result = page.getByTestId('starter-pack-result');
  await expect(result.getByRole('list', { name: 'Starter pack scripts' }).getByRole('link')).toHaveCount(5, { timeout: 60_000 });
  await expect(result.getByRole('list', { name: 'Starter pack templates' }).getByRole('link')).toHaveCount(3);
  await expect(result).toContainText('Home Coffee Brewing: myths vs facts');
  await checkWidths(page, 'strategy-pack');

  await result.getByRole('list', { name: 'Starter pack scripts' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/video-studio\?video=[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: /Script/ }).first()).not.toBeEmpty();

  // Three YouTube posts measured by the metrics sync (ADR 0022), published on Saturdays at 09:00
  // UTC: the next plan posts on Saturday at that hour in the browser's zone.
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  await withE2eDb(async (db) => {
    for (const weeksAgo of [1, 2, 3]) {
      const at = new Date();
      at.setUTCHours(9, 0, 0, 0);
      at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() - 6 + 7) % 7) - 7 * weeksAgo);
      const post = await db.query<{ id: string }>(
        `insert into scheduled_posts (user_id, title, scheduled_time, platforms, status) values ($1, 'Espresso at home', $2, '{youtube}', 'posted') returning id`,
        [me.id, at],
      );
      const result = await db.query<{ id: string }>(
        `insert into post_results (post_id, platform, status, remote_id, published_at) values ($1, 'youtube', 'posted', $2, $3) returning id`,
        [post.rows[0]!.id, `yt-${weeksAgo}-${Date.now()}`, at],
      );
      await db.query(`insert into post_metric_snapshots (user_id, post_result_id, platform, views) values ($1, $2, 'youtube', $3)`, [me.id, result.rows[0]!.id, 1000 * weeksAgo]);
    }
  });
  await page.goto('/strategy');
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByTestId('plan-history')).toContainText('Times come from your 3 measured posts; YouTube did best.');
  const saturday = page.getByTestId('plan-idea').filter({ hasText: /^Sat, / });
  await expect(saturday).toContainText('YouTube');
  const expectedHour = await page.evaluate(() => {
    const at = new Date();
    at.setUTCHours(9, 0, 0, 0);
    return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(at);
  });
  await expect(saturday).toContainText(expectedHour);
  await checkWidths(page, 'strategy-history');
});
