import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface Props {
  title: string;
  description?: string;
  icon?: LucideIcon;
  action?: ReactNode;
  /** A link in the header to the page the card summarises ("View All"). */
  link?: { href: string; label: string };
  className?: string;
  children: ReactNode;
}

export function DashboardCard({ title, description, icon: Icon, action, link, className, children }: Props) {
  return (
    <section className={cn('flex flex-col rounded-xl border bg-card shadow-xs', className)} aria-label={title}>
      <header className="flex flex-wrap items-start justify-between gap-3 px-5 pt-5 pb-4">
        <div className="flex min-w-0 items-start gap-3">
          {Icon && (
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Icon className="size-4" />
            </span>
          )}
          <div className="min-w-0">
            <h2 className="font-semibold leading-8">{title}</h2>
            {description && <p className="-mt-1 text-sm text-muted-foreground">{description}</p>}
          </div>
        </div>
        {action}
        {link && (
          <Button asChild variant="ghost" size="sm" className="text-primary">
            <Link href={link.href}>{link.label}</Link>
          </Button>
        )}
      </header>
      <div className="flex-1 px-5 pb-5">{children}</div>
    </section>
  );
}
