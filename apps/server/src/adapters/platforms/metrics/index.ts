import type { Config } from '../../../config.ts';
import { hostOr } from '../kit/settings.ts';
import { linkedinHosts } from '../linkedin/index.ts';
import { metaHosts } from '../meta/graph.ts';
import { tiktokHosts } from '../tiktok/index.ts';
import { xHosts } from '../twitter/index.ts';
import type { PlatformConfig } from '../types.ts';
import { youtubeHosts } from '../youtube/index.ts';
import { facebookMetrics, instagramMetrics } from './meta.ts';
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
    youtube: youtubeMetrics(youtubeHosts(config).api, hostOr(config.YOUTUBE_ANALYTICS_URL, 'https://youtubeanalytics.googleapis.com')),
    instagram: instagramMetrics(meta),
    facebook: facebookMetrics(meta),
    twitter: xMetrics(xHosts(config).api),
    linkedin: linkedinMetrics(li.api, li.version),
  };
}
