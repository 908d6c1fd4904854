import { PLATFORM_LABELS, VIDEO_STATUSES, type Analytics, type VideoStatus } from '@reelforge/contracts';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/utils';
import { formatCount } from '../lib/format';

export function Panel({ title, description, className, children }: { title: string; description?: string; className?: string; children: ReactNode }) {
  return (
    <section className={cn('flex flex-col rounded-xl border bg-card p-5 shadow-xs', className)} aria-label={title}>
      <h2 className="font-semibold">{title}</h2>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
      <div className="mt-4 flex-1">{children}</div>
    </section>
  );
}

export function StatTile({ label, value, hint, icon: Icon, tint, testId }: { label: string; value: string; hint?: string; icon: LucideIcon; tint: string; testId: string }) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-xs" data-testid={testId}>
      <span className={`flex size-9 items-center justify-center rounded-lg ${tint}`}>
        <Icon className="size-4.5" />
      </span>
      <p className="mt-3 text-2xl font-bold tracking-tight tabular-nums" data-testid="analytics-stat-value">
        {value}
      </p>
      <p className="text-sm text-muted-foreground">{label}</p>
      {hint && <p className="mt-0.5 text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

export function EmptyNote({ children, action }: { children: ReactNode; action?: { href: string; label: string } }) {
  return (
    <div className="flex h-full min-h-28 flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
      <p>{children}</p>
      {action && (
        <Link href={action.href} className="font-medium text-primary hover:underline">
          {action.label}
        </Link>
      )}
    </div>
  );
}

const STATUS_BAR: Record<VideoStatus, { label: string; bar: string }> = {
  draft: { label: 'Draft', bar: 'bg-slate-400' },
  generating: { label: 'Generating', bar: 'bg-amber-400' },
  ready: { label: 'Ready', bar: 'bg-emerald-500' },
  published: { label: 'Published', bar: 'bg-sky-500' },
  failed: { label: 'Failed', bar: 'bg-red-400' },
};

function Bar({ label, value, max, className, testId }: { label: string; value: number; max: number; className: string; testId?: string }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)_2.5rem] items-center gap-3 text-sm" data-testid={testId}>
      <span className="truncate text-muted-foreground">{label}</span>
      <span className="h-2.5 overflow-hidden rounded-full bg-muted">
        <span className={cn('block h-full rounded-full transition-[width]', className)} style={{ width: `${max ? (value / max) * 100 : 0}%` }} />
      </span>
      <span className="text-right font-medium tabular-nums">{formatCount(value)}</span>
    </div>
  );
}

export function StatusBars({ videos }: { videos: Analytics['videos'] }) {
  if (!videos.total) return <EmptyNote action={{ href: '/video-studio', label: 'Create your first video' }}>No videos yet.</EmptyNote>;
  const max = Math.max(...Object.values(videos.byStatus));
  return (
    <div className="grid gap-3">
      {VIDEO_STATUSES.map((s) => (
        <Bar key={s} label={STATUS_BAR[s].label} value={videos.byStatus[s]} max={max} className={STATUS_BAR[s].bar} testId={`status-${s}`} />
      ))}
    </div>
  );
}

export function PlatformBars({ posts }: { posts: Analytics['posts'] }) {
  if (!posts.byPlatform.length) {
    return (
      <EmptyNote action={{ href: '/scheduler', label: 'Schedule a post' }}>
        Nothing published yet{posts.upcoming ? ` — ${posts.upcoming} ${posts.upcoming === 1 ? 'post is' : 'posts are'} scheduled` : ''}.
      </EmptyNote>
    );
  }
  const max = Math.max(...posts.byPlatform.flatMap((p) => [p.published, p.failed]));
  return (
    <div className="grid gap-4">
      {posts.byPlatform.map((p) => (
        <div key={p.platform} className="grid gap-1.5">
          <p className="text-sm font-medium">{PLATFORM_LABELS[p.platform]}</p>
          <Bar label="Published" value={p.published} max={max} className="bg-violet-500" />
          {p.failed > 0 && <Bar label="Failed" value={p.failed} max={max} className="bg-red-400" />}
        </div>
      ))}
    </div>
  );
}

export function TopVideos({ videos }: { videos: Analytics['topVideos'] }) {
  if (!videos.length) return <EmptyNote>No views or likes recorded yet.</EmptyNote>;
  return (
    <ol className="divide-y">
      {videos.map((v, i) => (
        <li key={v.id} className="flex items-center gap-3 py-2.5 text-sm">
          <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground">{i + 1}</span>
          <Link href={`/video-studio?video=${encodeURIComponent(v.id)}`} className="min-w-0 flex-1 truncate font-medium hover:underline">
            {v.title}
          </Link>
          <span className="text-muted-foreground tabular-nums">{formatCount(v.views)} views</span>
          <span className="w-16 text-right text-muted-foreground tabular-nums">{formatCount(v.likes)} likes</span>
        </li>
      ))}
    </ol>
  );
}
