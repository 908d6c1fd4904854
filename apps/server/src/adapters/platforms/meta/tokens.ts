/**
 * Meta tokens (Graph API user tokens, Threads long-lived tokens) live about 60 days and have no
 * refresh token; both are renewed while still valid, so renewal starts a week ahead, well before
 * an expired one would force the creator to connect again.
 */
export const RENEW_AHEAD_MS = 7 * 24 * 3600_000;
