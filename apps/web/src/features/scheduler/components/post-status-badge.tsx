import type { PostStatus } from '@reelforge/contracts';
import { StatusBadge, TONE_STYLES, type StatusLook } from '@/components/status-badge';

export const POST_STATUS_LOOK: Record<PostStatus, StatusLook> = {
  pending: { label: 'Pending', tone: 'amber' },
  ready: { label: 'Ready', tone: 'violet' },
  publishing: { label: 'Publishing', tone: 'sky', live: true },
  posted: { label: 'Posted', tone: 'emerald' },
  failed: { label: 'Failed', tone: 'red' },
  draft: { label: 'Draft', tone: 'slate' },
};

/** A post's calendar chip and card edge, in its status colour. */
export const POST_STATUS_CHIP: Record<PostStatus, string> = {
  pending: 'border-l-amber-500 bg-amber-50 text-amber-950 hover:bg-amber-100',
  ready: 'border-l-violet-500 bg-violet-50 text-violet-950 hover:bg-violet-100',
  publishing: 'border-l-sky-500 bg-sky-50 text-sky-950 hover:bg-sky-100',
  posted: 'border-l-emerald-500 bg-emerald-50 text-emerald-950 hover:bg-emerald-100',
  failed: 'border-l-red-500 bg-red-50 text-red-950 hover:bg-red-100',
  draft: 'border-l-slate-400 bg-slate-100 text-slate-800 hover:bg-slate-200',
};

export const postStatusDot = (status: PostStatus) => TONE_STYLES[POST_STATUS_LOOK[status].tone].dot;

export function PostStatusBadge({ status, className }: { status: PostStatus; className?: string }) {
  return (
    <StatusBadge
      look={POST_STATUS_LOOK[status]}
      busy={status === 'publishing'}
      className={className}
      testId="post-status"
      status={status}
    />
  );
}
