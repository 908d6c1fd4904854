import { queryOptions } from '@tanstack/react-query';
import type { Session, User, UserStats } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export const userKeys = {
  me: ['/api/auth/session'] as const,
  stats: ['/api/user/stats'] as const,
};

/**
 * The signed-in user, or null when signed out. Asked once per page load through the session
 * endpoint, which answers a visitor 200 with no user: no 401 in their console (issue 27 item 23).
 */
export const userQueryOptions = queryOptions<User | null>({
  queryKey: userKeys.me,
  queryFn: async () => (await apiJson<Session>('GET', '/api/auth/session')).user,
  retry: false,
});

/** Fresh on every opening of the profile dialog. */
export const userStatsQueryOptions = queryOptions<UserStats>({ queryKey: userKeys.stats, staleTime: 0 });
