import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { USER_QUERY_KEY } from '@/lib/auth';
import { apiRequest } from '@/lib/api';
import { setProfileDialog } from './profile-dialog-store';

/**
 * Signs out on the server, then goes to / (the landing page) with an empty client cache.
 * Rejects when the server call fails, leaving everything as it was.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    await apiRequest('POST', '/api/auth/logout');
    setProfileDialog({ open: false });
    navigate('/');
    // The user query stays (as null) so the router switches to the signed-out routes at once.
    queryClient.setQueryData(USER_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
  }, [queryClient, navigate]);
}
