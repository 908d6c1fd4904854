import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getQueryFn } from './api';

const defaultQueryFn: QueryFunction = ({ queryKey }) => getQueryFn({ queryKey });

// Spec section 7: never stale, no refetch on focus, no polling, no retries by default.
export const queryClient = new QueryClient({
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
