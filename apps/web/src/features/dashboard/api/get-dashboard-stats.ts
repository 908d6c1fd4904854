import { useQuery } from '@tanstack/react-query';
import { dashboardStatsQueryOptions } from '@/lib/queries/dashboard';

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions);
}
