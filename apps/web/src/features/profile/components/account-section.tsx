import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@reelforge/contracts';
import { KeyRound, Loader2, ShieldAlert, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { changePasswordFormSchema, useChangePassword, useDeleteAccount } from '../api/account';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePasswordForm() {
  const form = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: empty });
  const { errors } = form.formState;
  const change = useChangePassword(() => form.reset(empty));
  return (
    <form
      noValidate
      aria-label="Change password"
      onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
        change.mutate({ currentPassword, newPassword }),
      )}
      className="grid gap-3 px-4 py-3"
    >
      <FormField label="Current Password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="New Password" error={errors.newPassword?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={`At least ${LIMITS.passwordMinLength} characters`}
            {...form.register('newPassword')}
          />
        </FormField>
        <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
      </div>
      <p className="text-xs text-muted-foreground">Changing your password signs you out on every other device.</p>
      <div className="flex justify-end">
        <Button type="submit" variant="outline" disabled={change.isPending}>
          {change.isPending ? 'Changing Password...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const close = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) setPassword('');
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent role="alertdialog" className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            Your videos, avatars, scheduled posts, connected platforms, templates and profile are deleted for good, and
            you are signed out everywhere. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <form
          id="delete-account"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (password) remove.mutate({ password });
          }}
        >
          <FormField label="Password">
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="delete-account" variant="destructive" disabled={!password || remove.isPending}>
            {remove.isPending ? <Loader2 className="animate-spin" /> : <Trash2 />}
            {remove.isPending ? 'Deleting Account...' : 'Delete My Account'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Password change and account deletion (each asks for the current password). */
export function AccountSection() {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <section className="rounded-xl border bg-card">
        <h3 className="flex items-center gap-2 border-b px-4 py-3 text-sm font-semibold">
          <KeyRound className="size-4 text-primary" />
          Password
        </h3>
        <ChangePasswordForm />
      </section>
      <section className="rounded-xl border border-destructive/30 bg-card">
        <h3 className="flex items-center gap-2 border-b border-destructive/30 px-4 py-3 text-sm font-semibold text-destructive">
          <ShieldAlert className="size-4" />
          Delete account
        </h3>
        <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="max-w-sm text-xs text-muted-foreground">
            Removes your account, everything you made and every file you uploaded.
          </p>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            <Trash2 /> Delete Account
          </Button>
        </div>
      </section>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </>
  );
}
