import { loginSchema, MSG, safeReturnPath, TIMING, type LoginInput, type User } from '@reelforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast, toastAcrossNavigation } from '@/hooks/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { userKeys } from '@/lib/queries/user';
import { pageNavigation } from '@/lib/page-navigation';

export { loginSchema };
export const login = (input: LoginInput) => apiJson<{ message: string; user: User }>('POST', '/api/auth/login', input);

/** Only a same-site path may be returned to (no open redirect), and never back to the auth screens. */
export const safeReturnTo = (search: string): string =>
  safeReturnPath(new URLSearchParams(search).get('returnTo')) ?? '/dashboard';

/** Spec section 4: toast, refresh the user, then a full navigation after about 100 ms. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async () => {
      // The full navigation below starts the app again: the toast must outlive it to be seen.
      toastAcrossNavigation({ title: 'Welcome back!', description: "You've been logged in successfully." });
      // Marks the cached user stale without refetching in place: a refetch here would switch the
      // router to the signed-in table, where /login is a 404, for the 100 ms before we navigate.
      await queryClient.invalidateQueries({ queryKey: userKeys.me, refetchType: 'none' });
      const target = safeReturnTo(window.location.search);
      setTimeout(() => {
        pageNavigation.go(target);
      }, TIMING.loginRedirectMs);
    },
    onError: (error) => {
      toast({
        title: 'Login failed',
        description: errorMessage(error, MSG.invalidCredentials),
        variant: 'destructive',
      });
    },
  });
}
