import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, PASSWORD_RESET_TTL_MINUTES } from '@reelforge/contracts';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { forgotPasswordSchema, useForgotPassword } from '../api/password-reset';
import { AuthLayout } from './auth-layout';

export function ForgotPasswordPage() {
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;
  const request = useForgotPassword();

  return (
    <AuthLayout
      heading="Forgot Your Password?"
      subtitle="Enter the email you signed up with and we'll send you a link to choose a new password."
      cardTitle="Reset Password"
      footer={
        <p>
          Remembered it?{' '}
          <Link href="/login" className="font-semibold text-violet-700 hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      {request.isSuccess ? (
        <div role="status" className="grid gap-3 text-sm">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <MailCheck className="size-5 text-violet-600" /> Check your email
          </p>
          <p className="text-muted-foreground">{MSG.resetLinkSent}</p>
          <p className="text-muted-foreground">
            The link works once, for {PASSWORD_RESET_TTL_MINUTES} minutes. Nothing arrived? Check your spam folder, or{' '}
            <button type="button" className="font-medium text-violet-700 hover:underline" onClick={() => request.reset()}>
              send another link
            </button>
            .
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))} className="grid gap-5">
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" placeholder="you@example.com" className="h-10" {...form.register('email')} />
          </FormField>
          <Button type="submit" variant="gradient" size="lg" disabled={request.isPending} className="w-full">
            {request.isPending ? 'Sending Link...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
