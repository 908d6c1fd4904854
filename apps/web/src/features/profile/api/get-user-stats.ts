import { useQuery } from '@tanstack/react-query';
import { userStatsQueryOptions } from '@/lib/queries/user';

/** Fetched only while the profile dialog is open, and fresh on every opening. */
export function useUserStats(enabled: boolean) {
  return useQuery({ ...userStatsQueryOptions, enabled });
}
