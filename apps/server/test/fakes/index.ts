import { LinkedInFake } from './linkedin.ts';
import { MetaFake } from './meta.ts';
import { TikTokFake } from './tiktok.ts';
import { XFake } from './x.ts';
import { YouTubeFake } from './youtube.ts';
import { LinkedInMetricsFake, MetaMetricsFake, TikTokMetricsFake, XMetricsFake, YouTubeMetricsFake } from './metrics.ts';

export { TikTokFake, YouTubeFake, MetaFake, XFake, LinkedInFake };

export interface FakePlatforms {
  tiktok: TikTokMetricsFake;
  youtube: YouTubeMetricsFake;
  meta: MetaMetricsFake;
  x: XMetricsFake;
  linkedin: LinkedInMetricsFake;
  /** The env a whole Reelforge server needs to publish to these fakes (hosts and OAuth clients). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts every fake platform on 127.0.0.1 with a random port. */
export async function startFakePlatforms(): Promise<FakePlatforms> {
  const [tiktok, youtube, meta, x, linkedin] = await Promise.all([
    new TikTokMetricsFake().start(),
    new YouTubeMetricsFake().start(),
    new MetaMetricsFake().start(),
    new XMetricsFake().start(),
    new LinkedInMetricsFake().start(),
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
  };
  return {
    tiktok,
    youtube,
    meta,
    x,
    linkedin,
    env,
    async stop() {
      await Promise.all([tiktok, youtube, meta, x, linkedin].map((f) => f.stop()));
    },
  };
}
