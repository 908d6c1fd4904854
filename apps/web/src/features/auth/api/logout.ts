import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const logout = () => apiRequest('POST', '/api/auth/logout');

/**
 * Signs out, then clears every cached query and navigates (a full page load) whether or not the
 * call succeeded (spec section 4). The shell goes to /login; the top bar and profile dialog to /.
 */
export function useLogout({ redirectTo = '/login' }: { redirectTo?: string } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.clear();
      window.location.href = redirectTo;
    },
  });
}
