import { BlueskyFake } from './bluesky.ts';
import { LinkedInFake } from './linkedin.ts';
import { MastodonFake } from './mastodon.ts';
import { MetaFake } from './meta.ts';
import { PinterestFake } from './pinterest.ts';
import { ThreadsFake } from './threads.ts';
import { TikTokFake } from './tiktok.ts';
import { XFake } from './x.ts';
import { YouTubeFake } from './youtube.ts';
import { LinkedInMetricsFake, MetaMetricsFake, TikTokMetricsFake, XMetricsFake, YouTubeMetricsFake } from './metrics.ts';

export { TikTokFake, YouTubeFake, MetaFake, XFake, LinkedInFake, MastodonFake, BlueskyFake, ThreadsFake, PinterestFake };

export interface FakePlatforms {
  tiktok: TikTokMetricsFake;
  youtube: YouTubeMetricsFake;
  meta: MetaMetricsFake;
  x: XMetricsFake;
  linkedin: LinkedInMetricsFake;
  /** A Mastodon instance: creators type its address, so it needs no env. */
  mastodon: MastodonFake;
  /** A Bluesky PDS and video service in one. */
  bluesky: BlueskyFake;
  /** Meta's Threads API (its own OAuth app, not Meta's). */
  threads: ThreadsFake;
  /** Pinterest API v5 with two boards. */
  pinterest: PinterestFake;
  /** The env a whole Reelforge server needs to publish to these fakes (hosts and OAuth clients). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts every fake platform on 127.0.0.1 with a random port. */
export async function startFakePlatforms(): Promise<FakePlatforms> {
  const [tiktok, youtube, meta, x, linkedin, mastodon, bluesky, threads, pinterest] = await Promise.all([
    new TikTokMetricsFake().start(),
    new YouTubeMetricsFake().start(),
    new MetaMetricsFake().start(),
    new XMetricsFake().start(),
    new LinkedInMetricsFake().start(),
    new MastodonFake().start(),
    new BlueskyFake().start(),
    new ThreadsFake().start(),
    new PinterestFake().start(),
  ]);
  const env: Record<string, string> = {
    TIKTOK_API_URL: tiktok.url,
    YOUTUBE_API_URL: youtube.url,
    YOUTUBE_ANALYTICS_URL: youtube.url,
    GOOGLE_OAUTH_URL: youtube.url,
    META_GRAPH_URL: meta.url,
    META_GRAPH_VIDEO_URL: meta.url,
    META_RUPLOAD_URL: meta.url,
    X_API_URL: x.url,
    LINKEDIN_API_URL: linkedin.url,
    LINKEDIN_OAUTH_URL: linkedin.url,
    BLUESKY_SERVICE_URL: bluesky.url,
    BLUESKY_VIDEO_URL: bluesky.url,
    THREADS_API_URL: threads.url,
    PINTEREST_API_URL: pinterest.url,
    // The fakes listen on 127.0.0.1, which the address policy would refuse for a typed server.
    SOCIAL_PRIVATE_HOSTS: 'true',
    TIKTOK_CLIENT_KEY: tiktok.opts.clientKey,
    TIKTOK_CLIENT_SECRET: tiktok.opts.clientSecret,
    GOOGLE_CLIENT_ID: youtube.opts.clientId,
    GOOGLE_CLIENT_SECRET: youtube.opts.clientSecret,
    META_APP_ID: meta.opts.appId,
    META_APP_SECRET: meta.opts.appSecret,
    X_CLIENT_ID: x.opts.clientId,
    X_CLIENT_SECRET: x.opts.clientSecret,
    LINKEDIN_CLIENT_ID: linkedin.opts.clientId,
    LINKEDIN_CLIENT_SECRET: linkedin.opts.clientSecret,
    THREADS_CLIENT_ID: threads.opts.clientId,
    THREADS_CLIENT_SECRET: threads.opts.clientSecret,
    PINTEREST_CLIENT_ID: pinterest.opts.clientId,
    PINTEREST_CLIENT_SECRET: pinterest.opts.clientSecret,
  };
  return {
    tiktok,
    youtube,
    meta,
    x,
    linkedin,
    mastodon,
    bluesky,
    threads,
    pinterest,
    env,
    async stop() {
      await Promise.all([tiktok, youtube, meta, x, linkedin, mastodon, bluesky, threads, pinterest].map((f) => f.stop()));
    },
  };
}
