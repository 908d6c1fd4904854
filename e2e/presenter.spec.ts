import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { frameLayout, placePresenter, safeAreaFor } from '../packages/video-engine/src/index.ts';
import { withE2eDb } from './support/db.ts';
import { signUp } from './support/accounts.ts';
import { choose } from './support/ui.ts';
import { renderFinished } from './support/media.ts';

// A photo avatar and an illustrated one each present a real render; in the studio's player the
// mouth is seen open on one moment and shut on another (pixels of the mouth region, located from
// the avatar's stored face mesh and the engine's own layout). Screenshots go to test-results.

const OUT = 'test-results/presenter';
// Each render is 10-60 s on a busy 2-core machine.
const RENDER_TIMEOUT = 240_000;
// Closures (m, b, p) between open vowels: the mouth must visibly shut and open.
const SCRIPT = 'Mama made a big map. Papa bought a bat and a hat. Bob, pop a ball up.';

test.use({ deviceScaleFactor: 2 });

interface Media {
  currentTime: number;
  duration: number;
  readyState: number;
  videoWidth: number;
  videoHeight: number;
  addEventListener(type: string, fn: () => void, opts: { once: boolean }): void;
}

/** Creates an avatar in the Avatar Builder (with a photo, or drawn) and returns its id. */
async function createAvatar(page: Page, name: string, photo?: Buffer): Promise<string> {
  await page.goto('/avatar-builder');
  await page.getByRole('button', { name: /Create (Your First|New) Avatar/ }).first().click();
  const dialog = page.getByTestId('create-avatar-dialog');
  await dialog.getByLabel('Name').fill(name);
  if (photo) await dialog.getByTestId('avatar-photo-input').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await choose(dialog, 'Style', photo ? 'Professional' : 'Cartoon');
  await choose(dialog, 'Gender', 'Female');
  await dialog.getByRole('button', { name: 'Create Avatar' }).click();
  await expect(page.getByTestId('toast')).toContainText('Avatar Created', { timeout: 60_000 });
  const avatars = (await (await page.request.get('/api/avatars')).json()) as { id: string; name: string }[];
  return avatars.find((a) => a.name === name)!.id;
}

/** Renders the script with the avatar as presenter and waits until the video is ready. */
async function renderWith(page: Page, avatarId: string, title: string, presenterLayout: string): Promise<string> {
  const res = await page.request.post('/api/deepagent/complete-video', {
    data: { topic: title, title, platform: 'tiktok', duration: 15, script: SCRIPT, avatarId, presenterLayout },
  });
  expect(res.status()).toBe(202);
  const { videoId } = (await res.json()) as { videoId: string };
  await renderFinished(page, videoId, RENDER_TIMEOUT, 2000);
  return videoId;
}

/** The mouth's box in video pixels: the engine's placement of the presenter and the stored mesh. */
async function mouthBox(videoId: string, avatarId: string, width: number, height: number) {
  const [row] = await withE2eDb(async (db) => {
    const v = await db.query<{ render_options: { presenterLayout: string; style: { captionPosition?: 'bottom' | 'middle' | 'top' } } }>(
      'select render_options from videos where id = $1',
      [videoId],
    );
    const a = await db.query<{ face_landmarks: number[] | null }>('select face_landmarks from avatars where id = $1', [avatarId]);
    return [{ options: v.rows[0]!.render_options, landmarks: a.rows[0]!.face_landmarks }];
  });
  expect(row!.landmarks, 'the avatar has a face mesh, so it really talks').toHaveLength(956);
  const lm = row!.landmarks!;
  const layout = row!.options.presenterLayout;
  const frame = frameLayout(width, height, safeAreaFor('tiktok', width, height), {
    enabled: true,
    position: row!.options.style.captionPosition ?? 'bottom',
  });
  const corner = layout === 'talking-head' ? 'bottom-left' : (layout as 'bottom-left');
  const { box } = placePresenter(layout === 'talking-head' ? 'talking-head' : 'corner', corner, 0.32, frame);
  const k = box.w / 512;
  const q = (i: number) => [lm[2 * i]!, lm[2 * i + 1]!] as const;
  const pad = (q(291)[0] - q(61)[0]) * 0.15;
  // The mouth in the avatar's own 512 px picture, and where that lands in the video.
  const rest = { x: q(61)[0] - pad, y: q(0)[1] - pad, w: q(291)[0] - q(61)[0] + 2 * pad, h: q(17)[1] - q(0)[1] + 2 * pad };
  return { rest, video: { x: box.x + rest.x * k, y: box.y + rest.y * k, w: rest.w * k, h: rest.h * k } };
}

/** Plays the video in the studio's preview, then seeks to `times` and screenshots the player at each. */
async function playAndShoot(page: Page, title: string, times: number[], name: string) {
  await page.goto('/video-studio');
  await page.getByTestId('video-row').filter({ hasText: title }).click();
  const editor = page.getByRole('region', { name: 'Video editor' });
  await editor.getByRole('button', { name: 'Preview', exact: true }).click();
  const player = page.getByRole('dialog').getByTestId('video-player');
  await expect.poll(() => player.evaluate((v) => (v as unknown as Media).readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  await player.evaluate(async (v) => {
    const el = v as unknown as Media & { muted: boolean; play(): Promise<void>; pause(): void };
    el.muted = true;
    await el.play();
  });
  await expect.poll(() => player.evaluate((v) => (v as unknown as Media).currentTime), { timeout: 30_000 }).toBeGreaterThan(0.3);
  await player.evaluate((v) => (v as unknown as { pause(): void }).pause());
  const media = await player.evaluate((v) => {
    const m = v as unknown as Media;
    return { w: m.videoWidth, h: m.videoHeight, duration: m.duration };
  });
  await page.mouse.move(0, 0);
  const shots: { t: number; png: Buffer }[] = [];
  for (const t of times.filter((x) => x < media.duration - 0.2)) {
    await player.evaluate(
      (v, at) =>
        new Promise<void>((resolve) => {
          const m = v as unknown as Media;
          m.addEventListener('seeked', () => resolve(), { once: true });
          m.currentTime = at;
        }),
      t,
    );
    // A frame painted after the seek.
    await page.waitForTimeout(150);
    shots.push({ t, png: await player.screenshot({ path: `${OUT}/${name}-${t.toFixed(2)}.png` }) });
  }
  const bounds = (await player.boundingBox())!;
  return { media, bounds, shots };
}

/** The mouth crop of a player screenshot (object-fit: contain maps video pixels into the element). */
async function mouthPixels(png: Buffer, box: { x: number; y: number; w: number; h: number }, video: { w: number; h: number }, el: { width: number; height: number }) {
  const meta = await sharp(png).metadata();
  const scale = Math.min(meta.width! / video.w, meta.height! / video.h);
  const ox = (meta.width! - video.w * scale) / 2;
  const oy = (meta.height! - video.h * scale) / 2;
  expect(Math.abs(meta.width! / el.width - meta.height! / el.height)).toBeLessThan(0.05);
  const region = {
    left: Math.round(ox + box.x * scale),
    top: Math.round(oy + box.y * scale),
    width: Math.max(4, Math.round(box.w * scale)),
    height: Math.max(4, Math.round(box.h * scale)),
  };
  return { region, px: await sharp(png).extract(region).removeAlpha().raw().toBuffer() };
}

const meanAbs = (a: Buffer, b: Buffer) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += Math.abs(a[i]! - b[i]!);
  return s / a.length;
};

test('a photo avatar and an illustrated avatar both lip-sync in the studio player', async ({ page }) => {
  test.setTimeout(900_000);
  await fs.mkdir(OUT, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, { tag: 'presenter', lastName: 'Byron' });
  const photo = await fs.readFile(new URL('../apps/server/test/fixtures/photos/astronaut.jpg', import.meta.url));
  const cases = [
    { name: 'Photo Presenter', photo, layout: 'bottom-left' },
    { name: 'Drawn Presenter', photo: undefined, layout: 'talking-head' },
  ];
  for (const c of cases) {
    const avatarId = await createAvatar(page, c.name, c.photo);
    const title = `${c.name} talks`;
    const videoId = await renderWith(page, avatarId, title, c.layout);
    // Every 0.12 s through the first seconds: speech runs through open vowels and closures.
    const times = Array.from({ length: 28 }, (_, i) => 0.3 + i * 0.12);
    const slug = c.name.toLowerCase().replace(' ', '-');
    const { media, bounds, shots } = await playAndShoot(page, title, times, slug);
    expect(shots.length).toBeGreaterThan(10);
    const box = await mouthBox(videoId, avatarId, media.w, media.h);
    const mouths = await Promise.all(
      shots.map(async (s) => ({ t: s.t, png: s.png, ...(await mouthPixels(s.png, box.video, { w: media.w, h: media.h }, bounds)) })),
    );
    // How far each mouth is from the avatar's resting mouth (its own picture): least is shut, most is open.
    const avatar = ((await (await page.request.get('/api/avatars')).json()) as { id: string; imageUrl: string }[]).find((a) => a.id === avatarId)!;
    const picture = Buffer.from(await (await page.request.get(avatar.imageUrl)).body());
    const r0 = mouths[0]!.region;
    const rest = await sharp(picture)
      .extract({ left: Math.round(box.rest.x), top: Math.round(box.rest.y), width: Math.round(box.rest.w), height: Math.round(box.rest.h) })
      .resize(r0.width, r0.height, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer();
    const byOpening = [...mouths].sort((a, b) => meanAbs(a.px, rest) - meanAbs(b.px, rest));
    const shut = byOpening[0]!;
    const open = byOpening[byOpening.length - 1]!;
    // The two frames for people to look at, with the mouth box drawn on them.
    for (const [label, m] of [['open', open], ['shut', shut]] as const) {
      const r = m.region;
      const outline = Buffer.from(
        `<svg width="${r.width}" height="${r.height}"><rect x="1" y="1" width="${r.width - 2}" height="${r.height - 2}" fill="none" stroke="#00ff00" stroke-width="2"/></svg>`,
      );
      await sharp(m.png).composite([{ input: outline, left: r.left, top: r.top }]).toFile(`${OUT}/${slug}-${label}.png`);
    }
    const what = `${c.name}: open at ${open.t}s, shut at ${shut.t}s`;
    // The open mouth is far from the resting one, the shut mouth close to it, and the two differ.
    expect(meanAbs(open.px, rest), what).toBeGreaterThan(meanAbs(shut.px, rest) + 8);
    expect(meanAbs(open.px, shut.px), what).toBeGreaterThan(8);
  }
});
