import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { handleUnauthorized } from '@/lib/unauthorized';

/** Spec section 8: 401 shows 'Unauthorized' and goes to /api/login; else the server's words or the fallback. */
export function notifyFailure(error: unknown, title: string, fallback: string) {
  if (handleUnauthorized(error)) return;
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}
