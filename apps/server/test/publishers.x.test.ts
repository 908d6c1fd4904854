import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PublisherTuning } from '../src/adapters/platforms/index.ts';
import { publisherFor, recordingContext, sha256, tempVideo } from './fakes/harness.ts';
import { XFake, xRateLimitHeaders } from './fakes/x.ts';
import { publishErr } from './support/publish-error.ts';

const MIB = 1024 * 1024;
let fake: XFake;
const video = tempVideo(9 * MIB + 5);

function x(tuning: Partial<PublisherTuning> = {}) {
  return publisherFor(
    'twitter',
    { X_API_URL: fake.url, X_CLIENT_ID: fake.opts.clientId, X_CLIENT_SECRET: fake.opts.clientSecret },
    tuning,
  );
}
const text = { title: 'Tip', caption: 'Batch your filming days', hashtags: ['creator'] };
const withVideo = { ...text, videoPath: video.path };
const connected = () => ({ ...fake.tokens.issue(), expiresAt: new Date(Date.now() + 7200_000) });

beforeEach(async () => {
  fake = await new XFake().start();
});
afterEach(async () => {
  expect(fake.errors).toEqual([]);
  await fake.stop();
});
afterAll(() => video.cleanup());

describe('X publisher against the fake API v2', () => {
  it('uploads a video in segments, waits as processing_info says, and posts it', async () => {
    const { ctx, sleeps, commits } = recordingContext(connected());
    const result = await x().publish(withVideo, ctx);
    const [media] = [...fake.media.values()];
    expect(fake.count('media.append')).toBe(3); // 4 + 4 + 1 MiB
    expect(sha256(fake.uploadedBytes(media!.id))).toBe(video.sha256);
    expect(fake.count('media.status')).toBe(fake.opts.processingPolls + 1);
    expect(sleeps).toEqual([1000, 2000, 2000]); // finalize's check_after_secs, then each in_progress answer's
    expect(fake.tweets).toEqual([
      { id: result.remoteId, text: 'Batch your filming days\n\n#creator', mediaIds: [media!.id], at: expect.any(Date) },
    ]);
    expect(result.url).toBe(`https://x.com/i/web/status/${result.remoteId}`);
    expect(commits).toEqual([{ platform: 'twitter', step: 'post create', ids: { mediaId: media!.id } }]);
  });

  it('posts text alone', async () => {
    const result = await x().publish(text, recordingContext(connected()).ctx);
    expect(fake.tweets.map((t) => t.id)).toEqual([result.remoteId]);
    expect(fake.count('media.initialize')).toBe(0);
  });

  it('refreshes an expired token with Basic client auth and hands over the rotated pair', async () => {
    const creds = connected();
    fake.tokens.expire(creds.accessToken);
    const { ctx, refreshed } = recordingContext(creds);
    await x().publish(text, ctx);
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]!.refreshToken).not.toBe(creds.refreshToken);
    expect(fake.tokens.grant(creds.refreshToken)).toBeNull();
    expect(fake.tweets).toHaveLength(1);
  });

  it('waits until x-rate-limit-reset on a 429 status read', async () => {
    const now = Date.UTC(2026, 10, 21, 12, 0, 0);
    fake.fail(
      'media.status',
      {
        status: 429,
        headers: xRateLimitHeaders(now / 1000 + 7),
        body: { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
      },
      1,
    );
    const { ctx, sleeps } = recordingContext(connected(), { now: () => now });
    await x().publish(withVideo, ctx);
    expect(sleeps).toContain(7000);
    expect(fake.tweets).toHaveLength(1);
  });

  it('does not retry a rate-limited post create: it reports when to try again', async () => {
    const now = Date.UTC(2026, 10, 21, 12, 0, 0);
    fake.fail('tweets.create', {
      status: 429,
      headers: xRateLimitHeaders(now / 1000 + 900),
      body: { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
    });
    const err = await publishErr(x().publish(text, recordingContext(connected(), { now: () => now }).ctx));
    expect(err.kind).toBe('retry');
    expect(err.retryAfterMs).toBe(900_000);
    expect(fake.count('tweets.create')).toBe(1);
  });

  it("surfaces a duplicate with X's own words", async () => {
    const { ctx } = recordingContext(connected());
    await x().publish(text, ctx);
    const err = await publishErr(x().publish(text, ctx));
    expect(err.kind).toBe('bad-body');
    expect(err.platformMessage).toBe('You are not allowed to create a Tweet with duplicate content.');
  });

  it('reports a failed media processing', async () => {
    fake.opts.processingError = 'Unsupported video format';
    const err = await publishErr(x().publish(withVideo, recordingContext(connected()).ctx));
    expect(err.kind).toBe('bad-body');
    expect(err.message).toContain('Unsupported video format');
    expect(fake.count('tweets.create')).toBe(0);
  });

  it('calls a post create that times out an unknown outcome; X got it once', async () => {
    fake.fail('tweets.create', { hang: true, commit: true });
    const err = await publishErr(x({ requestTimeoutMs: 500 }).publish(text, recordingContext(connected()).ctx));
    expect(err.kind).toBe('unknown-outcome');
    expect(err.message).toContain('no answer within');
    expect(fake.count('tweets.create')).toBe(1);
    expect(fake.tweets).toHaveLength(1);
  });

  it('does not repeat a post create after a 503', async () => {
    fake.fail('tweets.create', {
      status: 503,
      body: { title: 'Service Unavailable', detail: 'Service Unavailable', type: 'about:blank', status: 503 },
    });
    const err = await publishErr(x().publish(text, recordingContext(connected()).ctx));
    expect(err.kind).toBe('unknown-outcome');
    expect(fake.count('tweets.create')).toBe(1);
  });

  it('never shows an empty {} as the message', async () => {
    fake.fail('tweets.create', { status: 400, body: {} });
    const err = await publishErr(x().publish(text, recordingContext(connected()).ctx));
    expect(err.platformMessage).toBe('HTTP 400 with no error message');
  });
});
