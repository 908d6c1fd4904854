import type { AddressPolicy } from '../../../lib/private-address.ts';
import type { PlatformConfig } from '../types.ts';

/** An OAuth app's credentials on this server. */
export interface OAuthClient {
  id: string;
  secret: string;
}

/** A configured host, or the platform's real one; never with a trailing slash. */
export const hostOr = (configured: string | undefined, real: string): string =>
  (configured?.trim() || real).replace(/\/+$/, '');

/** A platform's app counts as configured only with both halves. */
export function clientOf(id: string | undefined, secret: string | undefined): OAuthClient | undefined {
  const i = id?.trim();
  const s = secret?.trim();
  return i && s ? { id: i, secret: s } : undefined;
}

/**
 * Servers creators type (a Mastodon instance, a Bluesky PDS) follow the product's private-address
 * policy; SOCIAL_PRIVATE_HOSTS=true lets them be on this server's network (self-hosting, tests).
 */
export const creatorServerPolicy = (config: PlatformConfig): AddressPolicy => ({ allowPrivate: config.SOCIAL_PRIVATE_HOSTS ?? false });
