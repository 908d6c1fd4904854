import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@reelforge/contracts';

export const DASHBOARD_STATS_QUERY_KEY = ['/api/dashboard/stats'] as const;

export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: DASHBOARD_STATS_QUERY_KEY });
}
