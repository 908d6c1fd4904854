import { PLATFORM_LABELS, type PostResult, type ScheduledPost } from '@reelforge/contracts';
import { AlertCircle, CheckCircle2, Clock, ExternalLink, HelpCircle, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { PlatformMark } from '@/components/platform-mark';

/** Whether the post has anything to report per platform yet. */
export const hasOutcome = (post: ScheduledPost) =>
  post.status === 'publishing' ||
  post.status === 'posted' ||
  post.status === 'failed' ||
  post.results.some((r) => r.status !== 'pending');

function Outcome({ result }: { result: PostResult }): ReactNode {
  const label = PLATFORM_LABELS[result.platform];
  switch (result.status) {
    case 'posted':
      return result.url ? (
        <a
          href={result.url}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex min-w-0 items-center gap-1 font-medium text-emerald-700 underline-offset-2 hover:underline"
          data-testid="post-result-link"
        >
          <CheckCircle2 className="size-3.5 shrink-0" />
          <span className="truncate">View on {label}</span>
          <ExternalLink className="size-3 shrink-0" />
        </a>
      ) : (
        <span className="inline-flex items-center gap-1 text-emerald-700">
          <CheckCircle2 className="size-3.5" /> Published (the platform gave no public link)
        </span>
      );
    case 'failed':
      return (
        <span className="inline-flex min-w-0 items-start gap-1 text-red-700" data-testid="post-result-error">
          <AlertCircle className="mt-px size-3.5 shrink-0" />
          <span className="break-words">{result.error ?? `${label} refused the post.`}</span>
        </span>
      );
    case 'unknown':
      return (
        <span className="inline-flex min-w-0 items-start gap-1 text-amber-800" data-testid="post-result-error">
          <HelpCircle className="mt-px size-3.5 shrink-0" />
          <span className="break-words">{result.error}</span>
        </span>
      );
    case 'publishing':
      return (
        <span className="inline-flex items-center gap-1 text-sky-700">
          <Loader2 className="size-3.5 animate-spin" /> Publishing…
        </span>
      );
    default:
      return (
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Clock className="size-3.5" /> Waiting
        </span>
      );
  }
}

/** One line per platform: the live post's link, or the platform's own words when it refused. */
export function PostResults({ post }: { post: ScheduledPost }) {
  return (
    <ul className="grid gap-1.5 rounded-lg bg-muted/50 p-2.5 text-xs" aria-label="Publishing results">
      {post.results.map((r) => (
        <li key={r.platform} className="flex min-w-0 items-start gap-2" data-testid="post-result" data-platform={r.platform}>
          <PlatformMark platform={r.platform} size="xs" />
          <span className="w-16 shrink-0 font-medium text-foreground">{PLATFORM_LABELS[r.platform]}</span>
          <Outcome result={r} />
        </li>
      ))}
    </ul>
  );
}
