import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayResponse, Video } from '@reelforge/contracts';
import { ArrowLeft, CalendarDays, Eye, Film, Sparkles, Timer } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { apiJson } from '@/lib/api';
import { videoKeys } from '@/lib/queries/videos';
import { VideoPlayer } from '@/features/videos';

// The public watch page that a shared link opens: published videos only, for anyone.

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const countFormat = new Intl.NumberFormat('en-US');
const duration = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

function Header() {
  return (
    <header className="border-b border-white/10 bg-slate-950/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2.5 font-bold tracking-tight text-white">
          <img src="/favicon.svg" alt="" className="size-8 rounded-lg" />
          Reelforge
        </Link>
        <Button asChild variant="gradient" size="sm">
          <Link href="/">
            <Sparkles /> Make your own
          </Link>
        </Button>
      </div>
    </header>
  );
}

function NotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-white/10 text-white/70">
        <Film className="size-6" />
      </span>
      <h1 className="text-2xl font-bold text-white">Video not found</h1>
      <p className="text-sm text-slate-400">This video doesn't exist, or its creator hasn't published it.</p>
      <Link
        href="/"
        className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-violet-300 hover:text-violet-200"
      >
        <ArrowLeft className="size-4" /> Back to Reelforge
      </Link>
    </div>
  );
}

export function WatchPage() {
  const { id = '' } = useParams<{ id: string }>();
  const video = useQuery<Video>({ queryKey: videoKeys.public(id), enabled: Boolean(id) });
  const data = video.data;
  const qc = useQueryClient();
  const played = useRef<string | null>(null);

  /**
   * Counts a play when the video starts, not on page view: previews, bots and visitors who never
   * press play are not viewers. The server counts each visitor once a day; a failed count never
   * disturbs the viewer.
   */
  const countPlay = () => {
    if (played.current === id) return;
    played.current = id;
    apiJson<PlayResponse>('POST', `/api/public/videos/${id}/play`)
      .then(({ counted }) => {
        if (counted) qc.setQueryData<Video>(videoKeys.public(id), (v) => (v ? { ...v, views: v.views + 1 } : v));
      })
      .catch(() => {});
  };

  useEffect(() => {
    if (!data) return;
    const previous = document.title;
    document.title = `${data.title} · Reelforge`;
    return () => {
      document.title = previous;
    };
  }, [data]);

  return (
    <div className="min-h-screen bg-slate-950 bg-[radial-gradient(ellipse_at_top,rgba(139,92,246,0.25),transparent_60%)]">
      <Header />
      {video.isLoading ? (
        <main className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[minmax(0,1fr)_320px]">
          <Skeleton className="h-[min(70vh,640px)] rounded-2xl bg-white/10" />
          <div className="space-y-3">
            <Skeleton className="h-7 w-3/4 bg-white/10" />
            <Skeleton className="h-4 w-full bg-white/10" />
            <Skeleton className="h-4 w-2/3 bg-white/10" />
          </div>
        </main>
      ) : !data || !data.videoUrl ? (
        <NotFound />
      ) : (
        <main className="mx-auto grid max-w-5xl items-start gap-8 px-4 py-8 sm:px-6 md:grid-cols-[minmax(0,1fr)_320px]">
          <VideoPlayer
            video={data}
            onPlay={countPlay}
            className="h-[min(75vh,720px)] rounded-2xl shadow-2xl shadow-violet-950/50 ring-1 ring-white/10"
          />
          <article className="grid gap-4 text-slate-200">
            <h1 className="text-2xl leading-tight font-bold text-white" data-testid="watch-title">
              {data.title}
            </h1>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-400">
              <span className="inline-flex items-center gap-1">
                <CalendarDays className="size-3.5" /> {dateFormat.format(new Date(data.createdAt))}
              </span>
              {data.duration !== null && (
                <span className="inline-flex items-center gap-1 tabular-nums">
                  <Timer className="size-3.5" /> {duration(data.duration)}
                </span>
              )}
              <span className="inline-flex items-center gap-1 tabular-nums">
                <Eye className="size-3.5" /> {countFormat.format(data.views)} views
              </span>
            </p>
            {data.description && (
              <p className="text-sm leading-relaxed whitespace-pre-line text-slate-300">{data.description}</p>
            )}
            {data.credits.length > 0 && (
              <section aria-labelledby="watch-credits" className="text-xs text-slate-400">
                <h2 id="watch-credits" className="mb-1 font-semibold text-slate-300">
                  Credits
                </h2>
                <ul className="grid gap-0.5 break-words">
                  {data.credits.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </section>
            )}
            <div className="mt-2 rounded-xl border border-white/10 bg-white/5 p-4 text-sm">
              <p className="font-semibold text-white">Made with Reelforge</p>
              <p className="mt-1 text-slate-400">Type a topic and get a narrated, captioned video in about a minute.</p>
              <Button asChild variant="gradient" size="sm" className="mt-3">
                <Link href="/signup">Try it free</Link>
              </Button>
            </div>
          </article>
        </main>
      )}
    </div>
  );
}
