import { LIBRARY_MESSAGES } from '@reelforge/contracts';
import { AlertCircle, FolderOpen, Lock, SearchX, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

const frame = 'flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed bg-card/50 px-6 py-14 text-center';
const iconWrap = 'flex size-12 items-center justify-center rounded-full';

export function LibraryLoading() {
  return (
    <div className="flex min-h-64 items-center justify-center" data-testid="library-loading">
      <Spinner />
    </div>
  );
}

export function LibraryError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-2 rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-12 text-center">
      <span className={`${iconWrap} bg-red-100 text-red-600`}>
        <AlertCircle className="size-5" />
      </span>
      <p className="mt-1 font-semibold">{LIBRARY_MESSAGES.loadErrorTitle}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{LIBRARY_MESSAGES.loadError}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying...' : 'Try Again'}
      </Button>
    </div>
  );
}

/** Nothing matches: either the library is empty, or the filters hide everything. */
export function LibraryEmpty({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const Icon = filtered ? SearchX : FolderOpen;
  return (
    <div className={frame} data-testid="library-empty">
      <span className={`${iconWrap} bg-accent text-accent-foreground`}>
        <Icon className="size-5" />
      </span>
      <p className="mt-1 font-semibold">{LIBRARY_MESSAGES.noContent}</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        {filtered ? LIBRARY_MESSAGES.adjustFilters : LIBRARY_MESSAGES.startUploading}
      </p>
      {filtered ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : (
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button asChild size="sm" variant="gradient">
            <Link href="/video-studio">
              <Sparkles /> Create a video
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}

/** What a signed-out visitor sees while being sent to sign in. */
export function LibrarySignedOut() {
  return (
    <div className={frame} data-testid="library-signed-out">
      <span className={`${iconWrap} bg-accent text-accent-foreground`}>
        <Lock className="size-5" />
      </span>
      <p className="mt-1 font-semibold">{LIBRARY_MESSAGES.accessRequiredTitle}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{LIBRARY_MESSAGES.accessRequired}</p>
      <Button asChild size="sm" className="mt-2">
        <a href="/api/login?returnTo=%2Flibrary">Sign in</a>
      </Button>
    </div>
  );
}
