import { useQuery } from '@tanstack/react-query';
import { userQueryOptions } from '@/lib/queries/user';

/** The signed-in user; a 401 means signed out (null), never an error shown to the user. */
export function useUser() {
  const query = useQuery(userQueryOptions);
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: Boolean(query.data) };
}
