import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PublisherTuning } from '../src/adapters/platforms/index.ts';
import { youtubeChunkSize } from '../src/adapters/platforms/youtube/publisher.ts';
import { publisherFor, recordingContext, sha256, tempVideo } from './fakes/harness.ts';
import { YouTubeFake } from './fakes/youtube.ts';
import { publishErr } from './support/publish-error.ts';

const MIB = 1024 * 1024;
let fake: YouTubeFake;
const video = tempVideo(12 * MIB + 4321);

function youtube(tuning: Partial<PublisherTuning> = {}) {
  return publisherFor(
    'youtube',
    {
      YOUTUBE_API_URL: fake.url,
      GOOGLE_OAUTH_URL: fake.url,
      GOOGLE_CLIENT_ID: fake.opts.clientId,
      GOOGLE_CLIENT_SECRET: fake.opts.clientSecret,
    },
    { youtubeChunkSize: 4 * MIB, ...tuning },
  );
}
const input = {
  videoPath: video.path,
  title: 'How we edit <fast>',
  caption: 'Our editing workflow',
  hashtags: ['editing'],
};
const connected = () => ({ ...fake.tokens.issue(), expiresAt: new Date(Date.now() + 3600_000) });
const onlyVideo = () => [...fake.videos.values()][0]!;

beforeEach(async () => {
  fake = await new YouTubeFake().start();
});
afterEach(async () => {
  expect(fake.errors).toEqual([]);
  await fake.stop();
});
afterAll(() => video.cleanup());

describe('YouTube publisher against the fake resumable upload', () => {
  it('uploads in 256 KiB-multiple chunks through 308s and links the processed video', async () => {
    const { ctx, commits } = recordingContext(connected());
    const result = await youtube().publish(input, ctx);
    expect(fake.count('upload.put')).toBe(4); // 4 + 4 + 4 MiB + the remainder
    expect(fake.videosCreated).toBe(1);
    const v = onlyVideo();
    expect(sha256(fake.uploadedBytes(v.id))).toBe(video.sha256);
    expect(result).toEqual({ remoteId: v.id, url: `https://www.youtube.com/watch?v=${v.id}` });
    expect(v.snippet).toMatchObject({
      title: 'How we edit fast',
      description: 'Our editing workflow\n\n#editing',
      tags: ['editing'],
    });
    expect(v.status.uploadStatus).toBe('processed');
    expect(commits.map((c) => c.step)).toEqual(['final chunk upload']);
  });

  it('rounds a chunk size to 256 KiB', () => {
    expect(youtubeChunkSize(1_000_000)).toBe(786_432);
    expect(youtubeChunkSize(10)).toBe(262_144);
  });

  it('the fake refuses a non-final chunk that is not a multiple of 256 KiB', async () => {
    const { accessToken } = fake.tokens.issue();
    const start = await fetch(`${fake.url}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        'x-upload-content-length': '1000000',
        'x-upload-content-type': 'video/mp4',
      },
      body: JSON.stringify({ snippet: { title: 't' }, status: {} }),
    });
    const res = await fetch(start.headers.get('location')!, {
      method: 'PUT',
      headers: { authorization: `Bearer ${accessToken}`, 'content-range': 'bytes 0-99999/1000000' },
      body: new Uint8Array(100_000),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('multiple of 262144');
  });

  it('resumes from the stored Range after the connection drops mid-chunk', async () => {
    fake.opts.dropOnChunk = 2;
    const { ctx } = recordingContext(connected());
    const result = await youtube().publish(input, ctx);
    expect(fake.statusQueries).toBe(1);
    expect(fake.videosCreated).toBe(1);
    expect(sha256(fake.uploadedBytes(result.remoteId))).toBe(video.sha256);
  });

  it('asks what was stored after a 503 and re-sends only what is missing', async () => {
    fake.fail(
      'upload.put',
      { status: 503, body: { error: { code: 503, message: 'Backend Error', status: 'UNAVAILABLE' } } },
      3,
    );
    const { ctx, sleeps } = recordingContext(connected());
    const result = await youtube().publish(input, ctx);
    expect(sleeps.length).toBeGreaterThan(0);
    expect(fake.statusQueries).toBe(1);
    expect(fake.videosCreated).toBe(1);
    expect(sha256(fake.uploadedBytes(result.remoteId))).toBe(video.sha256);
  });

  it("recovers the video when the final chunk's answer is lost, without a second upload", async () => {
    fake.fail('upload.put', { hang: true, commit: true }, 4);
    const { ctx } = recordingContext(connected());
    const result = await youtube({ uploadTimeoutMs: 2000 }).publish(input, ctx);
    expect(fake.statusQueries).toBe(1);
    expect(fake.videosCreated).toBe(1);
    expect(result.remoteId).toBe(onlyVideo().id);
  });

  it('refreshes an expired token and keeps the refresh token Google did not replace', async () => {
    const creds = connected();
    fake.tokens.expire(creds.accessToken);
    const { ctx, refreshed } = recordingContext(creds);
    await youtube().publish(input, ctx);
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]!.accessToken).not.toBe(creds.accessToken);
    expect(refreshed[0]!.refreshToken).toBe(creds.refreshToken);
    expect(fake.videosCreated).toBe(1);
  });

  it('reports invalid_grant as a disconnect', async () => {
    const creds = connected();
    fake.tokens.expire(creds.accessToken);
    fake.tokens.revokeRefresh(creds.refreshToken);
    const err = await publishErr(youtube().publish(input, recordingContext(creds).ctx));
    expect(err.kind).toBe('disconnect');
    expect(err.message).toContain('Token has been expired or revoked.');
  });

  it('says what is misconfigured when no Google client is set', async () => {
    const creds = connected();
    fake.tokens.expire(creds.accessToken);
    const bare = publisherFor('youtube', { YOUTUBE_API_URL: fake.url, GOOGLE_OAUTH_URL: fake.url });
    const err = await publishErr(bare.publish(input, recordingContext(creds).ctx));
    expect(err.kind).toBe('config');
    expect(err.message).toContain('Request had invalid authentication credentials');
  });

  it('waits as Retry-After says on a 429 when opening the session', async () => {
    fake.fail('upload.start', {
      status: 429,
      headers: { 'retry-after': '3' },
      body: { error: { code: 429, message: 'Too many requests', errors: [{ reason: 'rateLimitExceeded' }] } },
    });
    const { ctx, sleeps } = recordingContext(connected());
    await youtube().publish(input, ctx);
    expect(sleeps[0]).toBe(3000);
    expect(fake.videosCreated).toBe(1);
  });

  it("surfaces a quota refusal with YouTube's message", async () => {
    const message = 'The user has exceeded the number of videos they may upload.';
    fake.fail('upload.start', {
      status: 400,
      body: { error: { code: 400, message, errors: [{ reason: 'uploadLimitExceeded', message }] } },
    });
    const err = await publishErr(youtube().publish(input, recordingContext(connected()).ctx));
    expect(err.kind).toBe('bad-body');
    expect(err.platformMessage).toBe(message);
    expect(fake.videosCreated).toBe(0);
  });

  it('reports a rejected video', async () => {
    fake.opts.rejectWith = 'duplicate';
    const err = await publishErr(youtube().publish(input, recordingContext(connected()).ctx));
    expect(err.kind).toBe('bad-body');
    expect(err.message).toBe('YouTube: YouTube rejected the video: duplicate');
  });
});

describe("YouTube publisher: the creator's settings and first comment", () => {
  const forceSsl = 'https://www.googleapis.com/auth/youtube.force-ssl';

  it('uploads with the chosen visibility and made-for-kids declaration, then adds the first comment', async () => {
    fake.opts.grantedScopes.push(forceSsl);
    const options = { visibility: 'unlisted' as const, madeForKids: false, firstComment: 'Full guide in the description' };
    const result = await youtube().publish({ ...input, options }, recordingContext(connected()).ctx);
    expect(onlyVideo().status).toMatchObject({ privacyStatus: 'unlisted', selfDeclaredMadeForKids: false });
    expect(fake.comments).toEqual([{ videoId: result.remoteId, text: 'Full guide in the description' }]);
    expect(result.note).toBeUndefined();
  });

  it('keeps the post when the comment is refused, and says why', async () => {
    const options = { firstComment: 'First!' };
    const result = await youtube().publish({ ...input, options }, recordingContext(connected()).ctx);
    expect(result.url).toContain(result.remoteId);
    expect(result.note).toBe('The post is live, but the first comment was not added: Request had insufficient authentication scopes.');
    expect(fake.comments).toEqual([]);
  });

  it('adds no comment under a video made for kids (YouTube turns comments off there)', async () => {
    fake.opts.grantedScopes.push(forceSsl);
    await youtube().publish({ ...input, options: { madeForKids: true, firstComment: 'hi' } }, recordingContext(connected()).ctx);
    expect(onlyVideo().status).toMatchObject({ selfDeclaredMadeForKids: true });
    expect(fake.count('comments.insert')).toBe(0);
  });
});
