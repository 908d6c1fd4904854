/** Keys are also URLs (the default query function GETs the key joined with '/'). */
export const CONNECTIONS_QUERY_KEY = ['/api/social-media/connections'] as const;
export const PLATFORM_STATUS_QUERY_KEY = ['/api/social-media/status'] as const;
export const OAUTH_PROVIDERS_QUERY_KEY = ['/api/social-media/oauth/providers'] as const;
