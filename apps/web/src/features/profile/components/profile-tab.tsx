import { zodResolver } from '@hookform/resolvers/zod';
import type { ProfileUpdate, User } from '@reelforge/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { profileUpdateSchema, useUpdateProfile } from '../api/update-profile';

type FieldName = keyof ProfileUpdate;

// Disabled while viewing, but still easy to read.
const readOnlyLook = 'disabled:cursor-default disabled:border-transparent disabled:bg-muted/60 disabled:opacity-100';

const formValues = (user: User) => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email,
  bio: user.bio ?? '',
  location: user.location ?? '',
  website: user.website ?? '',
  currentPassword: '',
});

export function ProfileTab({ user, onUserChange }: { user: User; onUserChange: (user: User) => void }) {
  const [editing, setEditing] = useState(false);
  const form = useForm({
    resolver: zodResolver(profileUpdateSchema),
    values: formValues(user),
    // A photo upload mid-edit refreshes the user; keep what the person is typing.
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  // The email is how the account is recovered: changing it takes the password.
  const emailChanged = editing && (form.watch('email') ?? '').trim().toLowerCase() !== user.email;
  const update = useUpdateProfile({
    onSuccess: (updated) => {
      onUserChange(updated);
      setEditing(false);
      form.setValue('currentPassword', '');
      toast({ title: 'Profile Updated', description: 'Your profile has been saved.' });
    },
    // Spec section 6: an expired session on profile update goes straight to sign-in.
    onError: (error) =>
      notifyMutationError(error, {
        title: 'Update Failed',
        fallback: 'Failed to update profile. Please try again.',
        on401: 'redirect',
      }),
  });

  const cancel = () => {
    form.reset(formValues(user));
    setEditing(false);
  };
  const input = (name: FieldName, props: React.ComponentProps<'input'> = {}) => (
    <Input className={readOnlyLook} disabled={!editing} {...form.register(name)} {...props} />
  );

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ currentPassword, ...values }) =>
        update.mutate(emailChanged ? { ...values, currentPassword } : values),
      )}
      className="grid gap-5"
    >
      <div className="flex items-center justify-between gap-2">
        <div>
          <h3 className="font-semibold">Personal information</h3>
          <p className="text-sm text-muted-foreground">
            {editing ? 'Update your details, then save.' : 'How you appear across Reelforge.'}
          </p>
        </div>
        {!editing && (
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil /> Edit
          </Button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First Name" error={errors.firstName?.message}>
          {input('firstName', { autoComplete: 'given-name' })}
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          {input('lastName', { autoComplete: 'family-name' })}
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        {input('email', { type: 'email', autoComplete: 'email' })}
      </FormField>
      {emailChanged && (
        <FormField label="Current Password" error={errors.currentPassword?.message}>
          {input('currentPassword', {
            type: 'password',
            autoComplete: 'current-password',
            placeholder: 'Needed to change your email',
          })}
        </FormField>
      )}
      <FormField label="Bio" error={errors.bio?.message}>
        <Textarea
          className={readOnlyLook}
          rows={3}
          disabled={!editing}
          placeholder={editing ? 'Tell viewers what your channel is about' : undefined}
          {...form.register('bio')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Location" error={errors.location?.message}>
          {input('location', { placeholder: editing ? 'City, country' : undefined })}
        </FormField>
        <FormField label="Website" error={errors.website?.message}>
          {input('website', { placeholder: editing ? 'https://' : undefined, inputMode: 'url' })}
        </FormField>
      </div>
      {editing && (
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={cancel} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="gradient" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      )}
    </form>
  );
}
