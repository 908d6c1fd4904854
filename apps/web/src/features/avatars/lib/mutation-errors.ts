import { toast } from '@/hooks/use-toast';
import { ApiError, isUnauthorizedError } from '@/lib/api';
import { redirectToLogin } from '@/lib/unauthorized';

/**
 * The server's own `{message}` when it explains the failure (a 4xx such as "Please choose an
 * image file", or a deliberate 503); the product's fallback for anything else (a generic 500, a
 * proxy's HTML page, no network).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  try {
    const body = JSON.parse(error.bodyText) as { message?: unknown; code?: unknown };
    if (typeof body.message !== 'string' || !body.message) return fallback;
    return error.status >= 500 && body.code === 'internal' ? fallback : body.message;
  } catch {
    return fallback;
  }
}

/**
 * Spec section 8: avatar mutations that meet 401 Unauthorized go straight to the sign-in
 * redirect; anything else is a destructive toast.
 */
export function reportMutationError(error: unknown, fallback: string, title = 'Error') {
  if (isUnauthorizedError(error)) {
    redirectToLogin();
    return;
  }
  toast({ title, description: failureMessage(error, fallback), variant: 'destructive' });
}
