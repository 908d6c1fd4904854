import { useQuery } from '@tanstack/react-query';
import type { Platform, PlatformState } from '@reelforge/contracts';
import { useUser } from '@/lib/auth';
import { platformStatusQueryOptions } from '@/lib/queries/social';

/** The dashboard's Platform Status row shape. */
export interface PlatformStatusItem {
  platform: Platform;
  status: PlatformState;
  username: string | null;
  /** Why the connection went inactive, in the platform's words. */
  lastError: string | null;
}

const SYNCING_MS = 5_000;

/**
 * The Platform Status list from the server: connected, syncing (a publish to it is running now)
 * or disconnected (inactive). While something is syncing it is re-read until the publish ends.
 */
export function usePlatformStatus() {
  const { isAuthenticated } = useUser();
  const query = useQuery({
    ...platformStatusQueryOptions,
    enabled: isAuthenticated,
    refetchInterval: (q) => (q.state.data?.some((s) => s.state === 'syncing') ? SYNCING_MS : false),
  });
  const platforms: PlatformStatusItem[] = (query.data ?? []).map((s) => ({
    platform: s.platform,
    status: s.state,
    username: s.platformUsername,
    lastError: s.lastError,
  }));
  return { ...query, platforms };
}
