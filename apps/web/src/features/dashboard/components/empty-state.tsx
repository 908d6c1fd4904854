import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** An honest "nothing here yet" with the one next step that fixes it. */
export function EmptyState({ icon: Icon, title, hint, action }: { icon: LucideIcon; title: string; hint: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed px-6 py-8 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="size-5" />
      </span>
      <p className="mt-1 text-sm font-semibold">{title}</p>
      <p className="max-w-xs text-sm text-muted-foreground">{hint}</p>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
