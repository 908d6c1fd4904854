import type { AssistantReply } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_POST_QUESTIONS } from '../../../packages/contracts/test/help-questions.ts';
import { parseSse, seedUnreachableTikTokPost } from './support/assistant-seed.ts';
import { completion, startFakeOpenAi } from './fakes/llm/index.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

let env: TestEnv;
let llm: Awaited<ReturnType<typeof startFakeOpenAi>>;
let user: Awaited<ReturnType<typeof signedInUser>>;
const TITLE = 'Spring sale teaser';

const streamAsk = (message: string, cookie: string | null = user.cookie) =>
  env.app.inject({
    method: 'POST',
    url: '/api/assistant/messages',
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    payload: { message },
  });

beforeAll(async () => {
  llm = await startFakeOpenAi({ models: ['fake-gpt'] });
  env = await startTestServer({ env: { LLM_BASE_URL: llm.url, LLM_MODEL: 'fake-gpt' } });
  user = await signedInUser(env.app);
  await seedUnreachableTikTokPost(env, user.id, TITLE);
});
afterAll(async () => {
  await env?.close();
  await llm?.close();
});

describe('PaulinaAI with a language model', () => {
  it('streams the model’s answer, grounded in the corpus and the user’s state, in the user’s language', async () => {
    llm.reset([{ pieces: ['Tu publicación ', '«Spring sale teaser» ', 'falló. Pulsa Reintentar.'] }]);
    const res = await streamAsk(FAILED_POST_QUESTIONS.es);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['meta', 'delta', 'delta', 'delta', 'done']);
    expect(events[0]!.data).toMatchObject({ language: 'es', topic: 'publish-failed' });
    const done = events.at(-1)!.data as AssistantReply;
    expect(done).toMatchObject({ source: 'model', text: 'Tu publicación «Spring sale teaser» falló. Pulsa Reintentar.' });
    expect(done.actions.map((a) => a.kind)).toContain('retry-post');

    const call = llm.calls[0]!;
    expect(call.body.stream).toBe(true);
    expect(call.body.model).toBe('fake-gpt');
    const system = call.body.messages?.[0]?.content ?? '';
    expect(system).toContain('Answer ONLY from the help passages');
    expect(system).toContain('Español');
    // The user's own failed post, in their language, and the corpus passage about failed posts.
    expect(system).toContain(`«${TITLE}» falló porque no se pudo conectar con la plataforma (ENOTFOUND)`);
    expect(system).toContain('Cuando una publicación programada falla');
    expect(call.body.messages?.[1]).toEqual({ role: 'user', content: FAILED_POST_QUESTIONS.es });
  });

  it('answers from the corpus when the model refuses', async () => {
    llm.reset([{ status: 500, body: { error: { message: 'overloaded' } } }]);
    const events = parseSse((await streamAsk(FAILED_POST_QUESTIONS.de)).body);
    expect(events.map((e) => e.event)).toEqual(['meta', 'delta', 'done']);
    const done = events.at(-1)!.data as AssistantReply;
    expect(done.source).toBe('corpus');
    expect(done.text).toContain(`„${TITLE}“ ist fehlgeschlagen, weil die Plattform nicht erreichbar war (ENOTFOUND)`);
  });

  it('drops a half-streamed answer when the model breaks off, then answers from the corpus', async () => {
    llm.reset([{ pieces: ['Your TikTok post'], cut: true }]);
    const events = parseSse((await streamAsk(FAILED_POST_QUESTIONS.en)).body);
    expect(events.map((e) => e.event)).toEqual(['meta', 'delta', 'reset', 'delta', 'done']);
    expect((events.at(-1)!.data as AssistantReply).source).toBe('corpus');
    // Why it was dropped, in words for the user: not the model's address or its error.
    expect(events[2]!.data).toEqual({ reason: expect.stringContaining('help pages') });
    expect(JSON.stringify(events[2])).not.toMatch(/127\.0\.0\.1|localhost|terminated|fetch failed/);
  });

  it('JSON callers get the whole model answer at once', async () => {
    llm.reset([completion('Your TikTok post "Spring sale teaser" failed: the platform could not be reached. Press Retry.')]);
    const res = await env.app.inject({ method: 'POST', url: '/api/assistant/messages', headers: { cookie: user.cookie }, payload: { message: FAILED_POST_QUESTIONS.en } });
    expect(res.json()).toMatchObject({ source: 'model', text: expect.stringContaining(TITLE) });
  });

  it('never spends the model on signed-out visitors', async () => {
    llm.reset([completion('should not be asked')]);
    const events = parseSse((await streamAsk(FAILED_POST_QUESTIONS.ja, null)).body);
    expect((events.at(-1)!.data as AssistantReply).source).toBe('corpus');
    expect(llm.calls).toHaveLength(0);
  });
});
