import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlatforms, PublishError, type ReconcileInput } from '../src/adapters/platforms/index.ts';
import { recordingContext, tempVideo, testTuning } from './fakes/harness.ts';
import { MetaFake } from './fakes/meta.ts';
import { TikTokFake } from './fakes/tiktok.ts';

// Reconcile asks the platform what became of a publish cut off after its point of no return.

const video = tempVideo(300 * 1024);
let tiktok: TikTokFake;
let meta: MetaFake;

beforeEach(async () => {
  [tiktok, meta] = await Promise.all([new TikTokFake().start(), new MetaFake().start()]);
  meta.opts.processingPolls = 0;
  tiktok.opts.processingPolls = 0;
});
afterEach(async () => {
  expect([...tiktok.errors, ...meta.errors]).toEqual([]);
  await Promise.all([tiktok.stop(), meta.stop()]);
});
afterAll(() => video.cleanup());

const platforms = () =>
  createPlatforms(
    {
      TIKTOK_API_URL: tiktok.url,
      META_GRAPH_URL: meta.url,
      META_GRAPH_VIDEO_URL: meta.url,
      META_RUPLOAD_URL: meta.url,
    },
    { tuning: { ...testTuning, maxPolls: 2 } },
  );
const post = { videoPath: video.path, title: 'Reconcile me', caption: 'Cut off after the commit point' };

/** Publishes until the outcome is unknown; returns what the job would have recorded. */
async function cutOff(platform: 'tiktok' | 'instagram', accessToken: string, platformUserId: string) {
  const rec = recordingContext({ accessToken, platformUserId });
  const err = await platforms()
    .get(platform)!
    .publisher.publish(post, rec.ctx)
    .then(() => expect.unreachable('expected an unknown outcome'))
    .catch((e: unknown) => e as PublishError);
  expect(err).toBeInstanceOf(PublishError);
  expect(err.kind).toBe('unknown-outcome');
  expect(rec.commits).toHaveLength(1);
  return {
    ids: rec.commits[0]!.ids,
    committedAt: new Date(),
    now: new Date(),
    accessToken,
    platformUserId,
    text: 'Cut off after the commit point',
    title: post.title,
  } satisfies ReconcileInput;
}

describe('TikTok reconcile (status fetch)', () => {
  it('a publish TikTok completed ends posted with its link', async () => {
    const { accessToken } = tiktok.tokens.issue();
    // The one status question after the upload, and its two quick retries (maxAttempts 3), get a 500.
    for (let i = 0; i < 3; i++)
      tiktok.fail('status', { status: 500, body: { error: { code: 'internal_error', message: 'x', log_id: 'l' } } });
    const r = await cutOff('tiktok', accessToken, 'tt-open-id');
    const out = await platforms().get('tiktok')!.reconcile!({ ...r, platformUsername: tiktok.opts.username });
    expect(out).toEqual({
      state: 'posted',
      remoteId: expect.stringMatching(/^74\d+$/),
      url: expect.stringMatching(new RegExp(`^https://www\\.tiktok\\.com/@${tiktok.opts.username}/video/74\\d+$`)),
    });
    expect(tiktok.postsPublished).toBe(1);
  });

  it('a publish TikTok refused ends failed with its reason; a refused question stays pending', async () => {
    const { accessToken } = tiktok.tokens.issue();
    // The one status question after the upload, and its two quick retries (maxAttempts 3), get a 500.
    for (let i = 0; i < 3; i++)
      tiktok.fail('status', { status: 500, body: { error: { code: 'internal_error', message: 'x', log_id: 'l' } } });
    const r = await cutOff('tiktok', accessToken, 'tt-open-id');
    tiktok.opts.failReason = 'video_pull_failed';
    expect(await platforms().get('tiktok')!.reconcile!(r)).toEqual({
      state: 'failed',
      message: 'TikTok could not publish the video: video_pull_failed',
    });
    tiktok.fail('status', { status: 503, body: 'busy' });
    expect(await platforms().get('tiktok')!.reconcile!(r)).toMatchObject({ state: 'pending' });
  });
});

describe('Instagram reconcile (container status, then the account media)', () => {
  it('media_publish that took effect without an answer ends posted with the permalink', async () => {
    const { accessToken } = meta.tokens.issue();
    meta.fail('ig.publish', { hang: true, commit: true });
    const platformsWithTimeout = createPlatforms(
      { META_GRAPH_URL: meta.url, META_GRAPH_VIDEO_URL: meta.url, META_RUPLOAD_URL: meta.url },
      { tuning: { ...testTuning, requestTimeoutMs: 500 } },
    );
    const rec = recordingContext({ accessToken, platformUserId: meta.opts.igUserId });
    const err = await platformsWithTimeout
      .get('instagram')!
      .publisher.publish(post, rec.ctx)
      .catch((e: unknown) => e as PublishError);
    expect(err).toMatchObject({ kind: 'unknown-outcome' });
    const out = await platforms().get('instagram')!.reconcile!({
      ids: rec.commits[0]!.ids,
      committedAt: new Date(),
      now: new Date(),
      accessToken,
      platformUserId: meta.opts.igUserId,
      text: 'Cut off after the commit point',
      title: post.title,
    });
    const [media] = [...meta.igMedia.values()];
    expect(out).toEqual({
      state: 'posted',
      remoteId: media!.id,
      url: expect.stringMatching(/^https:\/\/www\.instagram\.com\/reel\//),
    });
  });

  it('a container never published ends failed', async () => {
    const { accessToken } = meta.tokens.issue();
    meta.fail('ig.publish', { drop: true });
    const rec = recordingContext({ accessToken, platformUserId: meta.opts.igUserId });
    await platforms()
      .get('instagram')!
      .publisher.publish(post, rec.ctx)
      .catch(() => null);
    const out = await platforms().get('instagram')!.reconcile!({
      ids: rec.commits[0]!.ids,
      committedAt: new Date(),
      now: new Date(),
      accessToken,
      platformUserId: meta.opts.igUserId,
      text: 'Cut off after the commit point',
      title: post.title,
    });
    expect(out).toEqual({ state: 'failed', message: expect.stringContaining('(its container is FINISHED)') });
    expect(meta.igPublished).toBe(0);
  });
});
