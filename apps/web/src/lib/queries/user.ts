import { queryOptions } from '@tanstack/react-query';
import type { User, UserStats } from '@reelforge/contracts';
import { getQueryFn } from '@/lib/api';

export const userKeys = {
  me: ['/api/auth/user'] as const,
  stats: ['/api/user/stats'] as const,
};

/** The signed-in user; a 401 means signed out (null), never an error shown to the user. */
export const userQueryOptions = queryOptions<User | null>({
  queryKey: userKeys.me,
  queryFn: ({ queryKey }) => getQueryFn<User | null>({ queryKey, on401: 'returnNull' }),
  retry: false,
});

/** Fresh on every opening of the profile dialog. */
export const userStatsQueryOptions = queryOptions<UserStats>({ queryKey: userKeys.stats, staleTime: 0 });
