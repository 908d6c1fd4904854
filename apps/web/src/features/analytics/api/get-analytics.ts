import { useQuery } from '@tanstack/react-query';
import type { Analytics } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The user's figures, days counted in the browser's time zone. Refetched on every visit: every
 * other feature changes what it counts without knowing about it.
 */
export function useAnalytics() {
  const tz = browserTimeZone();
  return useQuery<Analytics>({
    queryKey: ['/api/analytics', { tz }],
    queryFn: () => apiJson<Analytics>('GET', `/api/analytics?tz=${encodeURIComponent(tz)}`),
    staleTime: 0,
  });
}
