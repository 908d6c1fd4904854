import { PLATFORM_LABELS } from '@reelforge/contracts';
import { clientOf, hostOr } from '../kit/settings.ts';
import type { PlatformConfig, PlatformModule } from '../types.ts';
import { linkedinIdentity, linkedinOAuth, type LinkedInHosts } from './oauth.ts';
import { linkedinPublisher } from './publisher.ts';
import { linkedinReconcile } from './reconcile.ts';

/** The real hosts unless the config points elsewhere (tests: local fakes). */
export const linkedinHosts = (config: PlatformConfig): LinkedInHosts => ({
  api: hostOr(config.LINKEDIN_API_URL, 'https://api.linkedin.com'),
  oauth: hostOr(config.LINKEDIN_OAUTH_URL, 'https://www.linkedin.com'),
  version: config.LINKEDIN_VERSION?.trim() || '202609',
});

export const linkedin: PlatformModule = {
  id: 'linkedin',
  label: PLATFORM_LABELS.linkedin,
  // Videos API: MP4, 3 s to 30 min, at most 500 MB.
  limits: { minDurationSec: 3, maxDurationSec: 1800, maxBytes: 500 * 1024 ** 2, containers: ['mp4'] },
  create(config, tuning) {
    const hosts = linkedinHosts(config);
    const client = clientOf(config.LINKEDIN_CLIENT_ID, config.LINKEDIN_CLIENT_SECRET);
    return {
      requiredScopes: ['w_member_social'],
      publisher: linkedinPublisher(hosts, client, tuning),
      reconcile: (r) => linkedinReconcile(hosts, r),
      oauth: client ? linkedinOAuth(hosts, client) : null,
      identity: (token) => linkedinIdentity(hosts, token),
    };
  },
};
