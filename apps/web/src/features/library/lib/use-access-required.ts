import { LIBRARY_MESSAGES, TIMING } from '@reelforge/contracts';
import { useEffect } from 'react';
import { toast } from '@/hooks/use-toast';
import { redirectToLogin } from '@/lib/unauthorized';

/**
 * Spec /library: without a session the page shows 'Access Required: Please log in to access your
 * content library' and goes to /api/login after 1.5 s (also when a session ends on the page).
 */
export function useAccessRequired(required: boolean) {
  useEffect(() => {
    if (!required) return;
    toast({ title: LIBRARY_MESSAGES.accessRequiredTitle, description: LIBRARY_MESSAGES.accessRequired, variant: 'destructive' });
    const timer = setTimeout(redirectToLogin, TIMING.libraryRedirectMs);
    return () => clearTimeout(timer);
  }, [required]);
}
