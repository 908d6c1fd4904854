import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { loginSchema, useLogin } from '../api/login';
import { AuthLayout } from './auth-layout';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from './password-input';

export function LoginPage() {
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const login = useLogin();
  // Stays busy after success too: the page is about to navigate away.
  const busy = login.isPending || login.isSuccess;

  return (
    <AuthLayout
      heading="Welcome Back"
      subtitle="Sign in to your account to keep creating with your AI agents."
      cardTitle="Sign In"
      footer={
        <p>
          Don&apos;t have an account?{' '}
          <Link href="/signup" className="font-semibold text-violet-700 hover:underline">
            Sign up
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))} className="grid gap-5">
        <FormField label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            className="h-10"
            {...form.register('email')}
          />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" placeholder="Your password" {...form.register('password')} />
        </FormField>
        <div className="-mt-2 flex justify-end">
          <Link href="/forgot-password" className="text-sm font-medium text-violet-700 hover:underline">
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" variant="gradient" size="lg" disabled={busy} className="w-full">
          {busy ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
    </AuthLayout>
  );
}
