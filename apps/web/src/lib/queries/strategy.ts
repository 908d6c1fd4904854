import { queryOptions } from '@tanstack/react-query';
import type { PlanResponse, StarterPackResponse } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export const strategyKeys = {
  plan: ['/api/strategy/plan'] as const,
  starterPack: ['/api/strategy/starter-pack'] as const,
};

/** The latest weekly plan (null before the first). */
export const latestPlanQueryOptions = queryOptions<PlanResponse>({
  queryKey: strategyKeys.plan,
  queryFn: () => apiJson<PlanResponse>('GET', strategyKeys.plan[0]),
});

/** The latest starter pack (null before the first). */
export const latestStarterPackQueryOptions = queryOptions<StarterPackResponse>({
  queryKey: strategyKeys.starterPack,
  queryFn: () => apiJson<StarterPackResponse>('GET', strategyKeys.starterPack[0]),
});
