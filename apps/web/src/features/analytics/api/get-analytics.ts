import { useQuery } from '@tanstack/react-query';
import { analyticsQueryOptions } from '@/lib/queries/analytics';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The user's figures, days counted in the browser's time zone. */
export function useAnalytics() {
  return useQuery(analyticsQueryOptions(browserTimeZone()));
}
