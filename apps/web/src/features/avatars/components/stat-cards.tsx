import type { Avatar } from '@reelforge/contracts';
import { Palette, Star, Users, type LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';

interface Stat {
  key: string;
  label: string;
  icon: LucideIcon;
  tint: string;
  value: (avatars: Avatar[]) => string;
}

// Spec: number of avatars, the default avatar's name or None, the count of distinct styles.
const STATS: Stat[] = [
  {
    key: 'total',
    label: 'Total Avatars',
    icon: Users,
    tint: 'bg-violet-100 text-violet-700',
    value: (a) => String(a.length),
  },
  {
    key: 'default',
    label: 'Default Avatar',
    icon: Star,
    tint: 'bg-amber-100 text-amber-700',
    value: (a) => a.find((x) => x.isDefault)?.name ?? 'None',
  },
  {
    key: 'styles',
    label: 'Styles Used',
    icon: Palette,
    tint: 'bg-fuchsia-100 text-fuchsia-700',
    value: (a) => String(new Set(a.map((x) => x.style)).size),
  },
];

const shell = 'min-w-0 rounded-xl border bg-card p-3 shadow-xs sm:p-5';

export function StatCards({ avatars, isLoading }: { avatars?: Avatar[]; isLoading: boolean }) {
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3 lg:gap-4" aria-busy={isLoading || undefined}>
      {STATS.map(({ key, label, icon: Icon, tint, value }) => (
        <div key={key} className={shell} data-testid={`avatar-stat-${key}`}>
          <div className="flex items-center gap-3">
            <span className={`hidden size-9 shrink-0 items-center justify-center rounded-lg sm:flex ${tint}`}>
              <Icon className="size-4.5" />
            </span>
            <p className="truncate text-xs text-muted-foreground sm:text-sm">{label}</p>
          </div>
          {isLoading || !avatars ? (
            <Skeleton className="mt-2 h-7 w-3/4 sm:mt-3" />
          ) : (
            <p
              className="mt-1 truncate text-lg font-bold tracking-tight tabular-nums sm:mt-3 sm:text-2xl"
              title={value(avatars)}
              data-testid="stat-value"
            >
              {value(avatars)}
            </p>
          )}
        </div>
      ))}
    </div>
  );
}
