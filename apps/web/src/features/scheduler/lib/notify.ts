import { toast } from '@/hooks/use-toast';
import { errorMessage, isUnauthorizedError } from '@/lib/api';
import { redirectToLogin } from '@/lib/unauthorized';

/**
 * A failed scheduler mutation: 401 goes straight to /api/login (spec section 8, "scheduler
 * mutations redirect straight to /api/login"); anything else is a destructive toast with the
 * server's own words when it sent some.
 */
export function notifyFailure(error: unknown, title: string, fallback: string) {
  if (isUnauthorizedError(error)) {
    redirectToLogin();
    return;
  }
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}

export const notifySuccess = (description: string) => toast({ title: 'Success', description });
