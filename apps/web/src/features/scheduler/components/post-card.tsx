import type { ScheduledPost } from '@reelforge/contracts';
import { CheckCircle2, Clock, Film, Loader2, Pause, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { isEditable } from '../lib/stats';
import { formatDateTime, timeUntil } from '../lib/time';
import { PlatformBadge } from './platform-badge';
import { hasOutcome, isRetrying, PostResults, retryLabel } from './post-results';
import { POST_STATUS_CHIP, PostStatusBadge } from './post-status-badge';

export interface PostActions {
  onEdit: (post: ScheduledPost) => void;
  onMarkReady: (post: ScheduledPost) => void;
  onPause: (post: ScheduledPost) => void;
  onDelete: (post: ScheduledPost) => void;
  /** Sends a failed post's failed platforms again. */
  onRetry: (post: ScheduledPost) => void;
  /** The post a status change is running for. */
  updatingId?: string;
  /** The post a Retry is being sent for. */
  retryingId?: string;
}

/**
 * A post between quick retries is back to `ready` on the server, but for the creator it is still
 * publishing: it is shown as such, never as "Ready - Past due".
 */
export const displayStatus = (post: ScheduledPost): ScheduledPost['status'] =>
  post.status === 'ready' && post.results.some(isRetrying) ? 'publishing' : post.status;

/** The time label: relative while it is still to go out (spec section 4), else when it went. */
export function TimeLabel({ post, now }: { post: ScheduledPost; now: number }) {
  const posted = post.status === 'posted';
  const retrying = post.results.find(isRetrying);
  const label = retrying ? retryLabel(retrying) : timeUntil(post.scheduledTime, now);
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-muted-foreground">
      <Clock className="size-3.5" />
      <time dateTime={post.scheduledTime}>{formatDateTime(post.scheduledTime)}</time>
      {!posted && (
        <>
          <span aria-hidden>·</span>
          <span
            data-testid="post-relative-time"
            className={cn(
              'font-medium',
              retrying ? 'text-sky-700' : label === 'Past due' ? 'text-red-600' : 'text-foreground/80',
            )}
          >
            {label}
          </span>
        </>
      )}
    </p>
  );
}

function DateTile({ iso, status }: { iso: string; status: ScheduledPost['status'] }) {
  const d = new Date(iso);
  return (
    <div
      className={cn(
        'hidden w-14 shrink-0 flex-col items-center justify-center rounded-lg border-l-4 py-2 sm:flex',
        POST_STATUS_CHIP[status],
      )}
      aria-hidden
    >
      <span className="text-[10px] font-semibold tracking-wider uppercase opacity-70">
        {d.toLocaleDateString(undefined, { month: 'short' })}
      </span>
      <span className="text-xl leading-tight font-bold tabular-nums">{d.getDate()}</span>
      <span className="text-[10px] opacity-70">{d.toLocaleDateString(undefined, { weekday: 'short' })}</span>
    </div>
  );
}

export function PostCard({ post, now, actions }: { post: ScheduledPost; now: number; actions: PostActions }) {
  const editable = isEditable(post);
  const updating = actions.updatingId === post.id;
  const status = displayStatus(post);
  const canRetry = post.status === 'failed' && post.results.some((r) => r.status === 'failed');
  return (
    <article
      data-testid="scheduled-post"
      data-post-id={post.id}
      aria-label={post.title}
      className="rounded-xl border bg-card p-4 shadow-xs transition hover:shadow-sm sm:p-5"
    >
      <div className="flex gap-4">
        <DateTile iso={post.scheduledTime} status={status} />
        <div className="grid min-w-0 flex-1 content-start gap-2">
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 font-semibold break-words" data-testid="post-title">
              {post.title}
            </h3>
            <PostStatusBadge status={status} />
          </div>
          <TimeLabel post={post} now={now} />
          {post.content && (
            <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground" data-testid="post-content">
              {post.content}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-1.5">
            {post.platforms.map((p) => (
              <PlatformBadge key={p} platform={p} />
            ))}
            {post.video && (
              <span className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-muted py-0.5 pr-2.5 pl-2 text-xs text-muted-foreground">
                <Film className="size-3.5 shrink-0" />
                <span className="truncate">{post.video.title}</span>
              </span>
            )}
          </div>
          {hasOutcome(post) && <PostResults post={post} />}
        </div>
      </div>

      <div className="mt-3 flex flex-wrap items-center justify-end gap-1.5 border-t pt-3">
        {canRetry && (
          <Button
            size="sm"
            variant="outline"
            disabled={actions.retryingId === post.id}
            title="Publish again to the platforms that failed; posted ones are not sent twice"
            onClick={() => actions.onRetry(post)}
          >
            {actions.retryingId === post.id ? <Loader2 className="animate-spin" /> : <RotateCcw />}
            Retry
          </Button>
        )}
        {post.status === 'pending' && (
          <Button size="sm" variant="outline" disabled={updating} onClick={() => actions.onMarkReady(post)}>
            {updating ? <Loader2 className="animate-spin" /> : <CheckCircle2 className="text-emerald-600" />}
            Mark Ready
          </Button>
        )}
        {post.status === 'ready' && (
          <Button
            size="sm"
            variant="ghost"
            disabled={updating}
            title="Move back to pending: it won't publish until you mark it ready again"
            onClick={() => actions.onPause(post)}
          >
            {updating ? <Loader2 className="animate-spin" /> : <Pause />}
            Pause
          </Button>
        )}
        {editable && (
          <Button size="sm" variant="ghost" onClick={() => actions.onEdit(post)}>
            <Pencil /> Edit
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          disabled={post.status === 'publishing'}
          title={
            post.status === 'publishing' ? 'Publishing right now: delete it once publishing has finished' : undefined
          }
          onClick={() => actions.onDelete(post)}
        >
          <Trash2 /> Delete
        </Button>
      </div>
    </article>
  );
}
