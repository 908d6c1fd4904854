import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlatforms, TokenRefused, type ReconcileInput } from '../src/adapters/platforms/index.ts';
import { threads, threadsHosts, threadsMetrics } from '../src/adapters/platforms/threads/index.ts';
import { hostFile } from './fakes/file-host.ts';
import { recordingContext, sha256, tempVideo, testTuning } from './fakes/harness.ts';
import { ThreadsFake } from './fakes/threads.ts';
import { publishErr } from './support/publish-error.ts';

const video = tempVideo(700 * 1024 + 5);
let fake: ThreadsFake;
let host: Awaited<ReturnType<typeof hostFile>>;

const config = () => ({
  THREADS_API_URL: fake.url,
  THREADS_CLIENT_ID: fake.opts.clientId,
  THREADS_CLIENT_SECRET: fake.opts.clientSecret,
});
/** Threads on its own: the module is built as the registry builds it, outside the product's list. */
const platform = () =>
  createPlatforms(config(), { modules: [threads], tuning: { ...testTuning, requestTimeoutMs: 2_000 } }).get('threads')!;
const connected = (expiresInMs = 50 * 24 * 3600_000) => ({
  accessToken: fake.tokens.issue().accessToken,
  expiresAt: new Date(Date.now() + expiresInMs),
  platformUserId: fake.opts.userId,
});
const input = () => ({
  videoPath: video.path,
  videoUrl: host.url,
  title: 'Reel',
  caption: 'Behind the scenes',
  hashtags: ['bts'],
});

beforeAll(async () => {
  host = await hostFile(video.path);
});
beforeEach(async () => {
  fake = await new ThreadsFake().start();
});
afterEach(async () => {
  expect(fake.errors).toEqual([]);
  await fake.stop();
});
afterAll(async () => {
  await host.stop();
  video.cleanup();
});

describe('Threads publisher against the fake Threads API', () => {
  it('makes a VIDEO container from the public link, waits for FINISHED, publishes once and links the post', async () => {
    const { ctx, commits } = recordingContext(connected());
    const result = await platform().publisher.publish(input(), ctx);

    const [container] = [...fake.containers.values()];
    expect(container).toMatchObject({ mediaType: 'VIDEO', videoUrl: host.url, text: 'Behind the scenes\n\n#bts' });
    expect(sha256(container!.bytes!)).toBe(video.sha256); // Threads fetched the very file
    expect(fake.count('node')).toBe(fake.opts.processingPolls + 2); // IN_PROGRESS x2, FINISHED, permalink
    expect(fake.published).toBe(1);
    const post = fake.posts.get(result.remoteId)!;
    expect(result).toEqual({ remoteId: post.id, url: fake.permalink(post) });
    expect(commits).toEqual([{ platform: 'threads', step: 'threads_publish', ids: { containerId: container!.id } }]);
  });

  it('sends who may reply (the replyControl option); an unknown setting is refused in words', async () => {
    const options = { replyControl: 'accounts_you_follow' } as Record<string, unknown>;
    const result = await platform().publisher.publish({ ...input(), options }, recordingContext(connected()).ctx);
    expect(fake.posts.get(result.remoteId)!.replyControl).toBe('accounts_you_follow');
    const err = await publishErr(
      platform().publisher.publish(
        { ...input(), options: { replyControl: 'nobody' } as Record<string, unknown> },
        recordingContext(connected()).ctx,
      ),
    );
    expect(err.message).toBe('Threads: Threads has no reply setting "nobody".');
    expect(fake.count('container')).toBe(1);
  });

  it('posts text alone when there is no video', async () => {
    const result = await platform().publisher.publish(
      { title: 'T', caption: 'Just words' },
      recordingContext(connected()).ctx,
    );
    expect(fake.posts.get(result.remoteId)).toMatchObject({
      mediaType: 'TEXT',
      text: 'Just words',
      replyControl: 'everyone',
    });
  });

  it('refuses text over 500 characters in words before anything is sent (an emoji counts as its bytes)', async () => {
    // 497 letters + one 4-byte emoji = 501 as Threads counts.
    const err = await publishErr(
      platform().publisher.publish(
        { ...input(), caption: `${'a'.repeat(497)}😀`, hashtags: [] },
        recordingContext(connected()).ctx,
      ),
    );
    expect(err.kind).toBe('bad-body');
    expect(err.message).toBe(
      'Threads: Threads posts are limited to 500 characters (emoji count as several); this one has 501. Shorten the caption or hashtags.',
    );
    expect(fake.count('container')).toBe(0);
    // Exactly 500 goes through.
    await platform().publisher.publish(
      { ...input(), caption: 'b'.repeat(500), hashtags: [] },
      recordingContext(connected()).ctx,
    );
    expect(fake.published).toBe(1);
  });

  it('says why when the server gave no public link for the video (Threads takes no bytes)', async () => {
    const err = await publishErr(
      platform().publisher.publish({ ...input(), videoUrl: undefined }, recordingContext(connected()).ctx),
    );
    expect(err.kind).toBe('config');
    expect(err.message).toMatch(/^Threads: Threads takes a video only from a public link/);
    expect(fake.count('container')).toBe(0);
  });

  it('a link Threads cannot download ends the container in ERROR: refused with its error_message, nothing published', async () => {
    const err = await publishErr(
      platform().publisher.publish({ ...input(), videoUrl: host.missingUrl }, recordingContext(connected()).ctx),
    );
    expect(err.kind).toBe('bad-body');
    expect(err.message).toBe('Threads: Threads could not take the video: FAILED_DOWNLOADING_VIDEO');
    expect(fake.count('publish')).toBe(0);
  });

  it('a container that expired before publishing is a retry: nothing was published', async () => {
    fake.opts.containerExpired = true;
    const err = await publishErr(
      platform().publisher.publish({ title: 'T', caption: 'Just words' }, recordingContext(connected()).ctx),
    );
    expect(err.kind).toBe('retry');
    expect(err.message).toBe('Threads: the container expired before publishing; nothing was published');
    expect(fake.count('publish')).toBe(0);
  });

  it('processing that outlasts the polls is a retry naming the last state, nothing published', async () => {
    fake.opts.processingPolls = 1_000;
    const err = await publishErr(platform().publisher.publish(input(), recordingContext(connected()).ctx));
    expect(err.kind).toBe('retry');
    expect(err.message).toBe('Threads: Threads was still processing the video (IN_PROGRESS); nothing was published');
    expect(fake.count('node')).toBe(testTuning.maxPolls);
    expect(fake.count('publish')).toBe(0);
  });

  it("an expired token is a disconnect in Threads' words", async () => {
    const creds = connected();
    fake.tokens.expire(creds.accessToken);
    const err = await publishErr(platform().publisher.publish(input(), recordingContext(creds).ctx));
    expect(err.kind).toBe('disconnect');
    expect(err.message).toContain('Error validating access token: Session has expired');
    expect(fake.containers.size).toBe(0);
  });

  it('renews a long-lived token close to expiry with th_refresh_token, then publishes with the new one', async () => {
    const creds = connected(2 * 24 * 3600_000);
    const { ctx, refreshed } = recordingContext(creds);
    await platform().publisher.publish(input(), ctx);
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]!.accessToken).not.toBe(creds.accessToken);
    expect(refreshed[0]!.platformUserId).toBe(fake.opts.userId);
    expect(fake.count('oauth.refresh')).toBe(1);
    expect(fake.published).toBe(1);
  });

  it('a connection dropped after threads_publish is an unknown outcome; reconcile finds the post instead of posting again', async () => {
    fake.opts.dropAfterPublish = true;
    const creds = connected();
    const rec = recordingContext(creds);
    const err = await publishErr(platform().publisher.publish(input(), rec.ctx));
    expect(err.kind).toBe('unknown-outcome');
    expect(err.message).toMatch(/may or may not be live/);
    expect(fake.count('publish')).toBe(1);

    const r: ReconcileInput = {
      ids: rec.commits[0]!.ids,
      committedAt: new Date(),
      now: new Date(),
      accessToken: creds.accessToken,
      platformUserId: fake.opts.userId,
      text: 'Behind the scenes\n\n#bts',
      title: 'Reel',
    };
    const post = [...fake.posts.values()][0]!;
    expect(await platform().reconcile!(r)).toEqual({ state: 'posted', remoteId: post.id, url: fake.permalink(post) });
    expect(fake.published).toBe(1);
    expect(fake.count('publish')).toBe(1);
  });

  it('reconcile of a container never published ends failed; an unanswered question stays pending', async () => {
    const { accessToken } = fake.tokens.issue();
    const text = 'never sent';
    const created = await fetch(`${fake.url}/v1.0/${fake.opts.userId}/threads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ media_type: 'TEXT', text }),
    }).then((res) => res.json() as Promise<{ id: string }>);
    const r = {
      ids: { containerId: created.id },
      committedAt: new Date(),
      now: new Date(),
      accessToken,
      platformUserId: fake.opts.userId,
      text,
      title: 't',
    };
    expect(await platform().reconcile!(r)).toEqual({
      state: 'failed',
      message: 'Threads did not publish the post (its container is FINISHED). Retry to send it.',
    });
    fake.fail('node', {
      status: 500,
      body: { error: { message: 'An unexpected error has occurred.', code: 2, is_transient: true } },
    });
    expect(await platform().reconcile!(r)).toMatchObject({ state: 'pending' });
  });
});

describe('Threads connect', () => {
  it("identity names the account; a wrong token is refused in Threads' words", async () => {
    const { accessToken } = fake.tokens.issue();
    expect(await platform().identity!(accessToken)).toEqual({
      platformUserId: fake.opts.userId,
      platformUsername: fake.opts.username,
      avatarUrl: 'https://scontent.example/fake-threads.jpg',
    });
    const err = await platform().identity!('not-a-token').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TokenRefused);
    expect((err as TokenRefused).message).toBe(
      'Threads did not accept this token: Invalid OAuth access token - Cannot parse access token',
    );
  });

  it('OAuth: consent on threads.net, code -> short-lived -> long-lived token -> who it is', async () => {
    const oauth = platform().oauth!;
    const consent = new URL(oauth.authorizeUrl({ redirectUri: 'https://app.example/cb', state: 's1' }));
    expect(`${consent.origin}${consent.pathname}`).toBe('https://threads.net/oauth/authorize');
    expect(Object.fromEntries(consent.searchParams)).toEqual({
      client_id: fake.opts.clientId,
      redirect_uri: 'https://app.example/cb',
      scope: 'threads_basic,threads_content_publish,threads_manage_insights',
      response_type: 'code',
      state: 's1',
    });
    const code = fake.tokens.issueCode('https://app.example/cb');
    const t = await oauth.exchange({ code, redirectUri: 'https://app.example/cb' });
    expect(t).toMatchObject({
      refreshToken: null,
      expiresIn: 5183944,
      platformUserId: fake.opts.userId,
      platformUsername: fake.opts.username,
    });
    expect(fake.tokens.check(t.accessToken)).toBe('ok');
    expect(fake.count('oauth.long')).toBe(1);
    await expect(oauth.exchange({ code, redirectUri: 'https://app.example/cb' })).rejects.toThrow(
      'The Threads sign-in was refused: Invalid verification code format.',
    );
  });

  it('has no OAuth app without both halves of the Threads app', () => {
    const p = createPlatforms({ THREADS_CLIENT_ID: 'x' }, { modules: [threads] }).get('threads')!;
    expect(p.oauth).toBeNull();
    expect(threadsHosts({}).api).toBe('https://graph.threads.net');
  });
});

describe('Threads metrics', () => {
  it("reads a post's insights and the account's followers", async () => {
    const creds = connected();
    const { remoteId } = await platform().publisher.publish(input(), recordingContext(creds).ctx);
    const m = threadsMetrics(threadsHosts(config()));
    const account = { accessToken: creds.accessToken, platformUserId: fake.opts.userId };
    const stats = await m.posts(account, [remoteId, '1800999']);
    expect([...stats]).toEqual([[remoteId, { views: 1200, likes: 87, comments: 9, shares: 11 }]]);
    expect(await m.followers(account)).toBe(321);
  });
});
