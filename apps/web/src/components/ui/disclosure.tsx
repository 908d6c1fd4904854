import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface Props {
  summary: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** A native <details>: keyboard and screen readers get open/closed for free. */
export function Disclosure({ summary, children, defaultOpen, className, ...rest }: Props) {
  return (
    <details className={cn('group', className)} open={defaultOpen} data-testid={rest['data-testid']}>
      <summary className="flex cursor-pointer list-none items-center gap-1 text-xs font-medium text-muted-foreground select-none hover:text-foreground [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-3.5 transition-transform group-open:rotate-90" aria-hidden />
        {summary}
      </summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}
