import { BATCH_MAX_TOPICS, TEMPLATE_MESSAGES, VIDEO_MESSAGES, type ScriptRequestParsed, type TemplateDetail } from '@reelforge/contracts';
import { writeOffline } from '@reelforge/script-writer';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLlmClient } from '../src/adapters/llm/openai-compatible.ts';
import { writeScriptWithLlm } from '../src/adapters/llm/script-writer.ts';
import { templates, videos } from '../src/db/schema.ts';
import { completion, goodScript, startFakeOpenAi } from './fakes/llm/index.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser, type User } from './support/users.ts';
import { untilRendered } from './support/wait.ts';

// A template drives generation (issue 10): its structure shapes the script in both writers, using
// it counts, and a batch makes one video per topic.
const request: ScriptRequestParsed = {
  topic: 'morning routines',
  duration: '30-60 seconds',
  platform: 'tiktok',
  tone: 'casual-friendly',
  language: 'en',
};
const bodyOf = (scenes: { text: string }[]) => scenes.slice(1, -1).map((s) => s.text);

describe('the built-in writer follows the structure', () => {
  it('a listicle numbers its points 1, 2, 3 ... and a script without structure numbers nothing', () => {
    const listed = bodyOf(writeOffline({ ...request, structure: 'listicle' }).result.scenes);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    listed.forEach((text, i) => expect(text).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
    const plain = writeOffline(request).result.scenes;
    expect(plain.some((s) => /^\d+\. /.test(s.text))).toBe(false);
  });

  it('a tutorial has numbered steps, a myth-vs-fact pairs a myth with a fact, in English and Spanish', () => {
    bodyOf(writeOffline({ ...request, structure: 'tutorial' }).result.scenes).forEach((text, i) =>
      expect(text).toMatch(new RegExp(`^Step ${i + 1}: \\S`)),
    );
    for (const text of bodyOf(writeOffline({ ...request, structure: 'myth-vs-fact' }).result.scenes)) {
      expect(text).toMatch(/^Myth: .+ Fact: \S/);
    }
    for (const text of bodyOf(writeOffline({ ...request, language: 'es', topic: 'rutinas de mañana', structure: 'myth-vs-fact' }).result.scenes)) {
      expect(text).toMatch(/^Mito: .+ Realidad: \S/);
    }
  });
});

describe('the model prompt follows the structure', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });
  const promptFor = async (input: ScriptRequestParsed) => {
    fake = await startFakeOpenAi({ replies: [completion(JSON.stringify(goodScript))] });
    await writeScriptWithLlm(createLlmClient({ baseUrl: fake.url, model: 'fake-gpt', timeoutMs: 5000 }), input, 60);
    const prompt = fake.calls[0]?.body.messages?.map((m) => m.content).join('\n') ?? '';
    await fake.close();
    fake = undefined;
    return prompt;
  };

  it('asks a listicle for numbered scenes and a myth-vs-fact for Myth/Fact pairs', async () => {
    const listicle = await promptFor({ ...request, structure: 'listicle' });
    expect(listicle).toContain('Structure: a numbered list');
    expect(listicle).toContain('("1. ", "2. ", "3. " ...)');
    const myths = await promptFor({ ...request, structure: 'myth-vs-fact' });
    expect(myths).toContain('starts with "Myth:"');
    const free = await promptFor(request);
    expect(free).not.toContain('numbered list');
    expect(free).toContain('Structure: open with the strongest hook');
  });
});

describe('videos from a template', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestServer({ workers: true });
  });
  afterAll(() => env.close());

  async function template(cookie: string, extra: object = {}) {
    const payload = { name: 'Quick list', category: 'tech', structure: 'listicle', tone: 'casual-friendly', duration: '15-30 seconds', platform: 'tiktok', visualSource: 'motion', music: 'none', ...extra };
    const res = await env.app.inject({ method: 'POST', url: '/api/templates', payload, ...as(cookie) });
    expect(res.statusCode).toBe(201);
    return res.json() as TemplateDetail;
  }
  const usedCount = async (id: string) => (await env.ctx.db.select().from(templates).where(eq(templates.id, id)))[0]?.usedCount;

  it('complete-video with a template writes its structure, takes its style and counts the use', async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const t = await template(a.cookie, { aspect: '1:1', captionStyle: 'boxed' });
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/complete-video',
      payload: { topic: 'desk setups', platform: 'tiktok', duration: 15, templateId: t.id },
      ...as(a.cookie),
    });
    expect(res.statusCode).toBe(202);
    const [row] = await env.ctx.db.select().from(videos).where(eq(videos.id, res.json().videoId));
    const options = row!.renderOptions as { scenes: { text: string }[]; style: object; visualSource: string };
    expect(options.scenes[1]?.text).toMatch(/^1\. /);
    expect(options.style).toMatchObject({ aspect: '1:1', captionStyle: 'boxed', music: 'none' });
    expect(options.visualSource).toBe('motion');
    expect(await usedCount(t.id)).toBe(1);

    // Someone else's private template is not there for b.
    const stolen = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/complete-video',
      payload: { topic: 'desk setups', platform: 'tiktok', duration: 15, templateId: t.id },
      ...as(b.cookie),
    });
    expect(stolen.statusCode).toBe(404);
    expect(await usedCount(t.id)).toBe(1);
    // Rendering it is the batch test's job: deleting cancels the render, so the worker is free for it.
    expect((await env.app.inject({ method: 'DELETE', url: `/api/videos/${res.json().videoId}`, ...as(a.cookie) })).statusCode).toBe(200);
  });

  // The batch's five renders run one after another on the one render worker: each waits for its
  // own video in a test of its own, so no test's time limit has to cover all five.
  describe('a batch of 5 topics', () => {
    const topics = ['desk setups', 'password managers', 'keyboard shortcuts', 'phone batteries', 'backups'];
    let a: User;
    let items: { topic: string; videoId: string | null; error: string | null }[] = [];

    it('makes 5 videos from the template, counted as 5 uses', async () => {
      a = await signedInUser(env.app);
      const t = await template(a.cookie);
      const res = await env.app.inject({ method: 'POST', url: '/api/videos/batch', payload: { templateId: t.id, topics }, ...as(a) });
      expect(res.statusCode).toBe(202);
      items = res.json().items;
      expect(items.map((i) => i.topic)).toEqual(topics);
      expect(items.every((i) => i.videoId && !i.error)).toBe(true);
      expect(await usedCount(t.id)).toBe(5);
      const list = (await env.app.inject({ url: '/api/videos', ...as(a) })).json() as { items: { id: string }[] };
      expect(list.items.map((v) => v.id).sort()).toEqual(items.map((i) => i.videoId).sort());
    });

    for (const [n, topic] of topics.entries()) {
      it(`renders video ${n + 1} of 5 (${topic}) with the template's structure`, async () => {
        const item = items[n];
        expect(item?.videoId, 'the batch made this video').toBeTruthy();
        // One real render (its queue ahead of it is the batch's earlier videos, already awaited).
        const video = await untilRendered(env.app, item!.videoId!, as(a).headers);
        expect(video.status).toBe('ready');
        expect(String(video.script).split('\n\n')[1]).toMatch(/^1\. /);
      }, 300_000);
    }
  });

  it('refuses more than 50 topics, an empty list, a template the user cannot see, and a batch over the Free month', async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const t = await template(a.cookie);
    const batch = (cookie: string, payload: object) => env.app.inject({ method: 'POST', url: '/api/videos/batch', payload, ...as(cookie) });

    const tooMany = await batch(a.cookie, { templateId: t.id, topics: Array.from({ length: BATCH_MAX_TOPICS + 1 }, (_, i) => `topic ${i}`) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(TEMPLATE_MESSAGES.batchTooMany);
    const empty = await batch(a.cookie, { templateId: t.id, topics: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(TEMPLATE_MESSAGES.batchEmpty);
    expect((await batch(b.cookie, { templateId: t.id, topics: ['x'] })).statusCode).toBe(404);

    // Free plan: 10 a month, so 11 topics are refused whole, before any video is made.
    const overMonth = await batch(a.cookie, { templateId: t.id, topics: Array.from({ length: 11 }, (_, i) => `topic ${i}`) });
    expect(overMonth.statusCode).toBe(403);
    expect(overMonth.json().message).toBe(VIDEO_MESSAGES.freeLimit);
    expect(await env.ctx.db.select().from(videos).where(eq(videos.userId, a.id))).toEqual([]);
    expect(await usedCount(t.id)).toBe(0);
  });
});
