import type { Platform } from '@reelforge/contracts';
import { DEFAULT_PUBLISHER_TUNING, type PublisherTuning } from './common.ts';
import { facebookPublisher } from './facebook.ts';
import type { OAuthClients, PublisherHosts } from './hosts.ts';
import { instagramPublisher } from './instagram.ts';
import { linkedinPublisher } from './linkedin.ts';
import { tiktokPublisher } from './tiktok.ts';
import type { Publisher } from './types.ts';
import { xPublisher } from './x.ts';
import { youtubePublisher } from './youtube.ts';

export * from './types.ts';
export {
  publisherHosts,
  publisherOAuthClients,
  HOST_ENV,
  OAUTH_ENV,
  type PublisherHosts,
  type OAuthClients,
} from './hosts.ts';
export { DEFAULT_PUBLISHER_TUNING, type PublisherTuning } from './common.ts';

export type Publishers = Record<Platform, Publisher>;

/** One publisher per platform id; hosts from publisherHosts(env), clients from publisherOAuthClients(env). */
export function createPublishers(
  hosts: PublisherHosts,
  oauth: OAuthClients = {},
  tuning: Partial<PublisherTuning> = {},
): Publishers {
  const t: PublisherTuning = { ...DEFAULT_PUBLISHER_TUNING, ...tuning };
  return {
    tiktok: tiktokPublisher(hosts.tiktokApi, oauth.tiktok, t),
    youtube: youtubePublisher(hosts.youtubeApi, hosts.googleOAuth, oauth.google, t),
    instagram: instagramPublisher(hosts, oauth.meta, t),
    facebook: facebookPublisher(hosts, oauth.meta, t),
    twitter: xPublisher(hosts.xApi, oauth.x, t),
    linkedin: linkedinPublisher(hosts, oauth.linkedin, t),
  };
}
