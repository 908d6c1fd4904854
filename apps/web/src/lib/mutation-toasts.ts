import { toast } from '@/hooks/use-toast';
import { errorMessage, isUnauthorizedError } from './api';
import { handleUnauthorized, redirectToLogin } from './unauthorized';

/**
 * How a signed-out mutation is handled (spec section 8): most show 'Unauthorized' / 'You are
 * logged out. Logging in again...' and go to /api/login 500 ms later; profile, library, avatar
 * and scheduler mutations go straight to /api/login.
 */
export type UnauthorizedPolicy = 'notify' | 'redirect';

export interface MutationErrorOptions {
  /** The product's words for this failure (spec section 8), shown when the server gave none. */
  fallback: string;
  /** The toast title; spec section 8 uses 'Error' unless it names another. */
  title?: string;
  on401?: UnauthorizedPolicy;
}

/** The one way a failed change is shown: the 401 policy, else a destructive toast. */
export function notifyMutationError(error: unknown, { fallback, title = 'Error', on401 = 'notify' }: MutationErrorOptions) {
  if (on401 === 'redirect' && isUnauthorizedError(error)) return redirectToLogin();
  if (handleUnauthorized(error)) return;
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}

/** Spec section 8's success toasts are titled Success. */
export const notifySuccess = (description: string) => toast({ title: 'Success', description });
