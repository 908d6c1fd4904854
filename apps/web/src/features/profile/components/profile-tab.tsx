import { zodResolver } from '@hookform/resolvers/zod';
import type { ProfileUpdate, User } from '@reelforge/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api';
import { redirectToLogin } from '@/lib/unauthorized';
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
});

function Field({ name, label, error, children }: { name: FieldName; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`profile-${name}`}>{label}</Label>
      {children}
      {error && <p className="text-xs text-destructive">{error}</p>}
    </div>
  );
}

export function ProfileTab({ user, onUserChange }: { user: User; onUserChange: (user: User) => void }) {
  const [editing, setEditing] = useState(false);
  const form = useForm({
    resolver: zodResolver(profileUpdateSchema),
    values: formValues(user),
    // A photo upload mid-edit refreshes the user; keep what the person is typing.
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const update = useUpdateProfile({
    onSuccess: (updated) => {
      onUserChange(updated);
      setEditing(false);
      toast({ title: 'Profile Updated', description: 'Your profile has been saved.' });
    },
    onError: (error) => {
      // Spec section 6: an expired session on profile update goes straight to sign-in.
      if (isUnauthorizedError(error)) return redirectToLogin();
      toast({ title: 'Update Failed', description: 'Failed to update profile. Please try again.', variant: 'destructive' });
    },
  });

  const cancel = () => {
    form.reset(formValues(user));
    setEditing(false);
  };
  const input = (name: FieldName, props: React.ComponentProps<'input'> = {}) => (
    <Input id={`profile-${name}`} className={readOnlyLook} disabled={!editing} aria-invalid={Boolean(errors[name])} {...form.register(name)} {...props} />
  );

  return (
    <form onSubmit={form.handleSubmit((values) => update.mutate(values))} className="grid gap-5">
      <div className="flex items-center justify-between gap-2">
        <div>
          <h3 className="font-semibold">Personal information</h3>
          <p className="text-sm text-muted-foreground">{editing ? 'Update your details, then save.' : 'How you appear across Reelforge.'}</p>
        </div>
        {!editing && (
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil /> Edit
          </Button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="firstName" label="First Name" error={errors.firstName?.message}>
          {input('firstName', { autoComplete: 'given-name' })}
        </Field>
        <Field name="lastName" label="Last Name" error={errors.lastName?.message}>
          {input('lastName', { autoComplete: 'family-name' })}
        </Field>
      </div>
      <Field name="email" label="Email" error={errors.email?.message}>
        {input('email', { type: 'email', autoComplete: 'email' })}
      </Field>
      <Field name="bio" label="Bio" error={errors.bio?.message}>
        <Textarea
          id="profile-bio"
          className={readOnlyLook}
          rows={3}
          disabled={!editing}
          placeholder={editing ? 'Tell viewers what your channel is about' : undefined}
          {...form.register('bio')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="location" label="Location" error={errors.location?.message}>
          {input('location', { placeholder: editing ? 'City, country' : undefined })}
        </Field>
        <Field name="website" label="Website" error={errors.website?.message}>
          {input('website', { placeholder: editing ? 'https://' : undefined, inputMode: 'url' })}
        </Field>
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
