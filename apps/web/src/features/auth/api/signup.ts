import { signupFormSchema, type SignupRequest, type User } from '@reelforge/contracts';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/hooks/use-toast';
import { apiJson, errorMessage } from '@/lib/api';

export { signupFormSchema };

export const signup = (input: SignupRequest) =>
  apiJson<{ message: string; user: User }>('POST', '/api/auth/signup', input);

/** Spec section 4: on success a toast and the sign-in screen; no automatic sign-in. */
export function useSignup() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: signup,
    onSuccess: () => {
      toast({ title: 'Account created successfully!', description: 'You can now sign in to your account.' });
      navigate('/login');
    },
    onError: (error) => {
      toast({
        title: 'Signup failed',
        description: errorMessage(error, 'Failed to create account. Please try again.'),
        variant: 'destructive',
      });
    },
  });
}
