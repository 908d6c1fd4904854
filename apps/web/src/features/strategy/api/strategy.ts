import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdeaScriptResponse, PlanRequest, PlanResponse, StarterPack, StarterPackRequest, StarterPackResponse, WeeklyPlan } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';
import { libraryKeys } from '@/lib/queries/library';
import { latestPlanQueryOptions, latestStarterPackQueryOptions, strategyKeys } from '@/lib/queries/strategy';
import { templateKeys } from '@/lib/queries/templates';
import { videoKeys } from '@/lib/queries/videos';

export const useLatestPlan = () => useQuery(latestPlanQueryOptions);
export const useLatestStarterPack = () => useQuery(latestStarterPackQueryOptions);

/** The browser's own time zone: best times are said in the user's local hours. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlanRequest) => apiJson<WeeklyPlan>('POST', '/api/strategy/plan', input),
    onSuccess: (plan) => queryClient.setQueryData<PlanResponse>(strategyKeys.plan, { plan }),
  });
}

/** "Write script": the server writes the idea and saves it as a draft video. */
export function useWriteIdeaScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, index }: { planId: string; index: number }) =>
      apiJson<IdeaScriptResponse>('POST', `/api/strategy/plan/${encodeURIComponent(planId)}/ideas/${index}/script`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: strategyKeys.plan }),
        queryClient.invalidateQueries({ queryKey: videoKeys.list, exact: true }),
      ]),
  });
}

export function useCreateStarterPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StarterPackRequest) => apiJson<StarterPack>('POST', '/api/strategy/starter-pack', input),
    onSuccess: (pack) => {
      queryClient.setQueryData<StarterPackResponse>(strategyKeys.starterPack, { pack });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: videoKeys.list, exact: true }),
        queryClient.invalidateQueries({ queryKey: templateKeys.list, exact: true }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.items }),
      ]);
    },
  });
}
