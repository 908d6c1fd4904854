import { queryOptions } from '@tanstack/react-query';
import type { OAuthProviders, PlatformStatus, SocialConnection } from '@reelforge/contracts';

export const socialKeys = {
  connections: ['/api/social-media/connections'] as const,
  /** The dashboard's Platform Status: a publish turns a platform to "syncing". */
  status: ['/api/social-media/status'] as const,
  oauthProviders: ['/api/social-media/oauth/providers'] as const,
};

export const connectionsQueryOptions = queryOptions<SocialConnection[]>({ queryKey: socialKeys.connections });
export const platformStatusQueryOptions = queryOptions<PlatformStatus[]>({ queryKey: socialKeys.status });
export const oauthProvidersQueryOptions = queryOptions<OAuthProviders>({ queryKey: socialKeys.oauthProviders });
