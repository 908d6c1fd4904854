import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PublisherTuning } from '../src/adapters/platforms/index.ts';
import { publisherFor, recordingContext, sha256, tempVideo } from './fakes/harness.ts';
import { MetaFake } from './fakes/meta.ts';
import { publishErr } from './support/publish-error.ts';

const MIB = 1024 * 1024;
let fake: MetaFake;
const video = tempVideo(3 * MIB + 999);

/** `withApp: false` is a server without META_APP_ID/META_APP_SECRET. */
function facebook(tuning: Partial<PublisherTuning> = {}, withApp = true) {
  return publisherFor(
    'facebook',
    {
      META_GRAPH_URL: fake.url,
      META_GRAPH_VIDEO_URL: fake.url,
      META_RUPLOAD_URL: fake.url,
      ...(withApp ? { META_APP_ID: fake.opts.appId, META_APP_SECRET: fake.opts.appSecret } : {}),
    },
    tuning,
  );
}
const text = { title: 'Launch', caption: 'We launched today', hashtags: ['launch'] };
const withVideo = { ...text, videoPath: video.path };
// A Page token: no expiry.
const connected = () => ({
  accessToken: fake.tokens.issue().accessToken,
  expiresAt: null,
  platformUserId: fake.opts.pageId,
});

beforeEach(async () => {
  fake = await new MetaFake().start();
});
afterEach(async () => {
  expect(fake.errors).toEqual([]);
  await fake.stop();
});
afterAll(() => video.cleanup());

describe('Facebook Page publisher against the fake Graph API', () => {
  it('posts text to the Page feed and links it', async () => {
    const { ctx, refreshed } = recordingContext(connected());
    const result = await facebook().publish(text, ctx);
    const [post] = [...fake.pagePosts.values()];
    expect(post!.message).toBe('We launched today\n\n#launch');
    expect(result).toEqual({ remoteId: post!.id, url: `https://www.facebook.com/${post!.id.replace('_', '/posts/')}` });
    expect(refreshed).toEqual([]); // Page tokens never expire: no exchange
  });

  it('uploads a video through the Resumable Upload API, publishes it, waits for processing and links it', async () => {
    const { ctx, commits } = recordingContext(connected());
    const result = await facebook().publish(withVideo, ctx);
    const [v] = [...fake.pageVideos.values()];
    expect(fake.pageVideos.size).toBe(1);
    expect(sha256(v!.bytes)).toBe(video.sha256);
    expect(v).toMatchObject({ title: 'Launch', description: 'We launched today\n\n#launch' });
    expect(result).toEqual({ remoteId: v!.id, url: `https://www.facebook.com/${fake.opts.pageId}/videos/${v!.id}/` });
    expect(v!.polls).toBe(fake.opts.processingPolls + 1);
    expect(commits.map((c) => c.step)).toEqual(['page video publish']);
  });

  it("resumes the upload from Meta's file_offset after a dropped connection", async () => {
    fake.opts.dropFacebookUploadAfter = 1 * MIB;
    const { ctx } = recordingContext(connected());
    const result = await facebook().publish(withVideo, ctx);
    expect(fake.count('fb.upload.transfer')).toBe(2);
    expect(sha256(fake.pageVideos.get(result.remoteId)!.bytes)).toBe(video.sha256);
  });

  it('needs META_APP_ID for a video and says so', async () => {
    const err = await publishErr(facebook({}, false).publish(withVideo, recordingContext(connected()).ctx));
    expect(err.kind).toBe('config');
    expect(err.message).toContain('META_APP_ID');
    expect(fake.pageVideos.size).toBe(0);
  });

  it("surfaces a duplicate post with Meta's user message", async () => {
    const { ctx } = recordingContext(connected());
    await facebook().publish(text, ctx);
    const err = await publishErr(facebook().publish(text, ctx));
    expect(err.kind).toBe('bad-body');
    expect(err.platformMessage).toBe(
      'This status update is identical to the last one you posted. Try posting something different. (code 506)',
    );
    expect(fake.pagePosts.size).toBe(1);
  });

  it('backs off on a throttled upload-session start (code 4) and then succeeds', async () => {
    fake.fail('fb.upload.start', {
      status: 400,
      headers: { 'retry-after': '5' },
      body: { error: { message: '(#4) Application request limit reached', type: 'OAuthException', code: 4 } },
    });
    const { ctx, sleeps } = recordingContext(connected());
    await facebook().publish(withVideo, ctx);
    expect(sleeps[0]).toBe(5000);
    expect(fake.pageVideos.size).toBe(1);
  });

  it('calls a feed post without an answer an unknown outcome and never repeats it', async () => {
    fake.fail('fb.feed', { hang: true, commit: true });
    const err = await publishErr(facebook({ requestTimeoutMs: 1000 }).publish(text, recordingContext(connected()).ctx));
    expect(err.kind).toBe('unknown-outcome');
    expect(fake.count('fb.feed')).toBe(1);
    expect(fake.pagePosts.size).toBe(1);
  });

  it('reports a revoked Page token as a disconnect', async () => {
    const err = await publishErr(
      facebook().publish(text, recordingContext({ accessToken: 'revoked', platformUserId: fake.opts.pageId }).ctx),
    );
    expect(err.kind).toBe('disconnect');
    expect(err.platformMessage).toContain('Invalid OAuth access token');
  });
});

describe('Facebook first comment', () => {
  it('comments under a Page video and under a text post', async () => {
    const firstComment = 'Tickets: see the Page';
    const vid = await facebook().publish({ ...withVideo, options: { firstComment } }, recordingContext(connected()).ctx);
    const post = await facebook().publish({ ...text, options: { firstComment } }, recordingContext(connected()).ctx);
    expect(fake.comments).toEqual([
      { objectId: vid.remoteId, message: firstComment },
      { objectId: post.remoteId, message: firstComment },
    ]);
  });
});
