import { queryOptions } from '@tanstack/react-query';
import type { DashboardStats } from '@reelforge/contracts';

export const dashboardKeys = { stats: ['/api/dashboard/stats'] as const };

export const dashboardStatsQueryOptions = queryOptions<DashboardStats>({ queryKey: dashboardKeys.stats });
