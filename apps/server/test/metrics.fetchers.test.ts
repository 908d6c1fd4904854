import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsFetchers, metricsRefreshers, MetricsError } from '../src/adapters/platforms/metrics/index.ts';
import type { PlatformConfig } from '../src/adapters/platforms/index.ts';
import { startFakePlatforms, type FakePlatforms } from './fakes/index.ts';

let fakes: FakePlatforms;
let fetchers: ReturnType<typeof metricsFetchers>;

beforeAll(async () => {
  fakes = await startFakePlatforms();
  fetchers = metricsFetchers(fakes.env as PlatformConfig);
});
afterAll(() => fakes.stop());

describe('platform metric fetchers against the fakes', () => {
  it('Instagram: media insights and the account followers', async () => {
    const { accessToken } = fakes.meta.tokens.issue();
    fakes.meta.igMetrics.posts.set('17900000000000001', { views: 900, likes: 80, comments: 5, shares: 2 });
    fakes.meta.igMetrics.followers = 4321;
    const account = { accessToken, platformUserId: fakes.meta.opts.igUserId };
    const stats = await fetchers.instagram!.posts(account, ['17900000000000001', '17900000000000002']);
    expect(Object.fromEntries(stats)).toEqual({
      '17900000000000001': { views: 900, likes: 80, comments: 5, shares: 2 },
    });
    expect(await fetchers.instagram!.followers(account)).toBe(4321);
  });

  it('Facebook: video views from video_insights, likes and comments from the summaries, Page followers', async () => {
    const { accessToken } = fakes.meta.tokens.issue();
    fakes.meta.fbMetrics.posts.set('555000111', { views: 70, likes: 6, comments: 1 });
    fakes.meta.fbMetrics.followers = 88;
    const account = { accessToken, platformUserId: fakes.meta.opts.pageId };
    expect(Object.fromEntries(await fetchers.facebook!.posts(account, ['555000111']))).toEqual({
      '555000111': { views: 70, likes: 6, comments: 1 },
    });
    expect(await fetchers.facebook!.followers(account)).toBe(88);
  });

  it('X: public_metrics (impressions as views, retweets and quotes as shares) and followers', async () => {
    const { accessToken } = fakes.x.tokens.issue();
    fakes.x.metrics.posts.set('1800000000000000001', { views: 5000, likes: 40, comments: 3, shares: 9 });
    fakes.x.metrics.followers = 77;
    const account = { accessToken, platformUserId: null };
    expect(Object.fromEntries(await fetchers.twitter!.posts(account, ['1800000000000000001']))).toEqual({
      '1800000000000000001': { views: 5000, likes: 40, comments: 3, shares: 9 },
    });
    expect(await fetchers.twitter!.followers(account)).toBe(77);
  });

  it('LinkedIn: likes and comments only (no views for member posts), and followers', async () => {
    const { accessToken } = fakes.linkedin.tokens.issue();
    fakes.linkedin.metrics.posts.set('urn:li:share:7000000000000000001', { likes: 12, comments: 4 });
    fakes.linkedin.metrics.followers = 512;
    const account = { accessToken, platformUserId: fakes.linkedin.opts.memberId };
    expect(
      Object.fromEntries(
        await fetchers.linkedin!.posts(account, ['urn:li:share:7000000000000000001', 'urn:li:share:404']),
      ),
    ).toEqual({
      'urn:li:share:7000000000000000001': { likes: 12, comments: 4 },
    });
    expect(await fetchers.linkedin!.followers(account)).toBe(512);
  });

  it("Threads and Pinterest: the product's fetchers read their followers, and each can renew its token", async () => {
    const th = { accessToken: fakes.threads.tokens.issue().accessToken, platformUserId: fakes.threads.opts.userId };
    expect(await fetchers.threads!.followers(th)).toBe(321);
    const pin = { accessToken: fakes.pinterest.tokens.issue().accessToken, platformUserId: fakes.pinterest.opts.userId };
    expect(await fetchers.pinterest!.followers(pin)).toBe(1234);
    const refreshers = metricsRefreshers(fakes.env as PlatformConfig);
    expect(refreshers.threads).toBeDefined();
    expect(refreshers.pinterest).toBeDefined();
  });

  it('a refused token is a MetricsError in the platform words; unreported followers are null', async () => {
    await expect(
      fetchers.tiktok!.followers({ accessToken: 'not-a-token', platformUserId: null }),
    ).rejects.toBeInstanceOf(MetricsError);
    const { accessToken } = fakes.tiktok.tokens.issue();
    fakes.tiktok.metrics.followers = null;
    expect(await fetchers.tiktok!.followers({ accessToken, platformUserId: null })).toBeNull();
  });
});
