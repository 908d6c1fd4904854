import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { composePostText } from '@reelforge/contracts';
import { createPlatforms, PublishError, type PublishInput, type ReconcileInput } from '../src/adapters/platforms/index.ts';
import { recordingContext, tempVideo, testTuning } from './fakes/harness.ts';
import { LinkedInFake } from './fakes/linkedin.ts';
import { MetaFake } from './fakes/meta.ts';

// Facebook and LinkedIn name a post only in the answer that created it: when that answer is lost,
// reconcile looks for the post on the Page / among the author's posts (issue 14 item 3).

const video = tempVideo(300 * 1024);
let meta: MetaFake;
let li: LinkedInFake;

beforeEach(async () => {
  [meta, li] = await Promise.all([new MetaFake().start(), new LinkedInFake().start()]);
  meta.opts.processingPolls = 0;
  li.opts.processingPolls = 0;
});
afterEach(async () => {
  expect([...meta.errors, ...li.errors]).toEqual([]);
  await Promise.all([meta.stop(), li.stop()]);
});
afterAll(() => video.cleanup());

const platforms = (requestTimeoutMs = 10_000) =>
  createPlatforms(
    {
      META_GRAPH_URL: meta.url,
      META_GRAPH_VIDEO_URL: meta.url,
      META_RUPLOAD_URL: meta.url,
      META_APP_ID: meta.opts.appId,
      META_APP_SECRET: meta.opts.appSecret,
      LINKEDIN_API_URL: li.url,
      LINKEDIN_OAUTH_URL: li.url,
    },
    { tuning: { ...testTuning, requestTimeoutMs, maxPolls: 2 } },
  );

/** Publishes with the creating call answered never (it takes effect); returns what the job would record. */
async function cutOff(platform: 'facebook' | 'linkedin', input: PublishInput, accessToken: string, platformUserId: string) {
  const rec = recordingContext({ accessToken, platformUserId });
  const err = await platforms(500)
    .get(platform)!
    .publisher.publish(input, rec.ctx)
    .then(() => expect.unreachable('expected an unknown outcome'))
    .catch((e: unknown) => e as PublishError);
  expect(err).toMatchObject({ kind: 'unknown-outcome' });
  return {
    ids: rec.commits[0]!.ids,
    committedAt: new Date(),
    now: new Date(),
    accessToken,
    platformUserId,
    text: composePostText(input.caption, input.hashtags),
    caption: input.caption,
    hashtags: input.hashtags,
    title: input.title,
  } satisfies ReconcileInput;
}

describe('Facebook reconcile (the Page videos and posts)', () => {
  const input = { title: 'Launch', caption: 'We launched today', hashtags: ['launch'] };

  it('a Page video created without an answer ends posted with its permalink', async () => {
    const { accessToken } = meta.tokens.issue();
    meta.fail('fb.videos', { hang: true, commit: true });
    const r = await cutOff('facebook', { ...input, videoPath: video.path }, accessToken, meta.opts.pageId);
    expect(r.ids).toEqual({ page: meta.opts.pageId, kind: 'video' });
    const [v] = [...meta.pageVideos.values()];
    expect(await platforms().get('facebook')!.reconcile!(r)).toEqual({
      state: 'posted',
      remoteId: v!.id,
      url: `https://www.facebook.com/${meta.opts.pageId}/videos/${v!.id}/`,
    });
  });

  it('a feed post created without an answer ends posted; one that never arrived fails once the Page has settled', async () => {
    const { accessToken } = meta.tokens.issue();
    meta.fail('fb.feed', { hang: true, commit: true });
    const r = await cutOff('facebook', input, accessToken, meta.opts.pageId);
    const [p] = [...meta.pagePosts.values()];
    expect(await platforms().get('facebook')!.reconcile!(r)).toMatchObject({ state: 'posted', remoteId: p!.id });

    const lost = { ...r, text: 'Never made it' };
    expect(await platforms().get('facebook')!.reconcile!(lost)).toMatchObject({ state: 'pending' });
    const later = { ...lost, committedAt: new Date(Date.now() - 10 * 60_000) };
    expect(await platforms().get('facebook')!.reconcile!(later)).toEqual({
      state: 'failed',
      message: 'Facebook has no post with this text on the Page: it was not published. Retry to send it.',
    });
  });
});

describe('LinkedIn reconcile (posts by author)', () => {
  const input = { title: 'Hiring', caption: 'We are hiring (remote) editors!', hashtags: ['hiring'] };

  it('a text post created without an answer is found by its commentary, markup and all', async () => {
    const { accessToken } = li.tokens.issue();
    li.fail('posts.create', { hang: true, commit: true });
    const r = await cutOff('linkedin', input, accessToken, 'abc123');
    const [post] = li.posts;
    expect(await platforms().get('linkedin')!.reconcile!(r)).toEqual({
      state: 'posted',
      remoteId: post!.urn,
      url: `https://www.linkedin.com/feed/update/${post!.urn}/`,
    });
  });

  it('a video post is found by its video URN; a refused question stays pending', async () => {
    const { accessToken } = li.tokens.issue();
    li.fail('posts.create', { hang: true, commit: true });
    const r = await cutOff('linkedin', { ...input, videoPath: video.path }, accessToken, 'abc123');
    expect(r.ids.video).toMatch(/^urn:li:video:/);
    expect(await platforms().get('linkedin')!.reconcile!(r)).toMatchObject({ state: 'posted', remoteId: li.posts[0]!.urn });
    li.fail('posts.byAuthor', { status: 403, body: { message: 'Not enough permissions to access: partnerApiPostsExternal.FINDER-author' } });
    expect(await platforms().get('linkedin')!.reconcile!(r)).toMatchObject({ state: 'pending' });
  });
});
