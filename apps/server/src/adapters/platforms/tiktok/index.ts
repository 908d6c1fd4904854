import { PLATFORM_LABELS } from '@reelforge/contracts';
import { clientOf, hostOr } from '../kit/settings.ts';
import { tiktokReconcile } from './reconcile.ts';
import type { PlatformConfig, PlatformModule } from '../types.ts';
import { tiktokIdentity, tiktokOAuth, type TikTokHosts } from './oauth.ts';
import { tiktokPublisher } from './publisher.ts';

/** The real hosts unless the config points elsewhere (tests: local fakes). */
export const tiktokHosts = (config: PlatformConfig): TikTokHosts => ({
  api: hostOr(config.TIKTOK_API_URL, 'https://open.tiktokapis.com'),
  auth: hostOr(config.TIKTOK_AUTH_URL, 'https://www.tiktok.com'),
});

export const tiktok: PlatformModule = {
  id: 'tiktok',
  label: PLATFORM_LABELS.tiktok,
  // Content Posting API: MP4/MOV/WebM, at most 4 GB, 3 s to 10 min (23-60 fps).
  limits: {
    minDurationSec: 3,
    maxDurationSec: 600,
    maxBytes: 4 * 1024 ** 3,
    containers: ['mp4', 'mov', 'webm'],
  },
  create(config, tuning) {
    const hosts = tiktokHosts(config);
    const client = clientOf(config.TIKTOK_CLIENT_KEY, config.TIKTOK_CLIENT_SECRET);
    return {
      requiredScopes: ['user.info.basic', 'video.publish'],
      reconcile: (r) => tiktokReconcile(hosts.api, r),
      publisher: tiktokPublisher(hosts.api, client, tuning),
      oauth: client ? tiktokOAuth(hosts, client) : null,
      identity: (token) => tiktokIdentity(hosts, token),
    };
  },
};
