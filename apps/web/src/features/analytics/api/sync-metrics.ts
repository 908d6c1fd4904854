import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MetricsSync } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { analyticsKeys } from '@/lib/queries/analytics';
import { dashboardKeys } from '@/lib/queries/dashboard';
import { videoKeys } from '@/lib/queries/videos';

/** Collects the user's statistics from the platforms now; every view of them refreshes after. */
export function useSyncMetrics() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<MetricsSync>('POST', '/api/analytics/sync'),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: analyticsKeys.all }),
        qc.invalidateQueries({ queryKey: dashboardKeys.stats }),
        qc.invalidateQueries({ queryKey: videoKeys.list }),
      ]);
    },
  });
}
