import type { Config } from '../../../config.ts';
import { blueskyHosts } from '../bluesky/index.ts';
import { blueskyRefresh } from '../bluesky/publisher.ts';
import type { PlatformRules } from '../kit/http.ts';
import { clientOf, creatorServerPolicy, hostOr } from '../kit/settings.ts';
import { refreshTokenGrant } from '../kit/tokens.ts';
import { linkedinHosts } from '../linkedin/index.ts';
import { metaHosts, metaRules } from '../meta/graph.ts';
import { pinterestHosts, pinterestMetrics, pinterestRefresh } from '../pinterest/index.ts';
import { threadsHosts, threadsMetrics, threadsRefresh } from '../threads/index.ts';
import { tiktokHosts } from '../tiktok/index.ts';
import { xHosts } from '../twitter/index.ts';
import type { PlatformConfig } from '../types.ts';
import { youtubeHosts } from '../youtube/index.ts';
import { blueskyMetrics } from './bluesky.ts';
import { facebookMetrics, instagramMetrics } from './meta.ts';
import { mastodonMetrics } from './mastodon.ts';
import { linkedinMetrics } from './linkedin.ts';
import { tiktokMetrics } from './tiktok.ts';
import type { MetricsFetcher } from './types.ts';
import { xMetrics } from './x.ts';
import { youtubeMetrics } from './youtube.ts';

export { MetricsError, type MetricsAccount, type MetricsFetcher, type PostStats } from './types.ts';

/** Each platform's statistics endpoints, on the same hosts its publisher uses. */
export function metricsFetchers(config: PlatformConfig | Config): Record<string, MetricsFetcher> {
  const meta = metaHosts(config);
  const li = linkedinHosts(config);
  return {
    tiktok: tiktokMetrics(tiktokHosts(config).api),
    youtube: youtubeMetrics(
      youtubeHosts(config).api,
      hostOr(config.YOUTUBE_ANALYTICS_URL, 'https://youtubeanalytics.googleapis.com'),
    ),
    instagram: instagramMetrics(meta),
    facebook: facebookMetrics(meta),
    twitter: xMetrics(xHosts(config).api),
    linkedin: linkedinMetrics(li.api, li.version),
    mastodon: mastodonMetrics(creatorServerPolicy(config)),
    bluesky: blueskyMetrics(blueskyHosts(config)),
    threads: threadsMetrics(threadsHosts(config)),
    pinterest: pinterestMetrics(pinterestHosts(config)),
  };
}

export type TokenRefresh = NonNullable<PlatformRules['refresh']>;

/**
 * How each platform renews an access token, as its publisher does (same endpoints and client
 * naming): statistics are read hourly, longer than most access tokens live (YouTube: 1 h).
 */
export function metricsRefreshers(config: PlatformConfig | Config): Record<string, TokenRefresh | undefined> {
  const tiktok = tiktokHosts(config);
  const google = youtubeHosts(config);
  const li = linkedinHosts(config);
  const meta = metaHosts(config);
  const metaClient = clientOf(config.META_APP_ID, config.META_APP_SECRET);
  return {
    tiktok: refreshTokenGrant({
      platform: 'tiktok',
      url: `${tiktok.api}/v2/oauth/token/`,
      client: clientOf(config.TIKTOK_CLIENT_KEY, config.TIKTOK_CLIENT_SECRET),
      clientFields: (c) => ({ client_key: c.id, client_secret: c.secret }),
    }),
    youtube: refreshTokenGrant({
      platform: 'youtube',
      url: `${google.oauth}/token`,
      client: clientOf(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET),
    }),
    instagram: metaRules('instagram', meta, metaClient).refresh,
    facebook: metaRules('facebook', meta, metaClient).refresh,
    twitter: refreshTokenGrant({
      platform: 'twitter',
      url: `${xHosts(config).api}/2/oauth2/token`,
      client: clientOf(config.X_CLIENT_ID, config.X_CLIENT_SECRET),
      clientFields: (c) => ({ client_id: c.id }),
      basicAuth: true,
    }),
    linkedin: refreshTokenGrant({
      platform: 'linkedin',
      url: `${li.oauth}/oauth/v2/accessToken`,
      client: clientOf(config.LINKEDIN_CLIENT_ID, config.LINKEDIN_CLIENT_SECRET),
    }),
    // Mastodon tokens do not expire.
    bluesky: blueskyRefresh(blueskyHosts(config)),
    // Threads has no refresh token: a long-lived token renews itself (th_refresh_token).
    threads: threadsRefresh(threadsHosts(config)),
    pinterest: pinterestRefresh(pinterestHosts(config), clientOf(config.PINTEREST_CLIENT_ID, config.PINTEREST_CLIENT_SECRET)),
  };
}
