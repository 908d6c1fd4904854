import { PLATFORM_LABELS } from '@reelforge/contracts';
import { creatorServerPolicy, hostOr } from '../kit/settings.ts';
import type { PlatformConfig, PlatformModule } from '../types.ts';
import { blueskyConnect, blueskyIdentity, type BlueskyHosts } from './account.ts';
import { blueskyPublisher } from './publisher.ts';
import { blueskyReconcile } from './reconcile.ts';

/** The real hosts unless the config points elsewhere; a server the creator types is policed. */
export const blueskyHosts = (config: PlatformConfig): BlueskyHosts => ({
  service: hostOr(config.BLUESKY_SERVICE_URL, 'https://bsky.social'),
  video: hostOr(config.BLUESKY_VIDEO_URL, 'https://video.bsky.app'),
  policy: creatorServerPolicy(config),
});

export const bluesky: PlatformModule = {
  id: 'bluesky',
  label: PLATFORM_LABELS.bluesky,
  // The video service: mp4 up to 100 MB and 3 minutes.
  limits: { maxDurationSec: 180, maxBytes: 100 * 1000 ** 2, aspects: ['9:16', '16:9', '1:1'], containers: ['mp4'] },
  create(config, tuning) {
    const hosts = blueskyHosts(config);
    return {
      publisher: blueskyPublisher(hosts, tuning),
      oauth: null,
      connect: (typed) => blueskyConnect(hosts, typed),
      identity: (token, hint) => blueskyIdentity(hosts, token, hint?.serverUrl),
      reconcile: (r) => blueskyReconcile(hosts, r),
    };
  },
};
