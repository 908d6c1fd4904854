import { signupFormSchema, TIMING, type SignupRequest, type User } from '@reelforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { ApiError, apiJson, errorMessage } from '@/lib/api';
import { pageNavigation } from '@/lib/page-navigation';
import { userKeys } from '@/lib/queries/user';

export { signupFormSchema };

export const signup = (input: SignupRequest) =>
  apiJson<{ message: string; user: User }>('POST', '/api/auth/signup', input);

/**
 * Sign-up signs in (issue 27 item 16, replacing the spec's "go to /login"): the server sets the
 * session, so a toast and then the dashboard, the way sign-in goes there. A refusal about the
 * password (too common) also shows under the field, through `onPasswordRefused`.
 */
export function useSignup(onPasswordRefused?: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: async () => {
      toast({ title: 'Account created successfully!', description: "You're signed in. Let's make your first video." });
      // Stale without a refetch in place, as at sign-in: the router would switch tables under us.
      await queryClient.invalidateQueries({ queryKey: userKeys.me, refetchType: 'none' });
      setTimeout(() => pageNavigation.go('/dashboard'), TIMING.loginRedirectMs);
    },
    onError: (error) => {
      const message = errorMessage(error, 'Failed to create account. Please try again.');
      if (error instanceof ApiError && error.field === 'password') onPasswordRefused?.(message);
      toast({ title: 'Signup failed', description: message, variant: 'destructive' });
    },
  });
}
