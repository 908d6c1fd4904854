import { PLATFORM_LABELS, type PostResult, type ScheduledPost } from '@reelforge/contracts';
import { AlertCircle, CheckCircle2, Clock, ExternalLink, HelpCircle, Loader2, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { PlatformMark } from '@/components/platform-mark';
import { Disclosure } from '@/components/ui/disclosure';

/** A platform being retried after a network error or a platform failure (between or during attempts). */
export const isRetrying = (r: PostResult) => r.retries > 0 && (r.status === 'pending' || r.status === 'publishing');

/** "Publishing - retry 2 of 3" while the worker's quick retries run. */
export const retryLabel = (r: PostResult) =>
  `Publishing - retry ${Math.min(r.retries, r.maxRetries)} of ${r.maxRetries}`;

/** The technical detail (network error, raw answer) behind the plain sentence, folded away. */
function Detail({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Disclosure summary="Technical details" className="mt-1" data-testid="post-result-detail">
      <p className="rounded bg-background/70 px-2 py-1 font-mono text-[11px] break-all whitespace-pre-wrap text-muted-foreground">
        {text}
      </p>
    </Disclosure>
  );
}

/** Whether the post has anything to report per platform yet. */
export const hasOutcome = (post: ScheduledPost) =>
  post.status === 'publishing' ||
  post.status === 'posted' ||
  post.status === 'failed' ||
  post.results.some((r) => r.status !== 'pending' || r.retries > 0);

function Outcome({ result }: { result: PostResult }): ReactNode {
  const label = PLATFORM_LABELS[result.platform];
  if (isRetrying(result)) {
    return (
      <div className="min-w-0">
        <span className="inline-flex items-center gap-1 text-sky-700" data-testid="post-result-retry">
          <RotateCw className="size-3.5 animate-spin [animation-duration:2s]" /> {retryLabel(result)}
        </span>
        <Detail text={result.errorDetail} />
      </div>
    );
  }
  switch (result.status) {
    case 'posted':
      // Something that went wrong after the post went live (its first comment) is shown beside it.
      return result.errorDetail ? (
        <div className="grid min-w-0 gap-0.5">
          <Posted result={result} label={label} />
          <span className="break-words text-amber-800" data-testid="post-result-note">
            {result.errorDetail}
          </span>
        </div>
      ) : (
        <Posted result={result} label={label} />
      );
    case 'failed':
      return (
        <div className="min-w-0">
          <span className="inline-flex min-w-0 items-start gap-1 text-red-700" data-testid="post-result-error">
            <AlertCircle className="mt-px size-3.5 shrink-0" />
            <span className="break-words">{result.error ?? `${label} refused the post.`}</span>
          </span>
          <Detail text={result.errorDetail} />
        </div>
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

function Posted({ result, label }: { result: PostResult; label: string }) {
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
}

/** One line per platform: the live post's link, or the platform's own words when it refused. */
export function PostResults({ post }: { post: ScheduledPost }) {
  return (
    <ul className="grid gap-1.5 rounded-lg bg-muted/50 p-2.5 text-xs" aria-label="Publishing results">
      {post.results.map((r) => (
        <li
          key={r.platform}
          className="flex min-w-0 items-start gap-2"
          data-testid="post-result"
          data-platform={r.platform}
        >
          <PlatformMark platform={r.platform} size="xs" />
          <span className="w-16 shrink-0 font-medium text-foreground">{PLATFORM_LABELS[r.platform]}</span>
          <Outcome result={r} />
        </li>
      ))}
    </ul>
  );
}
