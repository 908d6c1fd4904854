import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A list or figure that could not be loaded, said plainly, with Try Again (spec section 8). */
export function LoadError({ what, onRetry, className }: { what: string; onRetry?: () => void; className?: string }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4 text-sm',
        className,
      )}
    >
      <AlertCircle className="size-4 shrink-0 text-destructive" />
      <span className="flex-1">{what} couldn&apos;t be loaded.</span>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </div>
  );
}
