import { forgotPasswordSchema, MSG, resetPasswordFormSchema, type ForgotPasswordInput, type ResetPasswordInput } from '@reelforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiJson, errorMessage } from '@/lib/api';
import { userKeys } from '@/lib/queries/user';

export { forgotPasswordSchema, resetPasswordFormSchema };

const forgotPassword = (input: ForgotPasswordInput) => apiJson<{ message: string }>('POST', '/api/auth/forgot-password', input);
const resetPassword = (input: ResetPasswordInput) => apiJson<{ message: string }>('POST', '/api/auth/reset-password', input);

/** The server answers the same for every address, so success only means "asked". */
export function useForgotPassword() {
  return useMutation({
    mutationFn: forgotPassword,
    onError: (error) =>
      toast({ title: 'Request failed', description: errorMessage(error, 'Failed to send the reset link. Please try again.'), variant: 'destructive' }),
  });
}

/** Every session of the account ends with a reset, this browser's too: the user cache goes with it. */
export function useResetPassword(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast({ title: 'Password reset!', description: MSG.passwordResetDone });
      queryClient.setQueryData(userKeys.me, null);
      onDone();
    },
    onError: (error) =>
      toast({ title: 'Reset failed', description: errorMessage(error, MSG.resetLinkInvalid), variant: 'destructive' }),
  });
}
