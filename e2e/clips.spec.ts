import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildSrt } from '@reelforge/video-engine';
import { makeTalkVideo } from '../apps/server/test/support/talk-video.ts';
import { signUp } from './support/accounts.ts';
import { startPlaying, type Media } from './support/media.ts';
import { E2E_TALK_TEXT as TEXT } from './support/talk.ts';
import { atBothWidths, choose, SHOTS, toast } from './support/ui.ts';
import type { Page } from '@playwright/test';

// Long video -> shorts in the browser: upload a landscape talk (and its subtitles, or not: then the
// server's transcription fake, which knows this talk, hears it), Make clips, and the vertical clips
// play. Screenshots of the dialog when SHOTS_DIR is set.

type Summary = { id: string; title: string; status: string };
const listed = async (page: Page) => ((await (await page.request.get('/api/videos?limit=50')).json()) as { items: Summary[] }).items;

/** Waits until `count` clips are ready, then plays each at 1080 x 1920. */
async function expectClipsPlay(page: Page, count: number) {
  await expect.poll(async () => (await listed(page)).filter((v) => v.status === 'ready').length, { timeout: 480_000, intervals: [2000] }).toBe(count);
  const list = await listed(page);
  await page.reload();
  for (const clip of list) {
    await page.getByRole('button', { name: `Preview ${clip.title}` }).click();
    const player = page.getByRole('dialog').locator('video');
    await startPlaying(player);
    expect(await player.evaluate((v) => (v as unknown as Media).videoWidth)).toBe(1080);
    expect(await player.evaluate((v) => (v as unknown as Media).videoHeight)).toBe(1920);
    await player.evaluate((v) => (v as unknown as Media).pause());
    await page.keyboard.press('Escape');
  }
  return list;
}

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
  await expectClipsPlay(page, 2);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('upload a talk with no subtitles -> Make clips -> the transcription service hears it, and the clip plays', async ({ page }) => {
  test.setTimeout(600_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-clips-asr-'));
  const talk = await makeTalkVideo(dir, { text: TEXT });
  const words = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean).join(' ');

  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { tag: 'clips-asr', firstName: 'Tomas', lastName: 'Scribe' });
  await page.goto('/library');
  await page.locator('input[type="file"]').setInputFiles(talk.path);
  await expect(page.getByTestId('library-item')).toHaveCount(1, { timeout: 60_000 });

  await page.getByRole('button', { name: /^Make clips of talk/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Make clips' });
  await dialog.getByLabel('Number of clips').fill('1');
  await dialog.getByLabel('Shortest (seconds)').fill('10');
  await dialog.getByLabel('Longest (seconds)').fill('16');
  // Nothing uploaded to choose: the video is transcribed.
  await expect(dialog.getByLabel('Transcript')).toContainText('Transcribe the video');
  await dialog.getByRole('button', { name: 'Make clips' }).click();
  await expect(toast(page).first()).toContainText(/clip/);
  await expect(dialog).toBeHidden();

  const [clip] = await expectClipsPlay(page, 1);
  // Its words are what the service heard: a stretch of the talk, in order.
  const video = (await (await page.request.get(`/api/videos/${clip!.id}`)).json()) as { script: string; clipOf: string | null };
  expect(video.clipOf).not.toBeNull();
  expect(words(video.script).split(' ').length).toBeGreaterThan(10);
  expect(words(TEXT)).toContain(words(video.script));

  // The studio says what the clip is of.
  await page.goto(`/video-studio?video=${clip!.id}`);
  await expect(page.getByTestId('clip-of')).toContainText('Clip of talk · Open the library');
  if (SHOTS) await atBothWidths(page, (width) => page.screenshot({ path: `${SHOTS}/clip-header-${width}.png` }));
  fs.rmSync(dir, { recursive: true, force: true });
});
