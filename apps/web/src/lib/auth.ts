import { useQuery } from '@tanstack/react-query';
import type { User } from '@reelforge/contracts';
import { getQueryFn } from '@/lib/api';

export const USER_QUERY_KEY = ['/api/auth/user'] as const;

/** The signed-in user; a 401 means signed out (null), never an error shown to the user. */
export function useUser() {
  const query = useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ queryKey }) => getQueryFn<User | null>({ queryKey, on401: 'returnNull' }),
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: Boolean(query.data) };
}
