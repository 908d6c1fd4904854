import { PLATFORM_LABELS, type Video } from '@reelforge/contracts';
import { Link } from 'wouter';
import { formatDateTime, formatDuration } from '../../lib/format';
import { languageLabel } from '../../lib/translation-languages';
import { VideoStatusBadge } from '../status-badge';
import { asPlatforms } from './use-editor-form';

/** The video's title, when it was made, its length and platforms, and its status. */
export function EditorHeader({ video, local }: { video: Video; local: boolean }) {
  const platforms = asPlatforms(video.platforms);
  return (
    <header className="flex flex-wrap items-start justify-between gap-3 border-b px-5 py-4">
      <div className="min-w-0">
        <h2 className="truncate text-lg font-semibold" data-testid="editor-heading">
          {video.title || 'Untitled video'}
        </h2>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {local ? (
            <span>Not saved yet — press Save Changes to keep it</span>
          ) : (
            <span>Created {formatDateTime(video.createdAt)}</span>
          )}
          {video.duration !== null && <span className="tabular-nums">{formatDuration(video.duration)}</span>}
          {platforms.length > 0 && <span>{platforms.map((p) => PLATFORM_LABELS[p]).join(', ')}</span>}
          {video.translationOf && (
            <span data-testid="translation-of">
              {languageLabel(video.language ?? '')} translation ·{' '}
              <Link href={`/video-studio?video=${encodeURIComponent(video.translationOf)}`} className="underline underline-offset-2 hover:text-foreground">
                Open the original
              </Link>
            </span>
          )}
          {video.clipOf && (
            <span data-testid="clip-of">
              Clip of {video.clipOfName ? <span className="font-medium text-foreground">{video.clipOfName}</span> : 'a library video'} ·{' '}
              <Link href="/library" className="underline underline-offset-2 hover:text-foreground">
                Open the library
              </Link>
            </span>
          )}
        </p>
      </div>
      {local ? (
        <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-200 ring-inset">
          Unsaved draft
        </span>
      ) : (
        <VideoStatusBadge status={video.status} />
      )}
    </header>
  );
}
