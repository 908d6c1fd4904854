import { TIMING } from '@reelforge/contracts';
import { useEffect } from 'react';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api';
import { pageNavigation } from '@/lib/page-navigation';

/**
 * Spec section 2: a dashboard without a session shows a toast and goes to /login after 500 ms.
 * The router only mounts the dashboard for a signed-in user, so this catches a session that
 * ended while the page was open (the stats call answers 401).
 */
export function useSignedOutRedirect(error: unknown) {
  const signedOut = isUnauthorizedError(error);
  useEffect(() => {
    if (!signedOut) return;
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    // A full load, so the app starts again signed out and shows the sign-in screen.
    const timer = setTimeout(() => pageNavigation.go('/login'), TIMING.dashboardRedirectMs);
    return () => clearTimeout(timer);
  }, [signedOut]);
}
