import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LIMITS } from '@reelforge/contracts';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { signupFormSchema, useSignup } from '../api/signup';
import { AuthLayout } from './auth-layout';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from './password-input';

const empty = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

export function SignupPage() {
  const form = useForm({ resolver: zodResolver(signupFormSchema), defaultValues: empty });
  const { errors } = form.formState;
  const signup = useSignup((message) => form.setError('password', { message }));

  return (
    <AuthLayout
      heading="Join Reelforge"
      subtitle="Create your free account and start making videos with AI agents."
      cardTitle="Sign Up"
      footer={
        <p>
          Already have an account?{' '}
          <Link href="/login" className="font-semibold text-violet-700 hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      <form
        noValidate
        // confirmPassword never leaves the browser.
        onSubmit={form.handleSubmit(({ confirmPassword: _confirm, ...values }) => signup.mutate(values))}
        className="grid gap-5"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First Name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" className="h-10" {...form.register('firstName')} />
          </FormField>
          <FormField label="Last Name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" className="h-10" {...form.register('lastName')} />
          </FormField>
        </div>
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
          <PasswordInput
            autoComplete="new-password"
            placeholder={`At least ${LIMITS.passwordMinLength} characters`}
            {...form.register('password')}
          />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
          <PasswordInput
            autoComplete="new-password"
            placeholder="Repeat your password"
            {...form.register('confirmPassword')}
          />
        </FormField>
        <Button type="submit" variant="gradient" size="lg" disabled={signup.isPending} className="w-full">
          {signup.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
