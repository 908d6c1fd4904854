import type * as React from 'react';
import { cn } from '@/lib/utils';

export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="skeleton" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

/** `count` placeholders in the shape of what is loading, announced as busy under `label`. */
export function SkeletonList({
  label,
  count,
  className,
  itemClassName,
  children,
}: {
  label: string;
  count: number;
  className?: string;
  itemClassName?: string;
  /** One placeholder item's inside. */
  children: React.ReactNode;
}) {
  return (
    <ul className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={itemClassName}>
          {children}
        </li>
      ))}
    </ul>
  );
}
