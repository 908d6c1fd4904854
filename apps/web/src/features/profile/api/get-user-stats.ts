import { useQuery } from '@tanstack/react-query';
import type { UserStats } from '@reelforge/contracts';

export const USER_STATS_QUERY_KEY = ['/api/user/stats'] as const;

/** Fetched only while the profile dialog is open, and fresh on every opening. */
export function useUserStats(enabled: boolean) {
  return useQuery<UserStats>({ queryKey: USER_STATS_QUERY_KEY, enabled, staleTime: 0 });
}
