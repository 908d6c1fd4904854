import { PLATFORM_LABELS, type Platform } from '@reelforge/contracts';
import { Link2, Plug, Settings2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { DashboardCard } from './dashboard-card';
import { EmptyState } from './empty-state';
import { PlatformMark } from '@/components/platform-mark';

export interface PlatformConnection {
  platform: Platform;
  status: 'connected' | 'syncing' | 'disconnected';
  username?: string | null;
}

const STATUS = {
  connected: { label: 'Connected', dot: 'bg-emerald-500', text: 'text-emerald-700' },
  syncing: { label: 'Syncing', dot: 'bg-amber-500 animate-pulse', text: 'text-amber-700' },
  disconnected: { label: 'Disconnected', dot: 'bg-red-500', text: 'text-red-700' },
} as const;

// Social connections are managed in the Video Studio's connection dialog (spec section 2).
const MANAGE_HREF = '/video-studio';

export function PlatformStatusCard({
  connections,
  onManage,
  className,
}: {
  connections: PlatformConnection[];
  /** Opens the connections dialog; without it the button goes to the studio. */
  onManage?: () => void;
  className?: string;
}) {
  const manage = (label: ReactNode, props: ComponentProps<typeof Button>) =>
    onManage ? (
      <Button {...props} onClick={onManage}>
        {label}
      </Button>
    ) : (
      <Button asChild {...props}>
        <Link href={MANAGE_HREF}>{label}</Link>
      </Button>
    );
  return (
    <DashboardCard
      title="Platform Status"
      description="Where your videos go"
      icon={Link2}
      className={className}
      action={
        connections.length > 0 && (
          manage(<Settings2 />, { variant: 'ghost', size: 'icon', className: 'size-8', 'aria-label': 'Manage Connections' })
        )
      }
    >
      {connections.length === 0 ? (
        <EmptyState
          icon={Plug}
          title="No platforms connected"
          hint="Connect TikTok, YouTube, Instagram and more to publish straight from Reelforge."
          action={
            manage('Manage Connections', { variant: 'outline', size: 'sm' })
          }
        />
      ) : (
        <ul className="grid gap-1">
          {connections.map((c) => {
            const s = STATUS[c.status];
            return (
              <li key={c.platform} className="flex items-center gap-3 rounded-lg px-1 py-2">
                <PlatformMark platform={c.platform} size="lg" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">{PLATFORM_LABELS[c.platform]}</p>
                  {c.username && <p className="truncate text-xs text-muted-foreground">@{c.username}</p>}
                </div>
                <span className={cn('flex items-center gap-1.5 text-xs font-medium', s.text)}>
                  <span className={cn('size-2 rounded-full', s.dot)} />
                  {s.label}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}
