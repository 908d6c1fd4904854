import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/hooks/use-toast';

/**
 * A react-hook-form resolver that checks a form with the API's own zod contract, so the browser
 * refuses exactly what the server would, with the same words. Form fields are often strings (an
 * empty select, a number typed in a box), so `toRequest` first turns the form into the request;
 * `fieldFor` names the form field for a request field called differently.
 */
export function contractResolver<TForm extends FieldValues, TOut>(
  schema: z.ZodType<TOut>,
  toRequest: (form: TForm) => unknown,
  fieldFor: Partial<Record<string, keyof TForm & string>> = {},
): Resolver<TForm, unknown, TOut> {
  return (form) => {
    const parsed = schema.safeParse(toRequest(form));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'root');
      const field = fieldFor[key] ?? key;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TForm> };
  };
}

/** The form's first message (in field order), for the toast that says why nothing happened. */
export const firstError = (errors: FieldErrors) =>
  Object.values(errors).find((e): e is FieldError => typeof e?.message === 'string')?.message;

/** Whether any field was refused with `message` (e.g. the spec's "please fill in" text). */
export const hasError = (errors: FieldErrors, message: string) =>
  Object.values(errors).some((e) => e?.message === message);

/**
 * Spec section 5: a form submitted with required fields empty shows 'Missing Fields' with the
 * form's own sentence; any other refusal shows its first message.
 */
export function toastInvalidForm(errors: FieldErrors, missingMessage: string, title = 'Error') {
  if (hasError(errors, missingMessage)) {
    toast({ title: 'Missing Fields', description: missingMessage, variant: 'destructive' });
    return;
  }
  const first = firstError(errors);
  if (first) toast({ title, description: first, variant: 'destructive' });
}

/**
 * Under an empty required field a short "Required"; the toast carries the form's own sentence
 * (e.g. 'Please fill in all required fields.'). Any other message is shown as it is.
 */
export const requiredMark = (missingMessage: string) => (message: string | undefined) =>
  message === missingMessage ? 'Required' : message;
