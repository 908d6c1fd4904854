import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Video } from '@reelforge/contracts';
import { probeMedia, resolveFfmpeg, resolveFfprobe } from '@reelforge/video-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema.ts';
import { colourClip } from './fakes/media-files.ts';
import { StockMediaFake } from './fakes/stock-media.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';
import { untilRendered } from './support/wait.ts';

// Issue 24 item 7, end to end: what the built-in writer hands the renderer. A 60 s video written
// with no model and no research lasts 54-66 s, and a creator's German script is searched for on
// Pexels in English nouns, never in its own words ("Fang früh an!").
const root = mkdtempSync(join(tmpdir(), 'writer-render-'));
let fake: StockMediaFake;
let env: TestEnv;

beforeAll(async () => {
  const clip = colourClip(root, 'clip.mp4', [40, 120, 200], [1080, 1920], 4, 'Author');
  fake = await new StockMediaFake({ pexelsKey: 'pexels-key', pexelsVideos: [[clip]] }).start();
  env = await startTestServer({ workers: true, env: fake.env });
}, 240_000);
afterAll(async () => {
  await env?.close();
  await fake?.stop();
  rmSync(root, { recursive: true, force: true });
});

async function render(payload: Record<string, unknown>) {
  const u = await signedInUser(env.app);
  const res = await env.app.inject({ method: 'POST', url: '/api/deepagent/complete-video', payload, headers: { cookie: u.cookie } });
  expect(res.statusCode).toBe(202);
  return untilRendered<Video>(env.app, res.json().videoId as string, { cookie: u.cookie });
}

async function durationOf(id: string): Promise<number> {
  const row = (await env.ctx.db.select().from(videos).where(eq(videos.id, id)))[0]!;
  const ffmpegPath = resolveFfmpeg();
  const info = await probeMedia(env.files.path(row.videoKey!), { ffmpegPath, ffprobePath: resolveFfprobe(ffmpegPath) });
  return info.durationSec;
}

const GERMAN = [
  'Fang früh an! Wer den Morgen plant, hat den Tag im Griff.',
  'Schreib jeden Abend drei Aufgaben für morgen auf einen Zettel.',
  'Trink nach dem Aufstehen ein Glas Wasser, bevor du aufs Handy schaust.',
  'Geh zehn Minuten spazieren und hol dir Tageslicht.',
].join('\n\n');

describe('what the writers hand the renderer', () => {
  it('renders a 60 s video from the built-in writer (no model, no research) that lasts 54-66 s', async () => {
    const video = await render({ topic: 'why octopuses are so clever', platform: 'tiktok', duration: 60, visualSource: 'motion' });
    expect(video.status).toBe('ready');
    const seconds = await durationOf(video.id);
    console.info(`built-in writer, 60 s asked: the render lasts ${seconds.toFixed(1)} s`);
    expect(seconds, `${seconds} s`).toBeGreaterThanOrEqual(54);
    expect(seconds).toBeLessThanOrEqual(66);
  }, 300_000);

  it("searches Pexels for a German own script's scenes in English nouns, each its own", async () => {
    const before = fake.queries.length;
    const video = await render({ topic: 'Morgenroutine', platform: 'tiktok', duration: 30, script: GERMAN, language: 'de', visualSource: 'stock', title: 'Morgen' });
    expect(video.status).toBe('ready');
    const asked = [...new Set(fake.queries.slice(before).filter((q) => q.route === '/videos/search').map((q) => q.params.query ?? ''))];
    expect(asked.length).toBe(4);
    const german = new Set(GERMAN.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean));
    for (const q of asked) {
      expect(q).toMatch(/^[a-z]+(?: [a-z]+){1,4}$/);
      expect(q.split(' ').filter((w) => german.has(w)), q).toEqual([]);
    }
    // Each from its own sentence: the glass of water, the walk in daylight.
    expect(asked[2]).toMatch(/water/);
    expect(asked[3]).toMatch(/walking|sunlight/);
  }, 300_000);
});
