import { MSG, type TemplateDetail } from '@reelforge/contracts';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toastInvalidForm } from '@/lib/forms';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';

interface Callbacks {
  onSuccess: (template: TemplateDetail) => void;
  onError: (error: Error) => void;
}

interface Props<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  /** Sends the checked form (a mutation's mutate). */
  save: (input: O, callbacks: Callbacks) => void;
  /** The toast when it is saved. */
  savedMessage: (template: TemplateDetail) => string;
  /** The toast when it is not, unless the server said why. */
  failedMessage: string;
  /** After it is saved, before the dialog closes. */
  onSaved?: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className: string;
  title: string;
  description: string;
  pending: boolean;
  submitIcon: ReactNode;
  submitLabel: string;
  children: ReactNode;
}

/**
 * A template's form in a dialog: its fields, then Cancel and the submit button (a spinner while
 * pending). Submitting checks the form, saves it, says so and closes.
 */
export function TemplateFormDialog<V extends FieldValues, O>({
  form: { handleSubmit },
  save,
  savedMessage,
  failedMessage,
  onSaved,
  open,
  onOpenChange,
  className,
  title,
  description,
  pending,
  ...form
}: Props<V, O>) {
  const submit = handleSubmit(
    (input) =>
      save(input, {
        onSuccess: (template) => {
          notifySuccess(savedMessage(template));
          onSaved?.();
          onOpenChange(false);
        },
        onError: (error) => notifyMutationError(error, { fallback: failedMessage }),
      }),
    (errors) => toastInvalidForm(errors, MSG.missingFields),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {form.children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" /> : form.submitIcon} {form.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
