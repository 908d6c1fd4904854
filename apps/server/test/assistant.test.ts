import { ASSISTANT_MESSAGES, type AssistantReply } from '@reelforge/contracts';
import { HELP_LANGS } from '@reelforge/contracts/help';
import { HELP_CORPORA } from '@reelforge/contracts/help/corpora';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_POST_QUESTIONS } from '../../../packages/contracts/test/help-questions.ts';
import { socialConnections, videos } from '../src/db/schema.ts';
import { postsRepository } from '../src/modules/posts/posts.repository.ts';
import { seedUnreachableTikTokPost } from './support/assistant-seed.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

let env: TestEnv;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let postId: string;
const TITLE = 'Spring sale teaser';
const OTHER_TITLE = 'Someone else’s launch video';

const ask = async (cookie: string | null, payload: unknown) => {
  const res = await env.app.inject({
    method: 'POST',
    url: '/api/assistant/messages',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
  return { status: res.statusCode, body: res.json() as AssistantReply & { message?: string } };
};

beforeAll(async () => {
  env = await startTestServer();
  owner = await signedInUser(env.app);
  other = await signedInUser(env.app);
  postId = (await seedUnreachableTikTokPost(env, owner.id, TITLE)).id;
  await seedUnreachableTikTokPost(env, other.id, OTHER_TITLE);
});
afterAll(() => env?.close());

describe('POST /api/assistant/messages', () => {
  it.each(HELP_LANGS)('asked in %s about a failed post, names the user’s post and its reason, with Retry', async (lang) => {
    const { status, body } = await ask(owner.cookie, { message: FAILED_POST_QUESTIONS[lang] });
    expect(status).toBe(200);
    expect(body.language).toBe(lang);
    expect(body.topic).toBe('publish-failed');
    expect(body.source).toBe('corpus');
    expect(body.text).toContain(TITLE);
    expect(body.text).toContain(HELP_CORPORA[lang].state.reasons.unreachable);
    expect(body.text).toContain('(ENOTFOUND)');
    expect(body.text).toContain('TikTok');
    expect(body.text).not.toContain(OTHER_TITLE);
    expect(body.actions).toContainEqual({ kind: 'retry-post', label: HELP_CORPORA[lang].state.actions.retry, postId });
  });

  it('never names another user’s failed post', async () => {
    const third = await signedInUser(env.app);
    const { body } = await ask(third.cookie, { message: FAILED_POST_QUESTIONS.en });
    expect(body.text).toContain(HELP_CORPORA.en.state.noFailedPost);
    expect(body.text).not.toContain(TITLE);
    expect(body.text).not.toContain(OTHER_TITLE);
    expect(body.actions).toEqual([]);
    const theirs = await ask(other.cookie, { message: FAILED_POST_QUESTIONS.es });
    expect(theirs.body.text).toContain(OTHER_TITLE);
    expect(theirs.body.text).not.toContain(TITLE);
  });

  it('an unknown outcome (X got the call but never answered) is named without a Retry button', async () => {
    const user = await signedInUser(env.app);
    const repo = postsRepository(env.ctx.db);
    const post = await repo.insert({ userId: user.id, title: 'Octopus facts', scheduledTime: new Date(), platforms: ['twitter'], status: 'failed' });
    await repo.insertResult({ postId: post.id, platform: 'twitter', status: 'unknown', error: 'Twitter/X: post create failed: network error (connect ECONNREFUSED 127.0.0.1:1)' });
    const { body } = await ask(user.cookie, { message: 'my post failed, what now?' });
    expect(body.text).toContain('Your Twitter/X post "Octopus facts" failed because we could not confirm whether Twitter/X published it');
    expect(body.actions).toEqual([]);
  });

  it('signed out answers from the corpus only', async () => {
    const { status, body } = await ask(null, { message: FAILED_POST_QUESTIONS.fr });
    expect(status).toBe(200);
    expect(body.language).toBe('fr');
    expect(body.topic).toBe('publish-failed');
    expect(body.text).toContain('ENOTFOUND');
    expect(body.text).not.toContain(TITLE);
    expect(body.text).not.toContain(OTHER_TITLE);
    expect(body.actions).toEqual([]);
  });

  it('reports renders in progress, the quota left and connections to reconnect', async () => {
    const user = await signedInUser(env.app);
    const [video] = await env.ctx.db
      .insert(videos)
      .values({ userId: user.id, title: 'Cold brew explainer', status: 'generating', progress: 60, renderRequestedAt: new Date() })
      .returning();
    const render = await ask(user.cookie, { message: 'my render is stuck, how long?' });
    expect(render.body.text).toContain('Your video "Cold brew explainer" is rendering: 60%.');
    expect(render.body.actions).toContainEqual({ kind: 'open-video', label: 'Open the video', videoId: video!.id });

    const quota = await ask(user.cookie, { message: '¿Cuántos videos me quedan este mes en el plan gratis?', language: 'es' });
    expect(quota.body.text).toContain('te quedan 9 de 10 videos');

    await env.ctx.db.insert(socialConnections).values({
      userId: user.id,
      platform: 'youtube',
      accessTokenEnc: 'sealed',
      isActive: false,
      lastError: 'Token has been expired or revoked.',
    });
    const conn = await ask(user.cookie, { message: 'Мне нужно переподключить аккаунт?' });
    expect(conn.body.language).toBe('ru');
    expect(conn.body.text).toContain('Подключение YouTube нужно переподключить (Token has been expired or revoked.)');
    expect(conn.body.actions).toContainEqual({ kind: 'reconnect', label: 'Переподключить YouTube', platform: 'youtube' });
  });

  it('refuses an empty message and an unknown language with the contract’s words', async () => {
    const empty = await ask(owner.cookie, { message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(ASSISTANT_MESSAGES.empty);
    const lang = await ask(owner.cookie, { message: 'hi', language: 'xx' });
    expect(lang.status).toBe(400);
    expect(lang.body.message).toBe(ASSISTANT_MESSAGES.badLanguage);
  });
});
