import { TIMING } from '@reelforge/contracts/data';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError } from './api';
import { pageNavigation } from './page-navigation';

/** Sends the browser to the sign-in redirect, remembering where the user was. */
export function redirectToLogin() {
  const here = window.location.pathname + window.location.search;
  pageNavigation.go(`/api/login?returnTo=${encodeURIComponent(here)}`);
}

/**
 * Spec section 8: a mutation that fails with 401 Unauthorized shows 'Unauthorized' / 'You are
 * logged out. Logging in again...' and goes to /api/login after 500 ms. Returns whether it handled it.
 */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(redirectToLogin, TIMING.unauthorizedRedirectMs);
  return true;
}
