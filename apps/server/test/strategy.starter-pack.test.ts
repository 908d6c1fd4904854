import { STRATEGY_MESSAGES, type StarterPack, type WeeklyPlan } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastStarterPackRun, lastStrategyRun } from '../src/modules/strategy/last-run.ts';
import { completion, goodScript, readPrompt, startFakeOpenAi } from './fakes/llm/index.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

const pack = (env: TestEnv, cookie: string, payload: unknown) =>
  env.app.inject({ method: 'POST', url: '/api/strategy/starter-pack', payload: payload as Record<string, unknown>, ...as(cookie) });

describe('starter pack with the built-in writer', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestServer();
  });
  afterAll(() => env.close());

  it('saves three templates and five draft scripts for the niche, as one bundle only its owner sees', async () => {
    const a = await signedInUser(env.app);
    const other = await signedInUser(env.app);
    const res = await pack(env, a.cookie, { niche: '  home coffee brewing ' });
    expect(res.statusCode).toBe(201);
    const body = res.json<StarterPack>();
    expect(body.niche).toBe('home coffee brewing');
    expect(body.writer.kind).toBe('builtin');
    expect(body.templates.map((t) => t.structure)).toEqual(['listicle', 'tutorial', 'myth-vs-fact']);
    expect(body.scripts).toHaveLength(5);

    for (const t of body.templates) {
      const template = (await env.app.inject({ method: 'GET', url: `/api/templates/${t.templateId}`, ...as(a.cookie) })).json();
      expect(template).toMatchObject({ owned: true, isPublic: false, structure: t.structure, name: t.name });
      expect(template.name).toContain('Home Coffee Brewing');
      expect(template.instructions).toContain('home coffee brewing');
      expect((await env.app.inject({ method: 'GET', url: `/api/templates/${t.templateId}`, ...as(other.cookie) })).statusCode).toBe(404);
    }
    for (const s of body.scripts) {
      const video = (await env.app.inject({ method: 'GET', url: `/api/videos/${s.videoId}`, ...as(a.cookie) })).json();
      expect(video.status).toBe('draft');
      expect(video.script.toLowerCase()).toContain('coffee');
      expect((await env.app.inject({ method: 'GET', url: `/api/videos/${s.videoId}`, ...as(other.cookie) })).statusCode).toBe(404);
    }
    const latest = await env.app.inject({ method: 'GET', url: '/api/strategy/starter-pack', ...as(a.cookie) });
    expect(latest.json<{ pack: StarterPack }>().pack.id).toBe(body.id);
    expect((await env.app.inject({ method: 'GET', url: '/api/strategy/starter-pack', ...as(other.cookie) })).json()).toEqual({ pack: null });
    expect(await lastStarterPackRun(env.ctx, a.id)).toMatchObject({ outcome: 'succeeded', error: null });
    expect(await lastStarterPackRun(env.ctx, other.id)).toBeNull();
  });

  it('refuses a niche outside 2-80 characters with a clear message, and signed-out callers', async () => {
    const a = await signedInUser(env.app);
    for (const payload of [{}, { niche: 'x' }, { niche: ' '.repeat(5) }, { niche: 'y'.repeat(81) }, { niche: 42 }]) {
      const res = await pack(env, a.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(STRATEGY_MESSAGES.niche);
    }
    expect((await env.app.inject({ method: 'POST', url: '/api/strategy/starter-pack', payload: { niche: 'coffee' } })).statusCode).toBe(401);
    expect(await lastStarterPackRun(env.ctx, a.id)).toBeNull();
  });
});

describe('with a language model connected', () => {
  let env: TestEnv;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ models: ['fake-gpt'] });
    env = await startTestServer({ env: { LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-gpt', LLM_TIMEOUT_MS: '5000' } });
  });
  afterAll(async () => {
    await env.close();
    await fake.close();
  });

  const modelIdeas = (n: number) =>
    completion(JSON.stringify({ ideas: Array.from({ length: n }, (_, i) => ({ topic: `Model idea ${i + 1} for pour-over`, angle: `Angle ${i + 1}` })) }));

  it('asks the model for the ideas, then has it write each script from its own idea', async () => {
    const a = await signedInUser(env.app);
    fake.reset([modelIdeas(5), ...Array.from({ length: 5 }, () => completion(JSON.stringify(goodScript)))]);
    const res = await pack(env, a.cookie, { niche: 'pour-over coffee' });
    expect(res.statusCode).toBe(201);
    expect(res.json<StarterPack>().writer).toEqual({ kind: 'openai-compatible', model: 'fake-gpt' });
    expect(fake.calls).toHaveLength(6);
    const ideasPrompt = fake.calls[0]!.body.messages!.map((m) => m.content).join('\n');
    expect(ideasPrompt).toContain('Niche: pour-over coffee');
    expect(fake.calls[0]!.body.response_format?.json_schema?.name).toBe('content_ideas');
    expect(fake.calls.slice(1).map((c) => readPrompt(c.body.messages!).topic)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Model idea ${i + 1} for pour-over`),
    );
  });

  it('plans with the model’s topics, and a failing model is reported as the last run', async () => {
    const a = await signedInUser(env.app);
    fake.reset([modelIdeas(5)]);
    const made = await env.app.inject({ method: 'POST', url: '/api/strategy/plan', payload: { niche: 'pour-over coffee' }, ...as(a.cookie) });
    expect(made.statusCode).toBe(201);
    expect(made.json<WeeklyPlan>().ideas.map((i) => i.topic)).toEqual(Array.from({ length: 5 }, (_, i) => `Model idea ${i + 1} for pour-over`));

    fake.reset([{ status: 500, body: { error: { message: 'model overloaded', type: 'server_error' } } }]);
    const failed = await env.app.inject({ method: 'POST', url: '/api/strategy/plan', payload: { niche: 'pour-over coffee' }, ...as(a.cookie) });
    expect(failed.statusCode).toBeGreaterThanOrEqual(502);
    const last = await lastStrategyRun(env.ctx, a.id);
    expect(last).toMatchObject({ outcome: 'failed' });
    expect(last?.error).toBe(failed.json().message);
    // The page keeps showing the last plan that worked.
    const latest = await env.app.inject({ method: 'GET', url: '/api/strategy/plan', ...as(a.cookie) });
    expect(latest.json<{ plan: WeeklyPlan }>().plan.id).toBe(made.json<WeeklyPlan>().id);
  });
});
