import { PLATFORM_LABELS } from '@reelforge/contracts';
import { clientOf, hostOr } from '../kit/settings.ts';
import { xReconcile } from './reconcile.ts';
import type { PlatformConfig, PlatformModule } from '../types.ts';
import { xIdentity, xOAuth, type XHosts } from './oauth.ts';
import { xPublisher } from './publisher.ts';

/** The real hosts unless the config points elsewhere (tests: local fakes). */
export const xHosts = (config: PlatformConfig): XHosts => ({
  api: hostOr(config.X_API_URL, 'https://api.x.com'),
  web: hostOr(config.X_WEB_URL, 'https://x.com'),
});

export const twitter: PlatformModule = {
  id: 'twitter',
  label: PLATFORM_LABELS.twitter,
  // API v2 media upload (tweet_video): at most 512 MB, 0.5 s to 140 s.
  limits: { minDurationSec: 0.5, maxDurationSec: 140, maxBytes: 512 * 1024 ** 2, containers: ['mp4'] },
  create(config, tuning) {
    const hosts = xHosts(config);
    const client = clientOf(config.X_CLIENT_ID, config.X_CLIENT_SECRET);
    return {
      requiredScopes: ['tweet.write', 'users.read', 'media.write'],
      reconcile: (r) => xReconcile(hosts.api, r),
      publisher: xPublisher(hosts.api, client, tuning),
      oauth: client ? xOAuth(hosts, client) : null,
      identity: (token) => xIdentity(hosts, token),
    };
  },
};
