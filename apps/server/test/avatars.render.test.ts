import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { frameLayout, placePresenter, resolveFfmpeg, safeAreaFor } from '@reelforge/video-engine';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema.ts';
import { presenterFor } from '../src/modules/avatars/avatars.presenter.ts';
import { waitFor } from './support/wait.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser, type User } from './support/users.ts';

const SCRIPT =
  'Coffee wakes you up because caffeine blocks adenosine. Drink it early, and you will sleep better tonight.';
const WIDTH = 1080;
const HEIGHT = 1920;

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer({ workers: true });
});
afterAll(() => env.close());

/** Runs ffmpeg and returns what it wrote to stdout. */
function ffmpegOut(args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const p = spawn(resolveFfmpeg(), ['-hide_banner', '-loglevel', 'error', ...args, 'pipe:1']);
    const out: Buffer[] = [];
    let err = '';
    p.stdout.on('data', (d: Buffer) => out.push(d));
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('error', reject);
    p.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`ffmpeg ${code}: ${err}`))));
  });
}
const frameAt = (file: string, sec: number) =>
  ffmpegOut(['-ss', sec.toFixed(2), '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24']);
const pcmOf = async (file: string) => {
  const b = await ffmpegOut(['-i', file, '-vn', '-ac', '1', '-ar', '16000', '-f', 's16le']);
  return new Int16Array(b.buffer, b.byteOffset, b.length / 2);
};

/** Loudness every 20 ms: eSpeak adds random noise to some sounds, so samples never repeat exactly. */
function envelope(pcm: Int16Array, rate = 16000): number[] {
  const win = rate / 50;
  const out: number[] = [];
  for (let i = 0; i + win <= pcm.length; i += win) {
    let sum = 0;
    for (let j = i; j < i + win; j++) sum += pcm[j]! * pcm[j]!;
    out.push(Math.sqrt(sum / win));
  }
  return out;
}

/** How unlike two narrations are: envelope difference over the common part plus the length difference. */
function audioDistance(a: Int16Array, b: Int16Array): number {
  const ea = envelope(a);
  const eb = envelope(b);
  const n = Math.min(ea.length, eb.length);
  let diff = 0;
  let level = 0;
  for (let i = 0; i < n; i++) {
    diff += Math.abs(ea[i]! - eb[i]!);
    level += ea[i]!;
  }
  return diff / level + Math.abs(ea.length - eb.length) / n;
}

async function render(u: User, extra: Record<string, unknown>) {
  const res = await env.app.inject({
    method: 'POST',
    url: '/api/deepagent/complete-video',
    payload: { topic: 'Coffee', platform: 'tiktok', duration: 15, script: SCRIPT, title: 'Coffee', ...extra },
    ...as(u),
  });
  expect(res.statusCode, res.body).toBe(202);
  const id = res.json().videoId as string;
  const done = await waitFor(async () => {
    const v = (await env.app.inject({ url: `/api/videos/${id}`, ...as(u) })).json();
    return v.status !== 'generating' && v;
  }, 'the render', 150_000, 300);
  expect(done.status, done.error).toBe('ready');
  const [row] = await env.ctx.db.select().from(videos).where(eq(videos.id, id));
  return { row: row!, file: env.files.path(row!.videoKey!) };
}

describe('a video rendered with an avatar', () => {
  // The same script rendered three times, one render a test (each fits the time limit), then compared.
  let u: User;
  let avatar: { id: string; imageUrl: string; voiceId: string };
  let withAvatar: Awaited<ReturnType<typeof render>>;
  let plain: Awaited<ReturnType<typeof render>>;
  let otherVoice: Awaited<ReturnType<typeof render>>;

  it('renders with the avatar as presenter, in its voice', async () => {
    u = await signedInUser(env.app);
    const s = (
      await env.app.inject({
        method: 'POST',
        url: '/api/deepagent/avatar',
        payload: { name: 'Nova', style: 'cartoon', gender: 'female', voiceType: 'voice6' },
        ...as(u),
      })
    ).json().data;
    const saved = await env.app.inject({
      method: 'POST',
      url: '/api/avatars',
      payload: { name: 'Nova', style: 'cartoon', voiceId: 'voice6', deepAgentAvatarId: s.avatar_id },
      ...as(u),
    });
    avatar = saved.json();
    expect(avatar.voiceId).toBe('voice6');

    withAvatar = await render(u, { avatarId: avatar.id });
    expect(withAvatar.row.avatarId).toBe(avatar.id);
    expect(withAvatar.row.renderOptions).toMatchObject({ avatarId: avatar.id, voiceId: 'voice6' });
  }, 300_000);

  it('renders the same script and voice without the avatar', async () => {
    expect(withAvatar, 'the avatar render').toBeDefined();
    // Same script and voice, no avatar: only the presenter can make the pictures differ.
    plain = await render(u, { voiceId: 'voice6' });
  }, 300_000);

  it('renders the same script without an avatar in the default voice', async () => {
    expect(withAvatar, 'the avatar render').toBeDefined();
    // Same script, no avatar, the default voice: the narration must sound different.
    otherVoice = await render(u, {});
    expect(otherVoice.row.renderOptions).toMatchObject({ voiceId: 'voice1', avatarId: null });
  }, 300_000);

  it('shows the avatar as presenter: the bubble differs from the plain render and looks like the avatar', async () => {
    expect(plain, 'the render without the avatar').toBeDefined();
    // Pixels: compare 40 px blocks of a frame from each render at the same moment.
    const at = Math.max(1, (withAvatar.row.duration ?? 4) / 2);
    const a = await frameAt(withAvatar.file, at);
    const b = await frameAt(plain.file, at);
    expect(a.length).toBe(WIDTH * HEIGHT * 3);
    // Where the engine puts a bottom-left bubble of 0.32 (the layout gives the graphics the rest).
    const frame = frameLayout(WIDTH, HEIGHT, safeAreaFor('tiktok', WIDTH, HEIGHT), { enabled: true, position: 'bottom' });
    const box = placePresenter('corner', 'bottom-left', 0.32, frame).box;
    expect(box.w).toBeGreaterThan(WIDTH * 0.25);
    expect(box.x + box.w).toBeLessThan(WIDTH / 2);
    expect(box.y).toBeGreaterThan(HEIGHT * 0.4);
    // Pixels: 20 px blocks inside the box differ from the render without the presenter.
    const BLOCK = 20;
    let changed = 0;
    let blocks = 0;
    for (let by = box.y; by + BLOCK <= box.y + box.h; by += BLOCK) {
      for (let bx = box.x; bx + BLOCK <= box.x + box.w; bx += BLOCK) {
        let sum = 0;
        for (let y = by; y < by + BLOCK; y++) {
          for (let x = bx; x < bx + BLOCK; x++) {
            const p = (y * WIDTH + x) * 3;
            sum += Math.abs(a[p]! - b[p]!) + Math.abs(a[p + 1]! - b[p + 1]!) + Math.abs(a[p + 2]! - b[p + 2]!);
          }
        }
        blocks++;
        if (sum / (BLOCK * BLOCK * 3) > 12) changed++;
      }
    }
    expect(changed / blocks).toBeGreaterThan(0.6);

    // What is there looks like the avatar: the box in the avatar render is closer to its image.
    const crop = async (raw: Buffer) =>
      sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
        .extract({ left: box.x, top: box.y, width: box.w, height: box.h })
        .resize(16, 16, { fit: 'fill' })
        .raw()
        .toBuffer();
    const image = (await env.app.inject({ url: avatar.imageUrl, ...as(u) })).rawPayload;
    const face = await sharp(image).removeAlpha().resize(16, 16, { fit: 'fill' }).raw().toBuffer();
    const dist = (x: Buffer, y: Buffer) => x.reduce((s, v, i) => s + Math.abs(v - y[i]!), 0) / x.length;
    expect(dist(await crop(a), face)).toBeLessThan(dist(await crop(b), face) * 0.6);
  });

  it('narrates in the avatar\'s voice', async () => {
    expect(plain, 'the render without the avatar').toBeDefined();
    expect(otherVoice, 'the render in the default voice').toBeDefined();
    // Sound: the avatar render matches the same voice without the avatar, not the other voice.
    const pa = await pcmOf(withAvatar.file);
    const same = audioDistance(pa, await pcmOf(plain.file));
    const different = audioDistance(pa, await pcmOf(otherVoice.file));
    // Measured: same voice ~0.06, voice6 vs voice1 ~1.1.
    expect(same).toBeLessThan(0.2);
    expect(different).toBeGreaterThan(0.5);
    expect(different).toBeGreaterThan(same * 4);
  });

  it('keeps the chosen presenter layout with the render and refuses an unknown one', async () => {
    const u = await signedInUser(env.app);
    const body = { topic: 'x', platform: 'tiktok', duration: 15, script: SCRIPT };
    const bad = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/complete-video',
      payload: { ...body, presenterLayout: 'floating' },
      ...as(u),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/complete-video',
      payload: { ...body, presenterLayout: 'split' },
      ...as(u),
    });
    expect(res.statusCode).toBe(202);
    const [row] = await env.ctx.db.select().from(videos).where(eq(videos.id, res.json().videoId));
    expect(row!.renderOptions).toMatchObject({ presenterLayout: 'split' });
    await env.app.inject({ method: 'DELETE', url: `/api/videos/${row!.id}`, ...as(u) });
    // The talking-head intro and outro is a layout of its own.
    const intro = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/complete-video',
      payload: { ...body, presenterLayout: 'intro-outro' },
      ...as(u),
    });
    expect(intro.statusCode).toBe(202);
    const [introRow] = await env.ctx.db.select().from(videos).where(eq(videos.id, intro.json().videoId));
    expect(introRow!.renderOptions).toMatchObject({ presenterLayout: 'intro-outro' });
    await env.app.inject({ method: 'DELETE', url: `/api/videos/${introRow!.id}`, ...as(u) });
  });

  it('a voice given with the request wins; an avatar deleted before the render means no presenter', async () => {
    const u = await signedInUser(env.app);
    const created = await env.app.inject({
      method: 'POST',
      url: '/api/avatars',
      payload: { name: 'Solo', style: 'anime', gender: 'female' },
      ...as(u),
    });
    const plainAvatar = created.json();
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/complete-video',
      payload: {
        topic: 'x',
        platform: 'tiktok',
        duration: 15,
        script: SCRIPT,
        avatarId: plainAvatar.id,
        voiceId: 'voice3',
      },
      ...as(u),
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().videoId as string;
    const [row] = await env.ctx.db.select().from(videos).where(eq(videos.id, id));
    expect(row!.renderOptions).toMatchObject({ voiceId: 'voice3', avatarId: plainAvatar.id });
    await env.app.inject({ method: 'DELETE', url: `/api/videos/${id}`, ...as(u) });

    // No chosen voice: the natural voice of the avatar's gender.
    const byGender = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/complete-video',
      payload: { topic: 'x', platform: 'tiktok', duration: 15, script: SCRIPT, avatarId: plainAvatar.id },
      ...as(u),
    });
    const [row2] = await env.ctx.db.select().from(videos).where(eq(videos.id, byGender.json().videoId));
    expect(row2!.renderOptions).toMatchObject({ voiceId: 'voice2' });
    await env.app.inject({ method: 'DELETE', url: `/api/videos/${row2!.id}`, ...as(u) });

    const s = (
      await env.app.inject({
        method: 'POST',
        url: '/api/deepagent/avatar',
        payload: { name: 'Gone', style: 'anime' },
        ...as(u),
      })
    ).json().data;
    const gone = (
      await env.app.inject({
        method: 'POST',
        url: '/api/avatars',
        payload: { name: 'Gone', style: 'anime', deepAgentAvatarId: s.avatar_id },
        ...as(u),
      })
    ).json();
    const workDir = fs.mkdtempSync(path.join(env.dataDir, 'presenter-'));
    const presenter = await presenterFor(env.ctx, u.id, gone.id, workDir);
    expect(presenter?.mouthOpenImagePath).toBeDefined();
    expect(fs.existsSync(presenter!.imagePath)).toBe(true);
    // Not the owner: nothing.
    const stranger = await signedInUser(env.app);
    expect(await presenterFor(env.ctx, stranger.id, gone.id, workDir)).toBeUndefined();
    await env.app.inject({ method: 'DELETE', url: `/api/avatars/${gone.id}`, ...as(u) });
    expect(await presenterFor(env.ctx, u.id, gone.id, workDir)).toBeUndefined();
    // An avatar without an image (saved without synthesis) has no presenter either.
    expect(await presenterFor(env.ctx, u.id, plainAvatar.id, workDir)).toBeUndefined();
  });
});
