import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PublisherTuning } from '../src/adapters/platforms/index.ts';
import { publisherFor, recordingContext, sha256, tempVideo } from './fakes/harness.ts';
import { LinkedInFake } from './fakes/linkedin.ts';
import { publishErr } from './support/publish-error.ts';

const MIB = 1024 * 1024;
let fake: LinkedInFake;
const video = tempVideo(9 * MIB + 77);

function linkedin(tuning: Partial<PublisherTuning> = {}) {
  return publisherFor(
    'linkedin',
    {
      LINKEDIN_API_URL: fake.url,
      LINKEDIN_OAUTH_URL: fake.url,
      LINKEDIN_CLIENT_ID: fake.opts.clientId,
      LINKEDIN_CLIENT_SECRET: fake.opts.clientSecret,
    },
    tuning,
  );
}
const text = { title: 'Hiring', caption: 'We are hiring (remote) editors!', hashtags: ['hiring', 'video_editing'] };
const withVideo = { ...text, videoPath: video.path };
const connected = () => ({
  ...fake.tokens.issue(),
  expiresAt: new Date(Date.now() + 30 * 24 * 3600_000),
  platformUserId: 'abc123',
});

beforeEach(async () => {
  fake = await new LinkedInFake().start();
});
afterEach(async () => {
  expect(fake.errors).toEqual([]);
  await fake.stop();
});
afterAll(() => video.cleanup());

describe('LinkedIn publisher against the fake Videos and Posts APIs', () => {
  it('uploads every part, finalizes with the ETags, waits for AVAILABLE and posts', async () => {
    const { ctx, commits } = recordingContext(connected());
    const result = await linkedin().publish(withVideo, ctx);
    const [v] = [...fake.videos.values()];
    expect(fake.count('videos.part')).toBe(3);
    expect(sha256(fake.uploadedBytes(v!.urn))).toBe(video.sha256);
    expect(v!.status).toBe('AVAILABLE');
    expect(fake.posts).toEqual([
      {
        urn: result.remoteId,
        author: 'urn:li:person:abc123',
        commentary: 'We are hiring \\(remote\\) editors!\n\n{hashtag|\\#|hiring} {hashtag|\\#|video\\_editing}',
        media: v!.urn,
      },
    ]);
    expect(result.url).toBe(`https://www.linkedin.com/feed/update/${result.remoteId}/`);
    expect(commits).toEqual([{ platform: 'linkedin', step: 'post create', ids: { video: v!.urn } }]);
  });

  it('posts text alone', async () => {
    const result = await linkedin().publish(text, recordingContext(connected()).ctx);
    expect(result.remoteId).toMatch(/^urn:li:share:\d+$/);
    expect(fake.posts[0]!.media).toBeUndefined();
  });

  it('refreshes an expired token (partner apps) and hands over the rotated pair', async () => {
    const creds = connected();
    fake.tokens.expire(creds.accessToken);
    const { ctx, refreshed } = recordingContext(creds);
    await linkedin().publish(text, ctx);
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]!.refreshToken).not.toBe(creds.refreshToken);
    expect(fake.posts).toHaveLength(1);
  });

  it("reports an expired token without a refresh token as a disconnect with LinkedIn's message", async () => {
    const creds = { ...connected(), refreshToken: null };
    fake.tokens.expire(creds.accessToken);
    const err = await publishErr(linkedin().publish(text, recordingContext(creds).ctx));
    expect(err.kind).toBe('disconnect');
    expect(err.message).toContain('The token used in the request has expired');
  });

  it('backs off on a 429 while polling the video, as Retry-After says', async () => {
    fake.fail(
      'videos.get',
      {
        status: 429,
        headers: { 'retry-after': '11' },
        body: { status: 429, message: 'Resource level throttle limit for calls to this resource is reached.' },
      },
      1,
    );
    const { ctx, sleeps } = recordingContext(connected());
    await linkedin().publish(withVideo, ctx);
    expect(sleeps).toContain(11_000);
    expect(fake.posts).toHaveLength(1);
  });

  it("surfaces a duplicate with LinkedIn's message", async () => {
    const { ctx } = recordingContext(connected());
    const first = await linkedin().publish(text, ctx);
    const err = await publishErr(linkedin().publish(text, ctx));
    expect(err.kind).toBe('bad-body');
    expect(err.platformMessage).toBe(`Content is a duplicate of ${first.remoteId}`);
  });

  it('reports a failed video processing', async () => {
    fake.opts.processingFailure = 'Video is too short';
    const err = await publishErr(linkedin().publish(withVideo, recordingContext(connected()).ctx));
    expect(err.kind).toBe('bad-body');
    expect(err.message).toContain('Video is too short');
    expect(fake.posts).toHaveLength(0);
  });

  it('calls a post create that times out an unknown outcome; LinkedIn got it once', async () => {
    fake.fail('posts.create', { hang: true, commit: true });
    const err = await publishErr(linkedin({ requestTimeoutMs: 500 }).publish(text, recordingContext(connected()).ctx));
    expect(err.kind).toBe('unknown-outcome');
    expect(fake.count('posts.create')).toBe(1);
    expect(fake.posts).toHaveLength(1);
  });
});
