import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMOJI_CREDIT, resolveFfmpeg, resolveFfprobe } from '@reelforge/video-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema.ts';
import { startFakeOpenAi } from './fakes/llm/index.ts';
import { plainWords, vttWords } from './support/captions.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';
import { untilRendered } from './support/wait.ts';

// Issue 9's promise end to end: with a language model configured, the video says what the model
// wrote, scene by scene, and shows each scene's keywords and emoji.
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let env: TestEnv;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  env = await startTestServer({ workers: true, env: { LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-gpt' } });
});
afterAll(async () => {
  await env.close();
  await fake.close();
});

describe('a video written by a language model', () => {
  it('narrates the scenes the model returned and credits the emoji it shows', async () => {
    const u = await signedInUser(env.app);
    const headers = { cookie: u.cookie };
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/complete-video',
      payload: { topic: 'cold showers', platform: 'tiktok', duration: 15 },
      headers,
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().videoId as string;
    const [row] = await env.ctx.db.select().from(videos).where(eq(videos.id, id));
    const scenes = (row!.renderOptions as { scenes: { text: string; keywords?: string[]; emoji?: string }[] }).scenes;
    // The fake model's scenes, with their on-screen hints.
    expect(scenes[0]).toMatchObject({ text: 'Take 1: the one thing to know about cold showers.', keywords: ['Watch this'], emoji: '👀' });

    const video = await untilRendered(env.app, id, headers);
    expect(video.status).toBe('ready');
    const vtt = (await env.app.inject({ url: `/api/videos/${id}/captions.vtt`, headers })).body;
    for (const scene of scenes) expect(vttWords(vtt)).toContain(plainWords(scene.text));
    // Twemoji's licence line is a credit of the video, not part of the creator's description.
    expect(video.credits).toContain(EMOJI_CREDIT);
    expect(video.description ?? '').not.toContain(EMOJI_CREDIT);
    // ...and the downloaded file carries its credits in its own metadata, wherever it goes.
    const download = await env.app.inject({ url: `/api/videos/${id}/download`, headers });
    expect(download.statusCode).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'credited-'));
    try {
      const file = join(dir, 'video.mp4');
      writeFileSync(file, download.rawPayload);
      const probe = execFileSync(resolveFfprobe(resolveFfmpeg()) ?? 'ffprobe', ['-v', 'error', '-show_entries', 'format_tags=comment,copyright', '-of', 'json', file], { encoding: 'utf8' });
      const tags = (JSON.parse(probe) as { format: { tags?: Record<string, string> } }).format.tags ?? {};
      expect(tags.comment).toBe(`Credits: ${(video.credits as string[]).join('; ')}`);
      expect(tags.copyright).toBe(EMOJI_CREDIT);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
