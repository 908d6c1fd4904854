import { LIMITS, TRANSLATION_MESSAGES, VIDEO_MESSAGES, scriptText, type StoryboardInput } from '@reelforge/contracts';
import { listLanguages } from '@reelforge/video-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema.ts';
import { startFakeOpenAi } from './fakes/llm/index.ts';
import { fakeTranslate, LibreTranslateFake } from './fakes/libretranslate.ts';
import { plainWords, vttWords } from './support/captions.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser, type User } from './support/users.ts';
import { untilRendered } from './support/wait.ts';

/** A storyboard with automatic and designed visuals and two scene kinds, in English. */
const BOARD: StoryboardInput = {
  scenes: [
    { text: 'The octopus has three hearts and its blood is blue.', keywords: ['octopus', 'hearts'], visual: { kind: 'motion' } },
    { text: 'Nine brains live in the octopus.', kind: 'stat', stat: { value: '9', label: 'brains in one octopus' }, visual: { kind: 'auto' } },
    { text: 'Eight arms and one brain.', kind: 'list', items: ['eight arms', 'one brain'], emoji: '🐙', visual: { kind: 'motion' } },
  ],
};
const DESCRIPTION = 'Amazing facts of the sea.\n\n#OctopusFacts #ocean';

async function sourceVideo(env: TestEnv, cookie: string) {
  const draft = await env.app.inject({
    method: 'POST',
    url: '/api/videos',
    payload: { title: 'Octopus facts', description: DESCRIPTION, script: scriptText(BOARD.scenes), platforms: ['tiktok'] },
    ...as(cookie),
  });
  expect(draft.statusCode).toBe(201);
  const id = draft.json().id as string;
  const saved = await env.app.inject({ method: 'PUT', url: `/api/videos/${id}/storyboard`, payload: BOARD, ...as(cookie) });
  expect(saved.statusCode).toBe(200);
  return id;
}

const rowOf = async (env: TestEnv, id: string) => (await env.ctx.db.select().from(videos).where(eq(videos.id, id)))[0]!;
const translate = (env: TestEnv, cookie: string, id: string, languages: unknown) =>
  env.app.inject({ method: 'POST', url: `/api/videos/${id}/translations`, payload: { languages }, ...as(cookie) });

/** What a translated video must hold: the translator's words, the source's visuals and kinds. */
async function expectTranslated(env: TestEnv, cookie: string, sourceId: string, id: string, language: string) {
  const source = await rowOf(env, sourceId);
  const row = await rowOf(env, id);
  const t = (s: string) => fakeTranslate(s, language);
  expect(row).toMatchObject({ status: 'draft', translationOf: sourceId, title: t('Octopus facts'), videoKey: null });
  expect(row.description).toBe(`${t('Amazing facts of the sea.')}\n\n${language === 'es' ? '#PulpoDatos #océano' : '#KrakeFakten #Ozean'}`);
  const options = row.renderOptions as { language: string; voiceId: string; scenes: { text: string }[] };
  expect(options.language).toBe(language);
  expect(options.voiceId).toBe('voice1');
  const board = (await env.app.inject({ url: `/api/videos/${id}/storyboard`, ...as(cookie) })).json();
  const original = source.storyboard as { scenes: Record<string, unknown>[] };
  expect(board.scenes.map((s: { text: string }) => s.text)).toEqual(BOARD.scenes.map((s) => t(s.text)));
  expect(board.scenes.map((s: { visual: unknown }) => s.visual)).toEqual(original.scenes.map((s) => s.visual));
  expect(board.scenes[0].keywords).toEqual(['octopus', 'hearts'].map(t));
  expect(board.scenes[2].emoji).toBe('🐙');
  // The kinds and their data as saved (the storyboard's GET shows kinds once the storyboard module keeps them).
  const saved = row.storyboard as { scenes: { kind?: string; stat?: unknown; items?: string[]; visual: unknown }[] };
  expect(saved.scenes.map((s) => s.kind)).toEqual(original.scenes.map((s) => s.kind));
  expect(saved.scenes.map((s) => s.visual)).toEqual(original.scenes.map((s) => s.visual));
  expect(saved.scenes[1]!.stat).toEqual({ value: '9', label: t('brains in one octopus') });
  expect(saved.scenes[2]!.items).toEqual(['eight arms', 'one brain'].map(t));
  expect(row.script).toBe(scriptText(board.scenes));
  const video = (await env.app.inject({ url: `/api/videos/${id}`, ...as(cookie) })).json();
  expect(video).toMatchObject({ language, translationOf: sourceId, status: 'draft', needsRender: true });
}


describe('translations with a LibreTranslate server', () => {
  let env: TestEnv;
  let libre: LibreTranslateFake;
  let llm: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    libre = await new LibreTranslateFake({ apiKey: 'libre-key' }).start();
    llm = await startFakeOpenAi({ models: ['own-model'] });
    env = await startTestServer({
      workers: true,
      env: { TRANSLATE_URL: libre.url, TRANSLATE_API_KEY: 'libre-key', TRANSLATE_PRIVATE_HOSTS: 'true', USER_LLM_PRIVATE_HOSTS: 'true' },
    });
  });
  afterAll(async () => {
    await env.close();
    await libre.stop();
    await llm.close();
  });

  let owner: User;
  let sourceId: string;
  let made: { id: string; language: string; title: string }[];

  it('makes one draft per language in the translator’s words, keeping the visuals and kinds', async () => {
    owner = await signedInUser(env.app);
    sourceId = await sourceVideo(env, owner.cookie);
    const res = await translate(env, owner.cookie, sourceId, ['es', 'de']);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ sourceId, translator: 'libretranslate' });
    made = body.videos;
    expect(made.map((v) => v.language)).toEqual(['es', 'de']);
    await expectTranslated(env, owner.cookie, sourceId, made[0]!.id, 'es');
    await expectTranslated(env, owner.cookie, sourceId, made[1]!.id, 'de');
    // The protocol: one request per language, every text at once, plain text, the operator's key.
    expect(libre.requests).toHaveLength(2);
    for (const r of libre.requests) {
      expect(r).toMatchObject({ source: 'en', format: 'text', apiKey: 'libre-key' });
      expect(Array.isArray(r.q)).toBe(true);
    }
    expect(libre.requests.map((r) => r.target).sort()).toEqual(['de', 'es']);
    expect(libre.errors).toEqual([]);
    // Drafts in the studio's list, not rendering.
    const list = (await env.app.inject({ url: '/api/videos', ...as(owner.cookie) })).json();
    const items = (list.items ?? list) as { id: string; status: string }[];
    expect(items.filter((v) => made.some((m) => m.id === v.id)).map((v) => v.status)).toEqual(['draft', 'draft']);
  });

  it('renders a translation with captions that are the translator’s words', async () => {
    const es = made[0]!.id;
    const res = await env.app.inject({ method: 'POST', url: `/api/videos/${es}/render`, ...as(owner.cookie) });
    expect(res.statusCode).toBe(202);
    const done = await untilRendered<{ status: string; captionsUrl: string | null; error: string | null }>(env.app, es, as(owner.cookie).headers);
    expect(done).toMatchObject({ status: 'ready', error: null });
    const vtt = await env.app.inject({ url: done.captionsUrl!, ...as(owner.cookie) });
    expect(vttWords(vtt.body)).toBe(plainWords(BOARD.scenes.map((s) => fakeTranslate(s.text, 'es')).join(' ')));
    // The translation's render stays Spanish (a re-render must not fall back to English), and the
    // built-in voice has a Spanish voice for it (the engine refuses a language it cannot speak).
    const { language } = (await rowOf(env, es)).renderOptions as { language: string };
    expect(language).toBe('es');
    expect((await listLanguages()).some((l) => l.code === 'es' || l.aliases.includes('es'))).toBe(true);
  });

  it('refuses the video’s own language, unknown languages and more than ten', async () => {
    const own = await translate(env, owner.cookie, sourceId, ['de', 'en']);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'translate_same_language', message: TRANSLATION_MESSAGES.sameLanguage('English') });
    const unknown = await translate(env, owner.cookie, sourceId, ['xx']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(TRANSLATION_MESSAGES.badLanguage);
    const none = await translate(env, owner.cookie, sourceId, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain(TRANSLATION_MESSAGES.noLanguages);
    const many = await translate(env, owner.cookie, sourceId, ['de', 'es', 'fr', 'it', 'pt', 'nl', 'sv', 'da', 'fi', 'pl', 'cs']);
    expect(many.statusCode).toBe(400);
    // A translation is translated further from its own language.
    const again = await translate(env, owner.cookie, made[0]!.id, ['es']);
    expect(again.json().code).toBe('translate_same_language');
  });

  it('is documented in OpenAPI', async () => {
    const doc = (await env.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/api/videos/{id}/translations'].post.responses['201']).toBeDefined();
  });

  it('answers 404 for another user’s video', async () => {
    const stranger = await signedInUser(env.app);
    const res = await translate(env, stranger.cookie, sourceId, ['es']);
    expect(res.statusCode).toBe(404);
    expect(libre.requests).toHaveLength(2);
  });

  it('counts each translation as a video: a creator at the Free limit gets the plan’s refusal', async () => {
    const free = await signedInUser(env.app);
    const id = await sourceVideo(env, free.cookie);
    const now = new Date();
    // Nine of the month's ten videos used.
    const used = Array.from({ length: LIMITS.freeVideosPerMonth - 1 }, (_, i) => ({ userId: free.id, title: `Used ${i}`, status: 'ready' as const, renderRequestedAt: now }));
    await env.ctx.db.insert(videos).values(used);
    const before = libre.requests.length;
    const two = await translate(env, free.cookie, id, ['es', 'de']);
    expect(two.statusCode).toBe(403);
    expect(two.json()).toMatchObject({ code: 'plan_limit', message: VIDEO_MESSAGES.freeLimit });
    expect(libre.requests.length).toBe(before);
    const one = await translate(env, free.cookie, id, ['es']);
    expect(one.statusCode).toBe(201);
    const full = await translate(env, free.cookie, id, ['de']);
    expect(full.statusCode).toBe(403);
    expect(full.json().code).toBe('plan_limit');
    // The translation was counted, so rendering it this month costs nothing more.
    const render = await env.app.inject({ method: 'POST', url: `/api/videos/${one.json().videos[0].id}/render`, ...as(free.cookie) });
    expect(render.statusCode).toBe(202);
    await untilRendered(env.app, one.json().videos[0].id, as(free.cookie).headers);
  });

  it('prefers the creator’s own model over the LibreTranslate server', async () => {
    const u = await signedInUser(env.app);
    const saved = await env.app.inject({ method: 'PUT', url: '/api/settings/llm', payload: { baseUrl: llm.url, model: 'own-model' }, ...as(u.cookie) });
    expect(saved.statusCode).toBe(200);
    const id = await sourceVideo(env, u.cookie);
    const before = libre.requests.length;
    const res = await translate(env, u.cookie, id, ['de']);
    expect(res.statusCode).toBe(201);
    expect(res.json().translator).toBe('user-llm');
    expect(libre.requests.length).toBe(before);
    expect(llm.calls.at(-1)?.body.response_format?.json_schema?.name).toBe('translation');
    await expectTranslated(env, u.cookie, id, res.json().videos[0].id, 'de');
  });
});

describe('translations with the server’s language model', () => {
  let env: TestEnv;
  let llm: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    llm = await startFakeOpenAi();
    env = await startTestServer({ env: { LLM_BASE_URL: llm.url, LLM_MODEL: 'fake-gpt' } });
  });
  afterAll(async () => {
    await env.close();
    await llm.close();
  });

  it('translates es and de with the model, validated as JSON', async () => {
    const u = await signedInUser(env.app);
    const id = await sourceVideo(env, u.cookie);
    const res = await translate(env, u.cookie, id, ['es', 'de']);
    expect(res.statusCode).toBe(201);
    expect(res.json().translator).toBe('server-llm');
    const [es, de] = res.json().videos;
    await expectTranslated(env, u.cookie, id, es.id, 'es');
    await expectTranslated(env, u.cookie, id, de.id, 'de');
    expect(llm.calls.filter((c) => c.body.response_format?.json_schema?.name === 'translation')).toHaveLength(2);
  });

  it('asks the model again when its first answer has the wrong number of texts', async () => {
    const u = await signedInUser(env.app);
    const id = await sourceVideo(env, u.cookie);
    llm.reset([{ body: { choices: [{ message: { role: 'assistant', content: '{"translations":["uno"]}' } }] } }]);
    const res = await translate(env, u.cookie, id, ['es']);
    // The fake keeps giving one text: after the repair round the model's failure is a 502 in words.
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('llm_invalid_output');
    expect(llm.calls).toHaveLength(2);
    llm.reset();
  });
});

describe('translations with no translator', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestServer();
  });
  afterAll(() => env.close());

  it('answers 400 saying what to configure', async () => {
    const u = await signedInUser(env.app);
    const id = await sourceVideo(env, u.cookie);
    const res = await translate(env, u.cookie, id, ['es']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'no_translator', message: TRANSLATION_MESSAGES.noTranslator });
    expect(await env.ctx.db.select().from(videos).where(eq(videos.translationOf, id))).toEqual([]);
  });
});
