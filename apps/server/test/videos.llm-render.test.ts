import { EMOJI_CREDIT } from '@reelforge/video-engine';
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
  });
});
