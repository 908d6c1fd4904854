import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, MSG } from '@reelforge/contracts';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { resetPasswordFormSchema, useResetPassword } from '../api/password-reset';
import { AuthLayout } from './auth-layout';
import { PasswordInput } from './password-input';

/** Opened from the e-mailed link: /reset-password?token=... */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const form = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const reset = useResetPassword(() => navigate('/login', { replace: true }));
  const requestAgain = (
    <p>
      Link not working?{' '}
      <Link href="/forgot-password" className="font-semibold text-violet-700 hover:underline">
        Request a new one
      </Link>
    </p>
  );

  return (
    <AuthLayout heading="Choose a New Password" subtitle="Pick a password you don't use anywhere else." cardTitle="New Password" footer={requestAgain}>
      {token ? (
        <form noValidate onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))} className="grid gap-5">
          <FormField label="New Password" error={errors.password?.message}>
            <PasswordInput autoComplete="new-password" placeholder={`At least ${LIMITS.passwordMinLength} characters`} {...form.register('password')} />
          </FormField>
          <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" placeholder="Repeat the new password" {...form.register('confirmPassword')} />
          </FormField>
          <Button type="submit" variant="gradient" size="lg" disabled={reset.isPending} className="w-full">
            {reset.isPending ? 'Resetting Password...' : 'Reset Password'}
          </Button>
        </form>
      ) : (
        <p role="alert" className="text-sm text-destructive">
          {MSG.resetLinkInvalid}
        </p>
      )}
    </AuthLayout>
  );
}
