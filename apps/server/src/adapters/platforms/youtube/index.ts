import { PLATFORM_LABELS } from '@reelforge/contracts';
import { clientOf, hostOr } from '../kit/settings.ts';
import { youtubeReconcile } from './reconcile.ts';
import type { PlatformConfig, PlatformModule } from '../types.ts';
import { youtubeIdentity, youtubeOAuth, type YouTubeHosts } from './oauth.ts';
import { youtubePublisher } from './publisher.ts';

/** The real hosts unless the config points elsewhere (tests: local fakes). */
export const youtubeHosts = (config: PlatformConfig): YouTubeHosts => ({
  api: hostOr(config.YOUTUBE_API_URL, 'https://www.googleapis.com'),
  oauth: hostOr(config.GOOGLE_OAUTH_URL, 'https://oauth2.googleapis.com'),
  accounts: hostOr(config.GOOGLE_ACCOUNTS_URL, 'https://accounts.google.com'),
});

export const youtube: PlatformModule = {
  id: 'youtube',
  label: PLATFORM_LABELS.youtube,
  // Data API resumable upload: up to 256 GB per file; length caps depend on the channel.
  limits: { maxBytes: 256 * 1024 ** 3 },
  create(config, tuning) {
    const hosts = youtubeHosts(config);
    const client = clientOf(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET);
    return {
      requiredScopes: ['https://www.googleapis.com/auth/youtube.upload'],
      reconcile: youtubeReconcile,
      publisher: youtubePublisher(hosts.api, hosts.oauth, client, tuning),
      oauth: client ? youtubeOAuth(hosts, client) : null,
      identity: (token) => youtubeIdentity(hosts, token),
    };
  },
};
