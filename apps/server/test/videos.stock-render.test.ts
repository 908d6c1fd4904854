import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Video } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { videos } from '../src/db/schema.ts';
import { StockMediaFake, type FakeClip } from './fakes/stock-media.ts';
import { colourClip, type Rgb } from './fakes/media-files.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';
import { untilRendered } from './support/wait.ts';

// Issue 11's promise end to end: with Pexels configured, a rendered minute shows its clips, cut
// every 2-5 s, and credits their authors; Pexels failing never fails the render.
const root = mkdtempSync(join(tmpdir(), 'stock-render-'));
const COLOURS: Rgb[] = [
  [220, 30, 30],
  [30, 200, 60],
  [40, 70, 230],
  [240, 220, 20],
  [20, 210, 220],
  [200, 40, 200],
];
let clips: FakeClip[];
let fake: StockMediaFake;
let env: TestEnv;

beforeAll(async () => {
  clips = COLOURS.map((c, i) => colourClip(root, `clip-${i}.mp4`, c, [1080, 1920], 4, `Author ${i}`));
  fake = await new StockMediaFake({ pexelsKey: 'pexels-key', pexelsVideos: clips.map((c) => [c]) }).start();
  env = await startTestServer({ workers: true, env: fake.env });
}, 240_000);
afterAll(async () => {
  await env?.close();
  await fake?.stop();
  rmSync(root, { recursive: true, force: true });
});

const W = 108;
const H = 192;
function frame(file: string, sec: number): Buffer {
  return execFileSync(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-ss', String(sec), '-i', file, '-frames:v', '1', '-vf', `scale=${W}:${H}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    { maxBuffer: 1 << 24 },
  );
}
/** Mean colour of the top 8% of the frame: above the keywords and the captions. */
function topBand(rgb: Buffer): Rgb {
  const sum = [0, 0, 0];
  const rows = Math.round(H * 0.08);
  for (let i = 0; i < rows * W * 3; i += 3) for (let c = 0; c < 3; c++) sum[c]! += rgb[i + c] ?? 0;
  return sum.map((v) => v / (rows * W)) as Rgb;
}
const distance = (a: Rgb, b: Rgb) => Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));

async function renderAndWait(payload: Record<string, unknown>, cookie: string) {
  const res = await env.app.inject({ method: 'POST', url: '/api/deepagent/complete-video', payload, headers: { cookie } });
  expect(res.statusCode).toBe(202);
  return untilRendered<Video>(env.app, res.json().videoId as string, { cookie });
}

const paragraph = (topic: string) =>
  `${topic} changes how a whole morning feels. Start small, keep it simple, and repeat it every single day ` +
  `until it no longer needs any willpower at all. People who keep this habit say the first week is the hardest, ` +
  `and after that the routine carries itself.`;

describe('a video with Pexels footage', () => {
  // One rendered minute, shared: the render is one test, what it shows is another.
  let video: Awaited<ReturnType<typeof renderAndWait>>;
  const file = join(root, 'out.mp4');

  it('renders a minute of footage, downloads each clip once and credits their authors', async () => {
    const u = await signedInUser(env.app);
    const script = ['Cold water', 'Morning light', 'A short walk', 'Writing things down', 'A slow breakfast'].map(paragraph).join('\n\n');
    video = await renderAndWait({ topic: 'morning habits', platform: 'tiktok', duration: 60, script, title: 'Mornings' }, u.cookie);
    expect(video.status).toBe('ready');
    expect(video.duration).toBeGreaterThanOrEqual(45);

    const res = await env.app.inject({ url: `/api/videos/${video.id}/stream`, headers: { cookie: u.cookie } });
    expect(res.statusCode).toBe(200);
    writeFileSync(file, res.rawPayload);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-ss', '20', '-i', file, '-frames:v', '1', join(tmpdir(), 'stock-render-20s.png')]);

    // Each clip was downloaded once however many shots and scenes used it.
    for (const c of clips) expect(fake.downloads[c.name]).toBe(1);
    // Credited in the video's credits, not in the creator's description.
    expect(video.credits).toContain('Video by Author 0 on Pexels (https://www.pexels.com/video/fake-1000/), Pexels License');
    expect(video.description ?? '').not.toContain('Pexels');
  }, 300_000);

  it('shows the served clips, cut every 2 to 5 seconds', () => {
    expect(video?.status, 'the rendered minute').toBe('ready');
    // The served clips' own pixels, decoded from the files the fake sends.
    const served = clips.map((c) => topBand(frame(c.path, 1)));
    const step = 0.5;
    const seen: number[] = [];
    // Two frames a second in one decoding pass.
    const all = execFileSync(
      'ffmpeg',
      ['-hide_banner', '-loglevel', 'error', '-i', file, '-vf', `fps=${1 / step},scale=${W}:${H}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
      { maxBuffer: 1 << 28 },
    );
    const size = W * H * 3;
    for (let k = Math.ceil(3.5 / step); (k + 1) * size <= all.length && k * step < video.duration! - 0.5; k++) {
      const band = topBand(all.subarray(k * size, (k + 1) * size));
      const best = served.map((s) => distance(s, band)).reduce((bi, d, i, all) => (d < all[bi]! ? i : bi), 0);
      seen.push(distance(served[best]!, band) < 24 ? best : -1);
    }
    // After the title card, every sample is one of the clips (a few fall inside transitions).
    expect(seen.filter((s) => s === -1).length).toBeLessThanOrEqual(Math.ceil(seen.length * 0.08));
    expect(new Set(seen.filter((s) => s >= 0)).size).toBe(clips.length);
    const runs: { clip: number; sec: number }[] = [];
    for (const s of seen) {
      const last = runs.at(-1);
      if (last && last.clip === s) last.sec += step;
      else runs.push({ clip: s, sec: step });
    }
    const shots = runs.filter((r) => r.clip >= 0).slice(1, -1);
    expect(shots.length).toBeGreaterThanOrEqual(10);
    for (const r of shots) {
      expect(r.sec).toBeGreaterThanOrEqual(1.5);
      expect(r.sec).toBeLessThanOrEqual(5.5);
    }
  });

  it('renders with motion graphics when Pexels answers 429', async () => {
    const u = await signedInUser(env.app);
    const before = fake.count('pexels-videos');
    fake.fail('pexels-videos', { status: 429, headers: { 'X-Ratelimit-Remaining': '0', 'X-Ratelimit-Reset': String(Math.floor(Date.now() / 1000) + 1) }, body: {} });
    const video = await renderAndWait({ topic: 'tea', platform: 'tiktok', duration: 10, script: 'Green tea is calm energy in a cup.', title: 'Tea' }, u.cookie);
    expect(video.status).toBe('ready');
    expect(fake.count('pexels-videos')).toBe(before + 1);
    expect(video.credits.filter((c: string) => c.includes('Pexels'))).toEqual([]);
  }, 300_000);

  it('keeps to Motion graphics when the creator chose it, and a re-render may change the source (a bad one is a 400)', async () => {
    const u = await signedInUser(env.app);
    const before = fake.count('pexels-videos');
    const payload = { topic: 'tea', platform: 'tiktok', duration: 10, script: 'Black tea wakes you up gently.', title: 'Black tea', visualSource: 'motion' };
    const video = await renderAndWait(payload, u.cookie);
    expect(video.status).toBe('ready');
    expect(fake.count('pexels-videos')).toBe(before);

    const bad = await env.app.inject({ method: 'POST', url: `/api/videos/${video.id}/render`, payload: { visualSource: 'gifs' }, headers: { cookie: u.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
    const other = await signedInUser(env.app);
    const foreign = await env.app.inject({ method: 'POST', url: `/api/videos/${video.id}/render`, payload: { visualSource: 'stock' }, headers: { cookie: other.cookie } });
    expect(foreign.statusCode).toBe(404);
    const again = await env.app.inject({ method: 'POST', url: `/api/videos/${video.id}/render`, payload: { visualSource: 'stock' }, headers: { cookie: u.cookie } });
    expect(again.statusCode).toBe(202);
    const [row] = await env.ctx.db.select().from(videos).where(eq(videos.id, video.id));
    expect((row!.renderOptions as { visualSource: string }).visualSource).toBe('stock');
  }, 300_000);
});

