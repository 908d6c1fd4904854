import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlatforms, TokenRefused, type ReconcileInput } from '../src/adapters/platforms/index.ts';
import { pinterest, pinterestHosts, pinterestMetrics } from '../src/adapters/platforms/pinterest/index.ts';
import { recordingContext, sha256, tempVideo, testTuning } from './fakes/harness.ts';
import { PinterestFake } from './fakes/pinterest.ts';
import { publishErr } from './support/publish-error.ts';

const video = tempVideo(900 * 1024 + 3);
let fake: PinterestFake;

const config = () => ({
  PINTEREST_API_URL: fake.url,
  PINTEREST_CLIENT_ID: fake.opts.clientId,
  PINTEREST_CLIENT_SECRET: fake.opts.clientSecret,
});
/** Pinterest on its own: the module is built as the registry builds it, outside the product's list. */
const platform = () =>
  createPlatforms(config(), { modules: [pinterest], tuning: { ...testTuning, requestTimeoutMs: 2_000 } }).get(
    'pinterest',
  )!;
const connected = (expiresInMs = 20 * 24 * 3600_000) => {
  const t = fake.tokens.issue();
  return { ...t, expiresAt: new Date(Date.now() + expiresInMs), platformUserId: fake.opts.userId };
};
const input = {
  videoPath: video.path,
  title: 'Five-minute pasta',
  caption: 'Dinner, fast',
  hashtags: ['recipe'],
  durationSec: 15,
};

beforeEach(async () => {
  fake = await new PinterestFake().start();
});
afterEach(async () => {
  expect(fake.errors).toEqual([]);
  await fake.stop();
});
afterAll(() => video.cleanup());

describe('Pinterest publisher against the fake API v5', () => {
  it('registers the video, uploads it with the form Pinterest gave, waits for succeeded and pins it on the first board', async () => {
    const { ctx, commits } = recordingContext(connected());
    const result = await platform().publisher.publish(input, ctx);

    const [media] = [...fake.media.values()];
    expect(sha256(media!.bytes!)).toBe(video.sha256);
    expect(fake.count('media.status')).toBe(fake.opts.processingPolls + 1);
    expect(fake.pins.size).toBe(1);
    const pin = fake.pins.get(result.remoteId)!;
    expect(pin).toMatchObject({
      boardId: fake.boards[0]!.id,
      title: 'Five-minute pasta',
      description: 'Dinner, fast\n\n#recipe',
      mediaId: media!.id,
      coverKeyFrame: 1,
    });
    expect(result).toEqual({ remoteId: pin.id, url: `https://www.pinterest.com/pin/${pin.id}/` });
    expect(commits).toEqual([
      { platform: 'pinterest', step: 'pin create', ids: { mediaId: media!.id, boardId: fake.boards[0]!.id } },
    ]);
  });

  it('pins on the board the creator chose (the boardId option), leading to their link (the link option)', async () => {
    const board = fake.boards[1]!.id;
    const options = { boardId: board, link: 'https://example.com/recipe' } as Record<string, unknown>;
    const result = await platform().publisher.publish({ ...input, options }, recordingContext(connected()).ctx);
    expect(fake.pins.get(result.remoteId)).toMatchObject({ boardId: board, link: 'https://example.com/recipe' });
    expect(fake.count('boards')).toBe(0);
    const bad = { link: 'example.com' } as Record<string, unknown>;
    const err = await publishErr(
      platform().publisher.publish({ ...input, options: bad }, recordingContext(connected()).ctx),
    );
    expect(err.message).toBe(
      `Pinterest: A Pin's link must be a web address starting with http:// or https://; "example.com" is not.`,
    );
    expect(fake.media.size).toBe(1);
  });

  it('refuses a title over 100 or a description over 500 characters in words, before uploading', async () => {
    const long = await publishErr(
      platform().publisher.publish({ ...input, title: 't'.repeat(101) }, recordingContext(connected()).ctx),
    );
    expect(long.kind).toBe('bad-body');
    expect(long.message).toBe(
      'Pinterest: Pin titles are limited to 100 characters; this one has 101. Shorten the title.',
    );
    // 491 + a blank line + '#toolong' = 501.
    const desc = await publishErr(
      platform().publisher.publish(
        { ...input, caption: 'd'.repeat(491), hashtags: ['toolong'] },
        recordingContext(connected()).ctx,
      ),
    );
    expect(desc.message).toBe(
      'Pinterest: Pin descriptions are limited to 500 characters; this one has 501. Shorten the caption or hashtags.',
    );
    expect(fake.count('media.register')).toBe(0);
  });

  it("a board Pinterest does not know is refused in Pinterest's words, after the upload and before any Pin", async () => {
    const options = { boardId: '1' } as Record<string, unknown>;
    const err = await publishErr(
      platform().publisher.publish({ ...input, options }, recordingContext(connected()).ctx),
    );
    expect(err.kind).toBe('bad-body');
    expect(err.message).toBe('Pinterest: Board not found.');
    expect(fake.pins.size).toBe(0);
  });

  it('a video Pinterest could not process is refused, nothing pinned', async () => {
    fake.opts.processingFails = true;
    const err = await publishErr(platform().publisher.publish(input, recordingContext(connected()).ctx));
    expect(err.kind).toBe('bad-body');
    expect(err.message).toBe('Pinterest: Pinterest could not process the video (media status: failed).');
    expect(fake.count('pins.create')).toBe(0);
  });

  it('an expired token is refreshed once (Basic client auth) and the publish goes on with the new one', async () => {
    const creds = connected();
    fake.tokens.expire(creds.accessToken);
    const { ctx, refreshed } = recordingContext(creds);
    await platform().publisher.publish(input, ctx);
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]!.refreshToken).toBe(creds.refreshToken); // Pinterest keeps the refresh token
    expect(fake.tokens.check(refreshed[0]!.accessToken)).toBe('ok');
    expect(fake.pins.size).toBe(1);
  });

  it("a revoked refresh token is a disconnect in Pinterest's words", async () => {
    const creds = connected();
    fake.tokens.expire(creds.accessToken);
    fake.tokens.revokeRefresh(creds.refreshToken);
    const err = await publishErr(platform().publisher.publish(input, recordingContext(creds).ctx));
    expect(err.kind).toBe('disconnect');
    expect(err.message).toContain('token refresh failed: Invalid refresh token.');
    expect(fake.media.size).toBe(0);
  });

  it('a connection dropped after the Pin was created is an unknown outcome; reconcile finds the Pin instead of pinning again', async () => {
    fake.opts.dropAfterPin = true;
    const creds = connected();
    const rec = recordingContext(creds);
    const err = await publishErr(platform().publisher.publish(input, rec.ctx));
    expect(err.kind).toBe('unknown-outcome');
    expect(err.message).toMatch(/may or may not be live/);

    const r: ReconcileInput = {
      ids: rec.commits[0]!.ids,
      committedAt: new Date(),
      now: new Date(),
      accessToken: creds.accessToken,
      platformUserId: fake.opts.userId,
      text: 'Dinner, fast\n\n#recipe',
      title: input.title,
    };
    const [pin] = [...fake.pins.values()];
    expect(await platform().reconcile!(r)).toEqual({
      state: 'posted',
      remoteId: pin!.id,
      url: `https://www.pinterest.com/pin/${pin!.id}/`,
    });
    expect(fake.pins.size).toBe(1);
    expect(fake.count('pins.create')).toBe(1);
  });

  it('reconcile: not on the board yet is pending, and failed once the platform had time to show it', async () => {
    const creds = connected();
    const at = new Date('2026-11-27T10:00:00Z');
    const r: ReconcileInput = {
      ids: { mediaId: '5', boardId: fake.boards[0]!.id },
      committedAt: at,
      now: new Date(at.getTime() + 30_000),
      accessToken: creds.accessToken,
      text: 'never pinned',
      title: 'x',
    };
    expect(await platform().reconcile!(r)).toMatchObject({ state: 'pending' });
    expect(await platform().reconcile!({ ...r, now: new Date(at.getTime() + 10 * 60_000) })).toEqual({
      state: 'failed',
      message: 'Pinterest has no such Pin on the board: it was not pinned. Retry to send it.',
    });
  });
});

describe('Pinterest connect', () => {
  it("identity names the account; a wrong token is refused in Pinterest's words", async () => {
    const { accessToken } = connected();
    expect(await platform().identity!(accessToken)).toEqual({
      platformUserId: fake.opts.userId,
      platformUsername: fake.opts.username,
      avatarUrl: 'https://i.pinimg.com/fake-pinner.jpg',
    });
    const err = await platform().identity!('wrong').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TokenRefused);
    expect((err as TokenRefused).message).toBe('Pinterest did not accept this token: Authentication failed.');
  });

  it('lists the boards a Pin can go on, page by page', async () => {
    for (let i = 0; i < 30; i++) fake.boards.push({ id: String(700000 + i), name: `Board ${i}`, privacy: 'PUBLIC' });
    const boards = await platform().destinations!(connected().accessToken);
    expect(boards).toHaveLength(32);
    expect(boards[0]).toEqual({ id: '549755885175', name: 'Reels', privacy: 'PUBLIC' });
    expect(fake.count('boards')).toBe(2);
  });

  it('OAuth: consent on pinterest.com, code exchanged with Basic client auth, then who it is', async () => {
    const oauth = platform().oauth!;
    const consent = new URL(oauth.authorizeUrl({ redirectUri: 'https://app.example/cb', state: 's2' }));
    expect(`${consent.origin}${consent.pathname}`).toBe('https://www.pinterest.com/oauth/');
    expect(consent.searchParams.get('scope')).toBe('boards:read,pins:read,pins:write,user_accounts:read');
    const code = fake.tokens.issueCode('https://app.example/cb');
    const t = await oauth.exchange({ code, redirectUri: 'https://app.example/cb' });
    expect(t).toMatchObject({
      expiresIn: 2592000,
      scope: 'boards:read,pins:read,pins:write,user_accounts:read',
      platformUserId: fake.opts.userId,
      platformUsername: fake.opts.username,
    });
    expect(t.refreshToken).toMatch(/^pin-rt-/);
    await expect(oauth.exchange({ code, redirectUri: 'https://app.example/cb' })).rejects.toThrow(
      'The Pinterest sign-in was refused: Invalid authorization code.',
    );
    expect(createPlatforms({}, { modules: [pinterest] }).get('pinterest')!.oauth).toBeNull();
  });
});

describe('Pinterest metrics', () => {
  it("reads a Pin's lifetime metrics and the account's followers", async () => {
    const creds = connected();
    const { remoteId } = await platform().publisher.publish(input, recordingContext(creds).ctx);
    const m = pinterestMetrics(pinterestHosts(config()));
    const account = { accessToken: creds.accessToken, platformUserId: fake.opts.userId };
    expect([...(await m.posts(account, [remoteId, '9404']))]).toEqual([
      [remoteId, { views: 800, likes: 31, comments: 5, shares: 12 }],
    ]);
    expect(await m.followers(account)).toBe(1234);
  });
});
