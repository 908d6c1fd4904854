import { queryOptions } from '@tanstack/react-query';
import type { Analytics } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export const analyticsKeys = {
  all: ['/api/analytics'] as const,
  forZone: (tz: string) => ['/api/analytics', { tz }] as const,
};

/**
 * The user's figures, days counted in the time zone given. Refetched on every visit: every
 * other feature changes what it counts without knowing about it.
 */
export const analyticsQueryOptions = (tz: string) =>
  queryOptions<Analytics>({
    queryKey: analyticsKeys.forZone(tz),
    queryFn: () => apiJson<Analytics>('GET', `/api/analytics?tz=${encodeURIComponent(tz)}`),
    staleTime: 0,
  });
