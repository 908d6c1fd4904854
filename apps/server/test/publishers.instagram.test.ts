import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PublisherTuning } from '../src/adapters/platforms/index.ts';
import { publisherFor, recordingContext, sha256, tempVideo } from './fakes/harness.ts';
import { MetaFake } from './fakes/meta.ts';
import { publishErr } from './support/publish-error.ts';

const MIB = 1024 * 1024;
let fake: MetaFake;
const video = tempVideo(3 * MIB + 17);

function instagram(tuning: Partial<PublisherTuning> = {}) {
  return publisherFor(
    'instagram',
    {
      META_GRAPH_URL: fake.url,
      META_GRAPH_VIDEO_URL: fake.url,
      META_RUPLOAD_URL: fake.url,
      META_APP_ID: fake.opts.appId,
      META_APP_SECRET: fake.opts.appSecret,
    },
    tuning,
  );
}
const input = { videoPath: video.path, title: 'Reel', caption: 'Behind the scenes', hashtags: ['bts'] };
const connected = (expiresInMs = 50 * 24 * 3600_000) => ({
  accessToken: fake.tokens.issue().accessToken,
  expiresAt: new Date(Date.now() + expiresInMs),
  platformUserId: fake.opts.igUserId,
});

beforeEach(async () => {
  fake = await new MetaFake().start();
});
afterEach(async () => {
  expect(fake.errors).toEqual([]);
  await fake.stop();
});
afterAll(() => video.cleanup());

describe('Instagram Reels publisher against the fake Graph API', () => {
  it('creates a resumable container, uploads, waits for FINISHED, publishes and links the reel', async () => {
    const { ctx, commits } = recordingContext(connected());
    const result = await instagram().publish(input, ctx);
    const [container] = [...fake.containers.values()];
    expect(sha256(container!.bytes!)).toBe(video.sha256);
    expect(container!.caption).toBe('Behind the scenes\n\n#bts');
    expect(fake.count('node')).toBeGreaterThanOrEqual(fake.opts.processingPolls + 1);
    expect(fake.igPublished).toBe(1);
    expect(result).toEqual({
      remoteId: container!.published,
      url: `https://www.instagram.com/reel/C${container!.published!.slice(-8)}/`,
    });
    expect(commits).toEqual([{ platform: 'instagram', step: 'media_publish', ids: { containerId: container!.id } }]);
  });

  it('exchanges a long-lived token that is about to expire, then publishes with the new one', async () => {
    const creds = connected(2 * 24 * 3600_000);
    const { ctx, refreshed } = recordingContext(creds);
    await instagram().publish(input, ctx);
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]!.accessToken).not.toBe(creds.accessToken);
    expect(refreshed[0]!.platformUserId).toBe(fake.opts.igUserId);
    expect(fake.tokens.check(refreshed[0]!.accessToken)).toBe('ok');
    expect(fake.igPublished).toBe(1);
  });

  it("reports an expired token (code 190) as a disconnect with Meta's message", async () => {
    const creds = connected();
    fake.tokens.expire(creds.accessToken);
    const err = await publishErr(instagram().publish(input, recordingContext(creds).ctx));
    expect(err.kind).toBe('disconnect');
    expect(err.platformMessage).toContain('Error validating access token: Session has expired');
    expect(fake.containers.size).toBe(0);
  });

  it('backs off on a throttled status read as the usage header says', async () => {
    fake.fail(
      'node',
      {
        status: 400,
        headers: {
          'x-business-use-case-usage': JSON.stringify({
            [fake.opts.igUserId]: [
              {
                type: 'instagram',
                call_count: 100,
                total_cputime: 20,
                total_time: 30,
                estimated_time_to_regain_access: 2,
              },
            ],
          }),
        },
        body: {
          error: { message: 'Application request limit reached', type: 'OAuthException', code: 80002, fbtrace_id: 'x' },
        },
      },
      2,
    );
    const { ctx, sleeps } = recordingContext(connected());
    await instagram().publish(input, ctx);
    expect(sleeps).toContain(120_000);
    expect(fake.igPublished).toBe(1);
  });

  it('reports a processing ERROR with the container status text', async () => {
    fake.opts.igProcessingError = 'Error: The video duration is shorter than the minimum of 3 seconds.';
    const err = await publishErr(instagram().publish(input, recordingContext(connected()).ctx));
    expect(err.kind).toBe('bad-body');
    expect(err.message).toContain('The video duration is shorter than the minimum of 3 seconds.');
    expect(fake.count('ig.publish')).toBe(0);
  });

  it('a container that expired before publishing is a retry: nothing was published', async () => {
    fake.opts.igContainerExpired = true;
    const err = await publishErr(instagram().publish(input, recordingContext(connected()).ctx));
    expect(err.kind).toBe('retry');
    expect(err.message).toBe('Instagram: the upload container expired before publishing; nothing was published');
    expect(fake.count('ig.publish')).toBe(0);
  });

  it('processing that outlasts the polls is a retry naming the last state, nothing published', async () => {
    fake.opts.processingPolls = 1_000;
    const err = await publishErr(instagram({ maxPolls: 3 }).publish(input, recordingContext(connected()).ctx));
    expect(err.kind).toBe('retry');
    expect(err.message).toBe(
      'Instagram: Instagram was still processing the video (IN_PROGRESS); nothing was published',
    );
    expect(fake.count('ig.publish')).toBe(0);
  });

  it('calls a media_publish without an answer an unknown outcome and never repeats it', async () => {
    fake.fail('ig.publish', { hang: true, commit: true });
    const err = await publishErr(
      instagram({ requestTimeoutMs: 1000 }).publish(input, recordingContext(connected()).ctx),
    );
    expect(err.kind).toBe('unknown-outcome');
    expect(err.message).toMatch(/may or may not be live/);
    expect(fake.count('ig.publish')).toBe(1);
    expect(fake.igPublished).toBe(1);
  });

  it('does not repeat media_publish after a 500 either', async () => {
    fake.fail('ig.publish', {
      status: 500,
      body: {
        error: { message: 'An unknown error has occurred.', type: 'OAuthException', code: 1, is_transient: true },
      },
    });
    const err = await publishErr(instagram().publish(input, recordingContext(connected()).ctx));
    expect(err.kind).toBe('unknown-outcome');
    expect(err.message).toContain('An unknown error has occurred.');
    expect(fake.count('ig.publish')).toBe(1);
  });

  it('needs the Instagram account id', async () => {
    const err = await publishErr(instagram().publish(input, recordingContext({ accessToken: 'x' }).ctx));
    expect(err.kind).toBe('disconnect');
  });
});

describe('Instagram first comment', () => {
  it('comments under the published reel', async () => {
    const result = await instagram().publish(
      { ...input, options: { firstComment: 'Link in bio' } },
      recordingContext(connected()).ctx,
    );
    expect(fake.comments).toEqual([{ objectId: result.remoteId, message: 'Link in bio' }]);
    expect(result.note).toBeUndefined();
  });
});
