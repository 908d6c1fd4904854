import { useQuery } from '@tanstack/react-query';
import { analyticsQueryOptions, type AnalyticsRange } from '@/lib/queries/analytics';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The user's figures, days counted in the browser's time zone; platform statistics over `range`. */
export function useAnalytics(range: AnalyticsRange = {}) {
  return useQuery(analyticsQueryOptions(browserTimeZone(), range));
}
