import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildSrt } from '@reelforge/video-engine';
import { makeTalkVideo } from '../apps/server/test/support/talk-video.ts';
import { signUp } from './support/accounts.ts';
import { startPlaying, type Media } from './support/media.ts';
import { atBothWidths, choose, SHOTS, toast } from './support/ui.ts';

// Long video -> shorts in the browser: upload a landscape talk and its subtitles, Make clips,
// and the two vertical clips play. Screenshots of the dialog when SHOTS_DIR is set.

const TEXT =
  'Why do short clips fail? Because they start slowly, and seventy percent of viewers decide in three seconds. ' +
  'So every clip needs a hook: a question, a number, or a bold claim in the first breath. ' +
  'Then keep one idea per clip, and end on a complete thought, so the clip feels finished. ' +
  'What about captions? Most people watch without sound, so captions are not optional. Big words, timed to the voice.';

test('upload a talk -> Make clips -> two vertical clips play', async ({ page }) => {
  test.setTimeout(600_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-clips-'));
  const talk = await makeTalkVideo(dir, { text: TEXT });
  // Its subtitles, one cue per sentence, as a creator would upload them.
  const lines: { words: typeof talk.words; text: string; startMs: number; endMs: number }[] = [];
  let cur: typeof talk.words = [];
  for (const w of talk.words) {
    cur.push(w);
    if (/[.!?:]$/.test(w.word)) {
      lines.push({ words: cur, text: cur.map((x) => x.word).join(' '), startMs: Math.max(0, cur[0]!.startMs - 100), endMs: cur.at(-1)!.endMs + 100 });
      cur = [];
    }
  }
  fs.writeFileSync(path.join(dir, 'talk.srt'), buildSrt(lines));

  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { tag: 'clips', firstName: 'Clara', lastName: 'Cutter' });
  await page.goto('/library');
  await page.locator('input[type="file"]').setInputFiles([talk.path, path.join(dir, 'talk.srt')]);
  await expect(page.getByTestId('library-item')).toHaveCount(2, { timeout: 60_000 });

  await page.getByRole('button', { name: /^Make clips of talk/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Make clips' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Number of clips').fill('2');
  await dialog.getByLabel('Shortest (seconds)').fill('10');
  await dialog.getByLabel('Longest (seconds)').fill('16');
  await choose(dialog, 'Transcript', 'talk (text file)');
  if (SHOTS) await atBothWidths(page, (width) => page.screenshot({ path: `${SHOTS}/clips-dialog-${width}.png` }));

  // The browser refuses what the server would: the longest under the shortest.
  await dialog.getByLabel('Longest (seconds)').fill('8');
  await dialog.getByRole('button', { name: 'Make clips' }).click();
  await expect(dialog.getByText(/must not be longer than the longest|greater than or equal/)).toBeVisible();
  await dialog.getByLabel('Longest (seconds)').fill('16');
  await dialog.getByRole('button', { name: 'Make clips' }).click();
  await expect(toast(page).first()).toContainText('2 clips are being made');
  await expect(dialog).toBeHidden();

  // Both clips render in the background; then each plays, 1080 x 1920.
  type Summary = { id: string; title: string; status: string };
  const ready = await expect
    .poll(
      async () => {
        const list = (await (await page.request.get('/api/videos?limit=50')).json()) as { items: Summary[] };
        return list.items.filter((v) => v.status === 'ready').length;
      },
      { timeout: 480_000, intervals: [2000] },
    )
    .toBe(2);
  void ready;
  const list = (await (await page.request.get('/api/videos?limit=50')).json()) as { items: Summary[] };
  await page.reload();
  for (const clip of list.items) {
    await page.getByRole('button', { name: `Preview ${clip.title}` }).click();
    const player = page.getByRole('dialog').locator('video');
    await startPlaying(player);
    expect(await player.evaluate((v) => (v as unknown as Media).videoWidth)).toBe(1080);
    expect(await player.evaluate((v) => (v as unknown as Media).videoHeight)).toBe(1920);
    await player.evaluate((v) => (v as unknown as Media).pause());
    await page.keyboard.press('Escape');
  }
  fs.rmSync(dir, { recursive: true, force: true });
});
