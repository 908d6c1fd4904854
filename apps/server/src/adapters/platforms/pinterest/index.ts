import { clientOf, hostOr } from '../kit/settings.ts';
import type { PlatformConfig, PlatformModule } from '../types.ts';
import { pinterestBoards, pinterestIdentity, pinterestOAuth, type PinterestHosts } from './oauth.ts';
import { pinterestPublisher } from './publisher.ts';
import { pinterestReconcile } from './reconcile.ts';

export { pinterestMetrics } from './metrics.ts';
export { pinterestRefresh, PINTEREST_SCOPES } from './oauth.ts';
export { PINTEREST_DESCRIPTION_LIMIT, PINTEREST_TITLE_LIMIT } from './publisher.ts';

/** The real hosts unless the config points elsewhere (tests: local fakes). */
export const pinterestHosts = (config: PlatformConfig): PinterestHosts => ({
  api: hostOr(config.PINTEREST_API_URL, 'https://api.pinterest.com'),
  web: hostOr(config.PINTEREST_WEB_URL, 'https://www.pinterest.com'),
});

export const pinterest: PlatformModule = {
  id: 'pinterest',
  label: 'Pinterest',
  // Video Pins: MP4, MOV or M4V, 4 s to 15 min, at most 2 GB; 9:16, 2:3 and 1:1 recommended.
  limits: {
    minDurationSec: 4,
    maxDurationSec: 900,
    maxBytes: 2 * 1024 ** 3,
    aspects: ['9:16', '2:3', '1:1'],
    containers: ['mp4', 'mov', 'm4v'],
  },
  create(config, tuning) {
    const hosts = pinterestHosts(config);
    const client = clientOf(config.PINTEREST_CLIENT_ID, config.PINTEREST_CLIENT_SECRET);
    return {
      requiredScopes: ['boards:read', 'pins:read', 'pins:write'],
      publisher: pinterestPublisher(hosts, client, tuning),
      reconcile: (r) => pinterestReconcile(hosts, r),
      identity: (token) => pinterestIdentity(hosts, token),
      destinations: (token) => pinterestBoards(hosts, token),
      oauth: client ? pinterestOAuth(hosts, client) : null,
    };
  },
};
