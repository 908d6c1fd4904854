import { changePasswordFormSchema, MSG, type ChangePasswordInput, type DeleteAccountInput } from '@reelforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/hooks/use-toast';
import { apiJson } from '@/lib/api';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { userKeys } from '@/lib/queries/user';

export { changePasswordFormSchema };

const changePassword = (input: ChangePasswordInput) => apiJson<{ message: string }>('POST', '/api/user/password', input);
const deleteAccount = (input: DeleteAccountInput) => apiJson<{ message: string }>('DELETE', '/api/user', input);

export function useChangePassword(onDone: () => void) {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast({ title: 'Password changed', description: MSG.passwordChanged });
      onDone();
    },
    onError: (error) => notifyMutationError(error, { title: 'Password not changed', fallback: 'Failed to change your password. Please try again.' }),
  });
}

/** Gone for good: the client forgets everything it held and shows the landing page. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      toast({ title: 'Account deleted', description: MSG.accountDeleted });
      navigate('/');
      queryClient.setQueryData(userKeys.me, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userKeys.me[0] });
    },
    onError: (error) => notifyMutationError(error, { title: 'Account not deleted', fallback: 'Failed to delete your account. Please try again.' }),
  });
}
