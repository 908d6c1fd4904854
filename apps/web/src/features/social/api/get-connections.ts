import { useQuery } from '@tanstack/react-query';
import { connectionsQueryOptions, oauthProvidersQueryOptions } from '@/lib/queries/social';

/** Spec section 7: the connections are fetched only while the dialog is open. */
export function useConnections(open: boolean) {
  return useQuery({ ...connectionsQueryOptions, enabled: open });
}

/** Platforms whose OAuth sign-in the server has configured (a "Connect with ..." button each). */
export function useOAuthProviders(open: boolean) {
  return useQuery({ ...oauthProvidersQueryOptions, enabled: open });
}

/** The browser navigation that starts a platform's sign-in (the server answers with a redirect). */
export const oauthStartUrl = (platform: string) => `/api/social-media/oauth/${encodeURIComponent(platform)}/start`;
