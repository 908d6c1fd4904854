import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getQueryFn } from './api';

const defaultQueryFn: QueryFunction = ({ queryKey }) => getQueryFn({ queryKey });

/** Spec section 7: never stale, no refetch on focus, no polling, no retries by default. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache (tests make their own with createQueryClient). */
export const queryClient = createQueryClient();
