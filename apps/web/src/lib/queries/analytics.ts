import { queryOptions } from '@tanstack/react-query';
import type { Analytics } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export const analyticsKeys = {
  all: ['/api/analytics'] as const,
  forZone: (tz: string, range: AnalyticsRange = {}) => ['/api/analytics', { tz, ...range }] as const,
};

/** The platform statistics' date range (YYYY-MM-DD); the server's last 30 days when unset. */
export interface AnalyticsRange {
  from?: string;
  to?: string;
}

/**
 * The user's figures, days counted in the time zone given. Refetched on every visit: every
 * other feature changes what it counts without knowing about it.
 */
export const analyticsQueryOptions = (tz: string, range: AnalyticsRange = {}) =>
  queryOptions<Analytics>({
    queryKey: analyticsKeys.forZone(tz, range),
    queryFn: () =>
      apiJson<Analytics>('GET', `/api/analytics?${new URLSearchParams({ tz, ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) })}`),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
