import type { PostStatus } from '@reelforge/contracts';
import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  pending: 'Pending',
  ready: 'Ready',
  publishing: 'Publishing',
  posted: 'Posted',
  failed: 'Failed',
  draft: 'Draft',
};

export const POST_STATUS_STYLES: Record<PostStatus, { badge: string; dot: string; chip: string }> = {
  pending: {
    badge: 'bg-amber-50 text-amber-800 ring-amber-600/20',
    dot: 'bg-amber-500',
    chip: 'border-l-amber-500 bg-amber-50 text-amber-950 hover:bg-amber-100',
  },
  ready: {
    badge: 'bg-violet-50 text-violet-800 ring-violet-600/20',
    dot: 'bg-violet-500',
    chip: 'border-l-violet-500 bg-violet-50 text-violet-950 hover:bg-violet-100',
  },
  publishing: {
    badge: 'bg-sky-50 text-sky-800 ring-sky-600/20',
    dot: 'bg-sky-500',
    chip: 'border-l-sky-500 bg-sky-50 text-sky-950 hover:bg-sky-100',
  },
  posted: {
    badge: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
    dot: 'bg-emerald-500',
    chip: 'border-l-emerald-500 bg-emerald-50 text-emerald-950 hover:bg-emerald-100',
  },
  failed: {
    badge: 'bg-red-50 text-red-800 ring-red-600/20',
    dot: 'bg-red-500',
    chip: 'border-l-red-500 bg-red-50 text-red-950 hover:bg-red-100',
  },
  draft: {
    badge: 'bg-slate-100 text-slate-700 ring-slate-500/20',
    dot: 'bg-slate-400',
    chip: 'border-l-slate-400 bg-slate-100 text-slate-800 hover:bg-slate-200',
  },
};

export function PostStatusBadge({ status, className }: { status: PostStatus; className?: string }) {
  const style = POST_STATUS_STYLES[status];
  return (
    <span
      data-testid="post-status"
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        style.badge,
        className,
      )}
    >
      {status === 'publishing' ? (
        <Loader2 className="size-3 animate-spin" aria-hidden />
      ) : (
        <span className={cn('size-1.5 rounded-full', style.dot)} aria-hidden />
      )}
      {POST_STATUS_LABELS[status]}
    </span>
  );
}
