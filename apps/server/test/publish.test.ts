import { POST_MESSAGES, type Platform, type ScheduledPost } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postResults, scheduledPosts, socialConnections } from '../src/db/schema.ts';
import { createTokenCipher } from '../src/lib/token-crypto.ts';
import { PUBLISH_JOB } from '../src/job-contracts/index.ts';
import { sweepPublishing } from '../src/modules/posts/publish-state.ts';
import { connectionTokens } from '../src/modules/social/social.service.ts';
import { startFakePlatforms, type FakePlatforms } from './fakes/index.ts';
import { connectFake, makePremium, publishCounts, readyVideo, recordingApp } from './fakes/scheduling.ts';
import { waitFor } from './support/wait.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

let env: TestEnv;
let fakes: FakePlatforms;
let rec: ReturnType<typeof recordingApp<TestEnv['app']>>;
const secrets: string[] = [];

beforeAll(async () => {
  fakes = await startFakePlatforms();
  env = await startTestServer({
    workers: true,
    env: { ...fakes.env, PUBLISH_POLL_INTERVAL_MS: '20', PUBLISH_CONCURRENCY: '4', PUBLISH_STALE_SECONDS: '30' },
  });
  rec = recordingApp(env.app);
});
afterAll(async () => {
  await env.close();
  await fakes.stop();
});

const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
let seq = 0;
const marker = () => `m${Date.now().toString(36)}${++seq}`;

async function creator(platforms: Platform[], opts: { premium?: boolean } = {}) {
  const u = await signedInUser(env.app);
  if (opts.premium ?? true) await makePremium(env.ctx, u.id);
  const tokens: Partial<Record<Platform, { accessToken: string; refreshToken: string; connection: { id: string } }>> =
    {};
  for (const p of platforms) {
    tokens[p] = await connectFake(rec.app, u.cookie, fakes, p);
    secrets.push(tokens[p]!.accessToken, tokens[p]!.refreshToken);
  }
  const video = await readyVideo(env.ctx, u.id, 300 * 1024);
  const schedule = async (
    payload: Partial<{
      title: string;
      content: string;
      platforms: Platform[];
      scheduledTime: string;
      videoId: string | null;
      status: string;
    }>,
  ) => {
    const res = await rec.app.inject({
      method: 'POST',
      url: '/api/scheduled-posts',
      headers: { cookie: u.cookie },
      payload: { status: 'ready', scheduledTime: soon(500), videoId: video, platforms, ...payload },
    });
    if (res.statusCode !== 201) throw new Error(`schedule: ${res.statusCode} ${res.body}`);
    return res.json() as ScheduledPost;
  };
  const get = async (id: string) =>
    (
      await rec.app.inject({ url: `/api/scheduled-posts/${id}`, headers: { cookie: u.cookie } })
    ).json() as ScheduledPost;
  const patch = (id: string, payload: object) =>
    rec.app.inject({ method: 'PATCH', url: `/api/scheduled-posts/${id}`, headers: { cookie: u.cookie }, payload });
  const settled = (id: string, what = 'the post to settle') =>
    waitFor(async () => {
      const p = await get(id);
      return (p.status === 'posted' || p.status === 'failed') && p;
    }, what);
  const notes = async () =>
    (
      (await rec.app.inject({ url: '/api/notifications', headers: { cookie: u.cookie } })).json() as {
        items: { title: string; body: string }[];
      }
    ).items;
  return { ...u, tokens, video, schedule, get, patch, settled, notes };
}

describe('publishing at the scheduled time', () => {
  it('a post due in 2 s is published once and becomes posted with its link', async () => {
    const u = await creator(['tiktok'], { premium: false });
    const m = marker();
    const before = fakes.tiktok.uploadsCompleted;
    const post = await u.schedule({ title: `Due soon ${m}`, content: `Caption ${m}`, scheduledTime: soon(2000) });
    expect(post.status).toBe('ready');
    const done = await u.settled(post.id);
    expect(done.status).toBe('posted');
    const [result] = done.results;
    expect(result).toMatchObject({ platform: 'tiktok', status: 'posted', error: null });
    expect(result!.url).toBe(`https://www.tiktok.com/@reelforge.creator/video/${result!.remoteId}`);
    expect(fakes.tiktok.uploadsCompleted - before).toBe(1);
    expect(publishCounts(fakes, [m]).total).toBe(1);
    const [bytes] = [...fakes.tiktok.publishes.values()]
      .filter((p) => p.title.includes(m))
      .map((p) => Buffer.concat(p.chunks).length);
    expect(bytes).toBe(300 * 1024);
    expect((await u.notes())[0]).toMatchObject({ title: 'Post published', body: `"Due soon ${m}" is live on TikTok.` });
  });

  it('publishes one post to all six platforms, each exactly once', async () => {
    const all: Platform[] = ['tiktok', 'youtube', 'instagram', 'facebook', 'twitter', 'linkedin'];
    const u = await creator(all);
    const m = marker();
    const done = await u.settled((await u.schedule({ title: `Everywhere ${m}`, content: `All of them ${m}` })).id);
    expect(done.status).toBe('posted');
    expect(done.results.map((r) => [r.platform, r.status])).toEqual(all.map((p) => [p, 'posted']));
    for (const r of done.results) expect(r.remoteId).toBeTruthy();
    expect(done.results.find((r) => r.platform === 'youtube')!.url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    expect(done.results.find((r) => r.platform === 'instagram')!.url).toMatch(/^https:\/\/www\.instagram\.com\/reel\//);
    const { counts, duplicates } = publishCounts(fakes, [m]);
    expect(duplicates).toBe(0);
    expect([...counts.keys()].map((k) => k.split(':')[0]).sort()).toEqual([...all].sort());
    for (const f of [fakes.tiktok, fakes.youtube, fakes.meta, fakes.x, fakes.linkedin]) expect(f.errors).toEqual([]);
  });

  it('refreshes an expired token, stores the rotated tokens encrypted, and publishes', async () => {
    const u = await creator(['tiktok']);
    const old = u.tokens.tiktok!;
    fakes.tiktok.tokens.expire(old.accessToken);
    const refreshes = fakes.tiktok.tokens.refreshes;
    const done = await u.settled((await u.schedule({ title: `Refresh ${marker()}` })).id);
    expect(done.status).toBe('posted');
    expect(fakes.tiktok.tokens.refreshes - refreshes).toBe(1);
    const [row] = await env.ctx.db.select().from(socialConnections).where(eq(socialConnections.id, old.connection.id));
    const creds = connectionTokens(env.ctx).credentials(row!);
    expect(creds.accessToken).not.toBe(old.accessToken);
    expect(creds.refreshToken).not.toBe(old.refreshToken);
    expect(fakes.tiktok.tokens.check(creds.accessToken)).toBe('ok');
    expect(JSON.stringify(row)).not.toContain(creds.accessToken);
    secrets.push(creds.accessToken, creds.refreshToken!);
  });
});

describe('when a platform says no', () => {
  it("a refused post fails with the platform's own message", async () => {
    const u = await creator(['twitter', 'linkedin']);
    const m = marker();
    fakes.x.fail('tweets.create', {
      status: 403,
      body: { title: 'Forbidden', detail: 'You are not permitted to perform this action.', status: 403 },
    });
    const done = await u.settled((await u.schedule({ title: `Refused ${m}`, videoId: null })).id);
    expect(done.status).toBe('failed');
    const byPlatform = Object.fromEntries(done.results.map((r) => [r.platform, r]));
    expect(byPlatform.twitter).toMatchObject({
      status: 'failed',
      error: 'Twitter/X: You are not permitted to perform this action.',
    });
    expect(byPlatform.linkedin).toMatchObject({ status: 'posted' });
    const [note] = await u.notes();
    expect(note!.title).toBe('Post failed');
    expect(note!.body).toContain('You are not permitted to perform this action.');
  });

  it('a revoked token fails the post, marks the connection inactive with the reason, and tells the user', async () => {
    const u = await creator(['twitter']);
    fakes.x.tokens.expire(u.tokens.twitter!.accessToken);
    fakes.x.tokens.revokeRefresh(u.tokens.twitter!.refreshToken);
    const done = await u.settled((await u.schedule({ title: `Revoked ${marker()}`, videoId: null })).id);
    expect(done.status).toBe('failed');
    expect(done.results[0]!.error).toMatch(
      /^Twitter\/X: .*Value passed for the token was invalid.*Reconnect the account/,
    );
    const conns = (
      await rec.app.inject({ url: '/api/social-media/connections', headers: { cookie: u.cookie } })
    ).json();
    expect(conns).toEqual([
      expect.objectContaining({
        platform: 'twitter',
        isActive: false,
        lastError: expect.stringContaining('Value passed for the token was invalid'),
      }),
    ]);
    const status = (await rec.app.inject({ url: '/api/social-media/status', headers: { cookie: u.cookie } })).json();
    expect(status).toEqual([expect.objectContaining({ platform: 'twitter', state: 'disconnected' })]);
    expect((await u.notes()).map((n) => n.title)).toEqual(
      expect.arrayContaining(['Reconnect Twitter/X', 'Post failed']),
    );
    // Marking a post ready now asks to reconnect first.
    const next = await rec.app.inject({
      method: 'POST',
      url: '/api/scheduled-posts',
      headers: { cookie: u.cookie },
      payload: { title: 'Again', scheduledTime: soon(3600_000), platforms: ['twitter'], status: 'ready' },
    });
    expect((next.json() as { message: string }).message).toBe(POST_MESSAGES.reconnect(['twitter']));
  });

  it('a rate limit (429 + Retry-After) re-queues the publish after the wait, then it goes out once', async () => {
    const u = await creator(['tiktok']);
    const m = marker();
    fakes.tiktok.fail('init', {
      status: 429,
      headers: { 'retry-after': '1' },
      body: { error: { code: 'rate_limit_exceeded', message: 'Too many requests.', log_id: 'l1' } },
    });
    const done = await u.settled((await u.schedule({ title: `Limited ${m}`, content: `Limited ${m}` })).id);
    expect(done.status).toBe('posted');
    const [row] = await env.ctx.db.select().from(postResults).where(eq(postResults.postId, done.id));
    expect(row).toMatchObject({ retries: 1, generation: 2, status: 'posted' });
    expect(publishCounts(fakes, [m]).total).toBe(1);
  });

  it('no answer to the publishing call means unknown: never retried, shown to the user, re-publishable by hand', async () => {
    const u = await creator(['twitter']);
    const m = marker();
    const tweets = fakes.x.tweets.length;
    fakes.x.fail('tweets.create', {
      status: 503,
      body: { title: 'Service Unavailable', detail: 'Service Unavailable', status: 503 },
    });
    const post = await u.schedule({ title: `Unknown ${m}`, videoId: null });
    const done = await u.settled(post.id);
    expect(done.status).toBe('failed');
    expect(done.results[0]).toMatchObject({ status: 'unknown' });
    expect(done.results[0]!.error).toMatch(
      /Twitter\/X did not confirm the post create .*it will not be retried automatically/,
    );
    expect(fakes.x.tweets.length).toBe(tweets);
    expect(fakes.x.count('tweets.create')).toBeGreaterThan(0);

    // The user checked X and wants it out: failed -> draft -> pending -> ready publishes it.
    for (const status of ['draft', 'pending']) expect((await u.patch(post.id, { status })).statusCode).toBe(200);
    expect((await u.patch(post.id, { status: 'ready', scheduledTime: soon(200) })).statusCode).toBe(200);
    const again = await u.settled(post.id, 'the re-published post');
    expect(again.status).toBe('posted');
    expect(publishCounts(fakes, [m]).total).toBe(1);
  });

  it('a post whose account was disconnected meanwhile fails with a clear message', async () => {
    const u = await creator(['linkedin']);
    const post = await u.schedule({ title: `Gone ${marker()}`, videoId: null, scheduledTime: soon(3000) });
    await rec.app.inject({
      method: 'DELETE',
      url: `/api/social-media/connections/${u.tokens.linkedin!.connection.id}`,
      headers: { cookie: u.cookie },
    });
    const done = await u.settled(post.id);
    expect(done.results[0]).toMatchObject({
      status: 'failed',
      error: 'Connect your LinkedIn account, then schedule the post again.',
    });
  });
});

describe('a server with the wrong token key', () => {
  it('fails the publish with a clear message and leaves the connection alone', async () => {
    const u = await creator(['twitter']);
    const foreign = createTokenCipher(Buffer.alloc(32, 9)).encrypt('x-token', `${u.id}:twitter:access`);
    await env.ctx.db
      .update(socialConnections)
      .set({ accessTokenEnc: foreign })
      .where(eq(socialConnections.id, u.tokens.twitter!.connection.id));
    const done = await u.settled((await u.schedule({ title: `Key ${marker()}`, videoId: null })).id);
    expect(done.results[0]!.error).toBe(
      "Twitter/X: The stored token was encrypted with a different key (TOKEN_ENCRYPTION_KEY changed). Reconnect the account, or restore the server's TOKEN_ENCRYPTION_KEY.",
    );
    const [conn] = await env.ctx.db
      .select()
      .from(socialConnections)
      .where(eq(socialConnections.id, u.tokens.twitter!.connection.id));
    expect(conn!.isActive).toBe(true);
  });
});

describe('the sweep', () => {
  it('re-queues a due post whose job was lost, and it is published once', async () => {
    const u = await creator(['linkedin']);
    const m = marker();
    const post = await u.schedule({ title: `Lost ${m}`, videoId: null, scheduledTime: soon(3600_000) });
    const [row] = await env.ctx.db.select().from(postResults).where(eq(postResults.postId, post.id));
    // The job vanished (e.g. a queue restore) and the post is due now.
    await env.ctx.queue!.delete(PUBLISH_JOB, row!.jobId!);
    const due = new Date(Date.now() - 1000);
    await env.ctx.db.update(scheduledPosts).set({ scheduledTime: due }).where(eq(scheduledPosts.id, post.id));
    await env.ctx.db
      .update(postResults)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(postResults.id, row!.id));
    await sweepPublishing(env.ctx); // (the worker's own minute sweep may get there first: same result)
    const done = await u.settled(post.id);
    expect(done.status).toBe('posted');
    expect(publishCounts(fakes, [m]).total).toBe(1);
    const [after] = await env.ctx.db.select().from(postResults).where(eq(postResults.postId, post.id));
    expect(after).toMatchObject({ generation: 2, retries: 1, status: 'posted' });
    expect((await sweepPublishing(env.ctx)).requeued).toBe(0);
  });

  it('a publish that went silent after its commit point becomes unknown, never published again', async () => {
    const u = await creator(['twitter']);
    const post = await u.schedule({ title: `Silent ${marker()}`, videoId: null, scheduledTime: soon(3600_000) });
    const [row] = await env.ctx.db.select().from(postResults).where(eq(postResults.postId, post.id));
    await env.ctx.db
      .update(scheduledPosts)
      .set({ status: 'publishing', scheduledTime: new Date(Date.now() - 5000) })
      .where(eq(scheduledPosts.id, post.id));
    await env.ctx.db
      .update(postResults)
      .set({
        status: 'publishing',
        heartbeatAt: new Date(Date.now() - 600_000),
        state: { commit: { step: 'post create', ids: {} } },
      })
      .where(eq(postResults.id, row!.id));
    const tweets = fakes.x.tweets.length;
    await sweepPublishing(env.ctx);
    const after = await u.get(post.id);
    expect(after.status).toBe('failed');
    expect(after.results[0]).toMatchObject({ status: 'unknown', error: POST_MESSAGES.unknownOutcome('twitter') });
    expect(after.results[0]!.error).toBe(
      'We could not confirm whether Twitter/X published this post. Check your Twitter/X profile before retrying.',
    );
    expect(fakes.x.tweets.length).toBe(tweets);
  });
});

describe('secrets', () => {
  it('no response carried a token', () => {
    const all = rec.bodies.join('\n');
    expect(secrets.length).toBeGreaterThan(10);
    for (const s of secrets) expect(all).not.toContain(s);
  });
});
