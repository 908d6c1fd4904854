import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PublisherTuning } from '../src/adapters/platforms/index.ts';
import { tiktokChunkPlan, tiktokChunkRanges } from '../src/adapters/platforms/tiktok/publisher.ts';
import { publisherFor, recordingContext, sha256, tempVideo } from './fakes/harness.ts';
import { TikTokFake } from './fakes/tiktok.ts';
import { publishErr } from './support/publish-error.ts';

const MIB = 1024 * 1024;
let fake: TikTokFake;
const video = tempVideo(12 * MIB);
const small = tempVideo(1 * MIB + 123);

function tiktok(tuning: Partial<PublisherTuning> = {}) {
  return publisherFor(
    'tiktok',
    { TIKTOK_API_URL: fake.url, TIKTOK_CLIENT_KEY: fake.opts.clientKey, TIKTOK_CLIENT_SECRET: fake.opts.clientSecret },
    { tiktokChunkSize: 5 * MIB, ...tuning },
  );
}
const input = (path = video.path) => ({
  videoPath: path,
  title: 'Morning routine',
  caption: 'Three habits that stuck',
  hashtags: ['productivity', '#morning'],
});
const connected = () => ({
  ...fake.tokens.issue(),
  expiresAt: new Date(Date.now() + 3600_000),
  platformUserId: 'tt-open-id',
});

beforeEach(async () => {
  fake = await new TikTokFake().start();
});
afterEach(async () => {
  expect(fake.errors).toEqual([]);
  await fake.stop();
});
afterAll(() => {
  video.cleanup();
  small.cleanup();
});

describe('TikTok chunk math', () => {
  it('follows the documented rules', () => {
    expect(tiktokChunkPlan(3 * MIB, 10 * MIB)).toEqual({ chunkSize: 3 * MIB, count: 1 });
    expect(tiktokChunkPlan(12 * MIB, 5 * MIB)).toEqual({ chunkSize: 5 * MIB, count: 2 });
    expect(tiktokChunkPlan(7 * MIB, 10 * MIB)).toEqual({ chunkSize: 7 * MIB, count: 1 });
    expect(tiktokChunkPlan(50_000_123, 10_000_000)).toEqual({ chunkSize: 10_000_000, count: 5 });
    expect(tiktokChunkPlan(12 * MIB, 1 * MIB).chunkSize).toBe(5 * MIB); // clamped to the minimum
    const big = tiktokChunkPlan(4 * 1024 * MIB, 5 * MIB);
    expect(big.count).toBeLessThanOrEqual(1000);
    const ranges = tiktokChunkRanges(50_000_123, { chunkSize: 10_000_000, count: 5 });
    expect(ranges.at(-1)).toEqual({ start: 40_000_000, end: 50_000_123 });
  });
});

describe('TikTok publisher against the fake Content Posting API', () => {
  it('uploads in chunks, waits for processing and returns the public link', async () => {
    const { ctx, commits } = recordingContext(connected());
    const result = await tiktok().publish(input(), ctx);
    const [publish] = [...fake.publishes.values()];
    expect(publish?.count).toBe(2);
    expect(fake.count('upload')).toBe(2);
    expect(sha256(fake.uploadedBytes(publish!.id))).toBe(video.sha256);
    expect(publish?.title).toBe('Three habits that stuck\n\n#productivity #morning');
    expect(publish?.privacy).toBe('PUBLIC_TO_EVERYONE');
    expect(fake.count('status')).toBe(fake.opts.processingPolls + 1);
    expect(fake.postsPublished).toBe(1);
    expect(result.remoteId).toMatch(/^74\d{17}$/); // int64 kept exact
    expect(result.url).toBe(`https://www.tiktok.com/@reelforge.creator/video/${result.remoteId}`);
    expect(commits).toEqual([{ platform: 'tiktok', step: 'final chunk upload', ids: { publishId: publish!.id } }]);
  });

  it('sends a small video as one chunk', async () => {
    const { ctx } = recordingContext(connected());
    await tiktok().publish(input(small.path), ctx);
    expect(fake.count('upload')).toBe(1);
    expect(fake.uploadsCompleted).toBe(1);
  });

  it('refreshes an expired token once and hands over the rotated pair', async () => {
    const creds = connected();
    fake.tokens.expire(creds.accessToken);
    const { ctx, refreshed } = recordingContext(creds);
    await tiktok().publish(input(), ctx);
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]!.accessToken).not.toBe(creds.accessToken);
    expect(refreshed[0]!.refreshToken).not.toBe(creds.refreshToken);
    expect(refreshed[0]!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 86_000_000);
    expect(fake.tokens.grant(creds.refreshToken)).toBeNull(); // the old refresh token died: keep the newest
    expect(fake.postsPublished).toBe(1);
  });

  it('refreshes ahead of time when the stored token has already expired', async () => {
    const creds = { ...connected(), expiresAt: new Date(Date.now() - 1000) };
    const { ctx, refreshed } = recordingContext(creds);
    await tiktok().publish(input(small.path), ctx);
    expect(refreshed).toHaveLength(1);
    expect(fake.count('oauth.token')).toBe(1);
  });

  it("reports a revoked refresh token as a disconnect, with TikTok's words", async () => {
    const creds = connected();
    fake.tokens.expire(creds.accessToken);
    fake.tokens.revokeRefresh(creds.refreshToken);
    const err = await publishErr(tiktok().publish(input(), recordingContext(creds).ctx));
    expect(err.kind).toBe('disconnect');
    expect(err.message).toContain('Refresh token is invalid or expired.');
    expect(fake.count('init')).toBe(0);
  });

  it('waits out a 429 on a status poll as the header says, then finishes', async () => {
    fake.fail(
      'status',
      {
        status: 429,
        headers: { 'retry-after': '7' },
        body: { error: { code: 'rate_limit_exceeded', message: 'API rate limit exceeded', log_id: 'l1' } },
      },
      2,
    );
    const { ctx, sleeps } = recordingContext(connected());
    const result = await tiktok().publish(input(), ctx);
    expect(sleeps).toContain(7000);
    expect(result.url).toContain('/video/');
    expect(fake.postsPublished).toBe(1);
  });

  it('re-sends a chunk after a 503: chunks are idempotent by range', async () => {
    fake.fail('upload', { status: 503, body: 'upstream unavailable' }, 1);
    const { ctx } = recordingContext(connected());
    await tiktok().publish(input(), ctx);
    expect(fake.count('upload')).toBe(3);
    expect(fake.uploadsCompleted).toBe(1);
    expect(fake.postsPublished).toBe(1);
  });

  it('re-sends the final chunk when its answer is lost, and TikTok still posts once', async () => {
    fake.fail('upload', { hang: true, commit: true }, 2);
    const { ctx } = recordingContext(connected());
    await tiktok({ uploadTimeoutMs: 2000 }).publish(input(), ctx);
    expect(fake.count('upload')).toBe(3);
    expect(fake.uploadsCompleted).toBe(1);
    expect(fake.postsPublished).toBe(1);
  });

  it('surfaces a permanent refusal with the platform message and uploads nothing', async () => {
    fake.fail('init', {
      status: 403,
      body: {
        error: { code: 'spam_risk_too_many_posts', message: 'The user has reached the daily post cap.', log_id: 'l2' },
      },
    });
    const err = await publishErr(tiktok().publish(input(), recordingContext(connected()).ctx));
    expect(err.kind).toBe('bad-body');
    expect(err.platformMessage).toBe('The user has reached the daily post cap. (spam_risk_too_many_posts)');
    expect(err.message).toBe('TikTok: The user has reached the daily post cap. (spam_risk_too_many_posts)');
    expect(fake.count('upload')).toBe(0);
  });

  it('reports a failed processing with its fail_reason', async () => {
    fake.opts.failReason = 'file_format_check_failed';
    const err = await publishErr(tiktok().publish(input(), recordingContext(connected()).ctx));
    expect(err.kind).toBe('bad-body');
    expect(err.message).toContain('file_format_check_failed');
  });

  it('treats an init without an answer as retryable: nothing was uploaded', async () => {
    fake.fail('init', { hang: true });
    const err = await publishErr(tiktok({ requestTimeoutMs: 500 }).publish(input(), recordingContext(connected()).ctx));
    expect(err.kind).toBe('retry');
    expect(fake.count('init')).toBe(1);
    expect(fake.count('upload')).toBe(0);
  });

  it('calls the outcome unknown when status checks fail after the upload finished', async () => {
    for (let n = 1; n <= 5; n++)
      fake.fail(
        'status',
        { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong', log_id: 'l3' } } },
        n,
      );
    const err = await publishErr(tiktok().publish(input(), recordingContext(connected()).ctx));
    expect(err.kind).toBe('unknown-outcome');
    expect(err.message).toMatch(/publish_id v_pub_file/);
    expect(err.message).toContain('Something went wrong');
    expect(fake.uploadsCompleted).toBe(1);
  });

  it('refuses a connection with no video', async () => {
    const err = await publishErr(tiktok().publish({ title: 't', caption: 'c' }, recordingContext(connected()).ctx));
    expect(err.kind).toBe('bad-body');
  });
});

describe("TikTok publisher honours the creator's choices (creator_info)", () => {
  it('sends the chosen privacy level and interaction toggles', async () => {
    const { ctx } = recordingContext(connected());
    const options = { privacyLevel: 'MUTUAL_FOLLOW_FRIENDS' as const, allowComments: false, allowDuet: true };
    await tiktok().publish({ ...input(small.path), options }, ctx);
    const [publish] = [...fake.publishes.values()];
    expect(publish?.privacy).toBe('MUTUAL_FOLLOW_FRIENDS');
    expect(publish?.disabled).toEqual({ comment: true, duet: false, stitch: false });
  });

  it("keeps an interaction off when the creator turned it off on TikTok", async () => {
    fake.opts.duetDisabled = true;
    const { ctx } = recordingContext(connected());
    await tiktok().publish({ ...input(small.path), options: { privacyLevel: 'SELF_ONLY' } }, ctx);
    expect([...fake.publishes.values()][0]?.disabled.duet).toBe(true);
  });

  it('refuses, before uploading, a privacy level the account no longer offers or a video over its limit', async () => {
    fake.opts.privacyOptions = ['SELF_ONLY'];
    const gone = await publishErr(
      tiktok().publish({ ...input(small.path), options: { privacyLevel: 'PUBLIC_TO_EVERYONE' } }, recordingContext(connected()).ctx),
    );
    expect(gone.kind).toBe('bad-body');
    expect(gone.message).toContain('does not offer "Everyone"');
    fake.opts.maxVideoPostDurationSec = 60;
    const long = await publishErr(tiktok().publish({ ...input(small.path), durationSec: 95 }, recordingContext(connected()).ctx));
    expect(long.message).toContain('takes videos up to 60 s; this one is 95 s');
    expect(fake.count('init')).toBe(0);
  });
});
