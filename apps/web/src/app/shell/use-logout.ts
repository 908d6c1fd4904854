import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { userKeys } from '@/lib/queries/user';
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
    queryClient.setQueryData(userKeys.me, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userKeys.me[0] });
  }, [queryClient, navigate]);
}
