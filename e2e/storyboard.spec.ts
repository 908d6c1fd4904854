import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { choose, shot, SHOTS } from './support/ui.ts';
import { plays } from './support/media.ts';
import { fillTopicForm, generateToStoryboard, openCreateDialog } from './support/studio.ts';

// Issue 11 item 7 in the browser: script -> storyboard -> swap one scene's visual (a stock photo
// from the local Pexels fake) and edit its words -> render -> the video plays, and that scene's
// frames show the photo. Runs only with E2E_STOCK=1, which starts the product with the fake:
//   E2E_STOCK=1 E2E_PORT=<p> E2E_PG_PORT=<q> npx playwright test e2e/storyboard.spec.ts
// Screenshots are written only when SHOTS_DIR is set.

test.skip(process.env.E2E_STOCK !== '1', 'needs the server started with E2E_STOCK=1 (the Pexels fake)');

const RENDER_TIMEOUT = 180_000;
const YELLOW = [240, 210, 20];

/** Mean colour of the top 8% of each frame (above keywords and captions), two frames a second. */
function topBands(file: string): number[][] {
  const [w, h] = [108, 192];
  const raw = execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', file, '-vf', `fps=2,scale=${w}:${h}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
    maxBuffer: 1 << 28,
  });
  const size = w * h * 3;
  const rows = Math.round(h * 0.08);
  const out: number[][] = [];
  for (let at = 0; at + size <= raw.length; at += size) {
    const sum = [0, 0, 0];
    for (let i = 0; i < rows * w * 3; i += 3) for (let c = 0; c < 3; c++) sum[c]! += raw[at + i + c] ?? 0;
    out.push(sum.map((v) => v / (rows * w)));
  }
  return out;
}

test('script -> storyboard -> swap a visual and edit words -> render -> play', async ({ page }) => {
  test.setTimeout(360_000);
  await signUp(page, { tag: 'storyboard', firstName: 'Agnes', lastName: 'Varda' });
  await page.setViewportSize({ width: 1440, height: 900 });

  const dialog = await openCreateDialog(page);
  await fillTopicForm(dialog, { topic: 'Why morning light helps you sleep', duration: '15-30 seconds' });
  // The storyboard: one card per scene, each with its length and the picture it will get.
  await generateToStoryboard(dialog);
  const scenes = dialog.getByTestId('storyboard-scene');
  expect(await scenes.count()).toBeGreaterThanOrEqual(2);
  const second = scenes.nth(1);
  await expect(second).toContainText(/~\d+(\.\d)? s/);
  // Automatic scenes preview the fake's first clip, with its credit.
  await expect(scenes.first().getByTestId('scene-source')).toHaveText('Auto · Pexels video');
  await expect(scenes.first().getByTestId('scene-credit')).toContainText('Clip Author');
  await expect(scenes.first().locator('img')).toHaveJSProperty('complete', true);
  await shot(page, 'storyboard-1440', true);
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'storyboard-375', true);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Scene 2: new words, and the yellow stock photo instead of the automatic pick.
  const words = 'Bright yellow morning light tells your body clock that the day has started.';
  await second.getByRole('textbox', { name: 'Scene 2 text' }).fill(words);
  await second.getByRole('button', { name: 'Change visual' }).click();
  const picker = second.getByTestId('visual-picker');
  await picker.getByRole('button', { name: /Use image: Photo by Yellow Photographer/ }).click();
  await expect(second.getByTestId('scene-source')).toHaveText('Pexels image');
  await expect(second.getByTestId('scene-credit')).toContainText('Yellow Photographer');
  await shot(page, 'storyboard-swapped-1440', true);

  await dialog.getByRole('button', { name: 'Render video' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your video is ready' })).toBeVisible({ timeout: RENDER_TIMEOUT });
  const player = dialog.getByTestId('video-player');
  await plays(player);

  // Saved on the video: the edited words and the swapped visual, for re-renders.
  const list = (await (await page.request.get('/api/videos')).json()) as { items: { id: string }[] };
  const id = list.items[0]!.id;
  const board = (await (await page.request.get(`/api/videos/${id}/storyboard`)).json()) as {
    scenes: { text: string; visual: { kind: string; pick?: { credit: string } } }[];
  };
  expect(board.scenes[1]?.text).toBe(words);
  expect(board.scenes[1]?.visual.pick?.credit).toContain('Yellow Photographer');

  // The rendered file shows the photo (the fake's clips are red, green, blue and cyan).
  const file = path.join(os.tmpdir(), `storyboard-e2e-${Date.now()}.mp4`);
  fs.writeFileSync(file, await (await page.request.get(`/api/videos/${id}/stream`)).body());
  const bands = topBands(file);
  const yellow = bands.map((b, i) => ({ i, near: Math.max(...b.map((v, c) => Math.abs(v - YELLOW[c]!))) < 30 })).filter((x) => x.near);
  expect(yellow.length).toBeGreaterThanOrEqual(4);
  if (SHOTS) {
    const at = yellow[Math.floor(yellow.length / 2)]!.i / 2;
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-ss', String(at), '-i', file, '-frames:v', '1', `${SHOTS}/storyboard-swapped-frame.png`]);
  }
  fs.rmSync(file, { force: true });

  // The studio shows the saved storyboard (with the swapped photo); an edit saved there becomes
  // the script and survives a reload.
  await dialog.getByRole('button', { name: 'Open in Studio' }).click();
  await expect(page).toHaveURL(new RegExp(`video=${id}`));
  const editor = page.getByRole('region', { name: 'Video editor' });
  const scriptField = editor.getByRole('textbox', { name: 'Script', exact: true });
  await expect(scriptField).toHaveValue(board.scenes.map((s) => s.text).join('\n\n'));
  await editor.getByRole('button', { name: 'Storyboard' }).click();
  const studio = page.getByRole('dialog');
  const saved = studio.getByTestId('storyboard-scene');
  await expect(saved).toHaveCount(board.scenes.length);
  await expect(saved.nth(1).getByRole('textbox', { name: 'Scene 2 text' })).toHaveValue(words);
  await expect(saved.nth(1).getByTestId('scene-source')).toHaveText('Pexels image');
  await expect(saved.nth(1).getByTestId('scene-credit')).toContainText('Yellow Photographer');
  await expect(saved.nth(1).locator('img')).toHaveJSProperty('complete', true);
  await expect(studio.getByRole('button', { name: 'Re-render' })).toBeEnabled();
  // The dialog scrolls: its actions are shot as they look once scrolled to.
  const actions = async (name: string) => {
    await studio.getByRole('button', { name: 'Save storyboard' }).scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
  };
  await shot(page, 'studio-storyboard-1440', true);
  await actions('studio-storyboard-actions-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'studio-storyboard-375', true);
  await actions('studio-storyboard-actions-375');
  await page.setViewportSize({ width: 1440, height: 900 });

  const opening = 'Open the curtains as soon as you wake up.';
  await saved.first().getByRole('textbox', { name: 'Scene 1 text' }).fill(opening);
  await studio.getByRole('button', { name: 'Save storyboard' }).click();
  await expect(studio).toBeHidden();
  const script = [opening, ...board.scenes.slice(1).map((s) => s.text)].join('\n\n');
  await expect(scriptField).toHaveValue(script);
  // The file says the old words now: the editor offers a re-render.
  await expect(editor.getByRole('button', { name: 'Re-render' })).toBeVisible();

  await page.reload();
  await expect(scriptField).toHaveValue(script);
  await editor.getByRole('button', { name: 'Storyboard' }).click();
  await expect(saved.first().getByRole('textbox', { name: 'Scene 1 text' })).toHaveValue(opening);
  await expect(saved.nth(1).getByTestId('scene-source')).toHaveText('Pexels image');
});

test('Write my own -> storyboard -> render', async ({ page }) => {
  await signUp(page, { tag: 'own-storyboard', firstName: 'Chantal', lastName: 'Akerman' });

  const dialog = await openCreateDialog(page);
  await dialog.getByRole('tab', { name: 'Write my own' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Evening walks');
  await dialog.getByTestId('own-script-text').fill('Walk after dinner.\n\nTwenty minutes is enough.');
  await choose(dialog, 'Platform', 'TikTok');
  await dialog.getByRole('button', { name: 'Storyboard' }).click();
  await expect(dialog.getByRole('heading', { name: 'Storyboard' })).toBeVisible();
  const scenes = dialog.getByTestId('storyboard-scene');
  await expect(scenes).toHaveCount(2);
  await scenes.nth(1).getByRole('textbox', { name: 'Scene 2 text' }).fill('Twenty minutes outside is enough.');
  await scenes.nth(1).getByRole('button', { name: 'Change visual' }).click();
  await scenes.nth(1).getByTestId('visual-picker').getByRole('button', { name: 'Motion graphics' }).click();
  await dialog.getByRole('button', { name: 'Render video' }).click();
  await expect(dialog.getByRole('heading', { name: /Rendering your video|Your video is ready/ })).toBeVisible({ timeout: 30_000 });

  // The video carries the board: its words are the script, its choices the scenes' visuals.
  const list = (await (await page.request.get('/api/videos')).json()) as { items: { id: string }[] };
  const id = list.items[0]!.id;
  const board = (await (await page.request.get(`/api/videos/${id}/storyboard`)).json()) as {
    scenes: { text: string; visual: { kind: string } }[];
  };
  expect(board.scenes.map((s) => [s.text, s.visual.kind])).toEqual([
    ['Walk after dinner.', 'auto'],
    ['Twenty minutes outside is enough.', 'motion'],
  ]);
});
