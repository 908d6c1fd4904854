import type { BatchVideosResponse, VideoSummary } from '@reelforge/contracts';
import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';

interface Props {
  items: BatchVideosResponse['items'];
  /** The user's videos list, polled by the dialog: each item's status comes from there. */
  videos: VideoSummary[];
  onOpenVideo?: (videoId: string) => void;
}

type Row = { topic: string; videoId: string | null; state: 'rendering' | 'ready' | 'failed'; progress: number; note: string };

function rowOf(item: Props['items'][number], byId: Map<string, VideoSummary>): Row {
  if (!item.videoId) return { topic: item.topic, videoId: null, state: 'failed', progress: 0, note: item.error ?? 'Not created' };
  const v = byId.get(item.videoId);
  if (!v || v.status === 'generating') {
    return { topic: item.topic, videoId: item.videoId, state: 'rendering', progress: v?.progress ?? 0, note: v?.stage ? `${v.stage}` : 'Queued' };
  }
  if (v.status === 'failed') return { topic: item.topic, videoId: item.videoId, state: 'failed', progress: 0, note: 'Render failed' };
  return { topic: item.topic, videoId: item.videoId, state: 'ready', progress: 100, note: 'Ready' };
}

/** One view of a batch: how many are done, and each topic's video as it renders. */
export function BatchProgress({ items, videos, onOpenVideo }: Props) {
  const byId = new Map(videos.map((v) => [v.id, v]));
  const rows = items.map((i) => rowOf(i, byId));
  const done = rows.filter((r) => r.state !== 'rendering').length;
  const ready = rows.filter((r) => r.state === 'ready').length;
  const failed = rows.filter((r) => r.state === 'failed').length;
  return (
    <div className="grid gap-4" data-testid="batch-progress">
      <div className="grid gap-2">
        <div className="flex justify-between text-sm">
          <span className="font-medium">
            {ready} of {rows.length} ready{failed ? `, ${failed} failed` : ''}
          </span>
          <span className="text-muted-foreground">{Math.round((done / Math.max(1, rows.length)) * 100)}%</span>
        </div>
        <Progress value={(done / Math.max(1, rows.length)) * 100} aria-label="Batch progress" />
      </div>
      <ul className="grid max-h-[50dvh] gap-2 overflow-y-auto pr-1">
        {rows.map((r, i) => (
          <li key={`${i}-${r.topic}`} className="flex items-center gap-3 rounded-lg border px-3 py-2 text-sm" data-state={r.state}>
            {r.state === 'ready' ? (
              <CheckCircle2 className="size-4 shrink-0 text-emerald-600" />
            ) : r.state === 'failed' ? (
              <CircleAlert className="size-4 shrink-0 text-destructive" />
            ) : (
              <Loader2 className="size-4 shrink-0 animate-spin text-primary" />
            )}
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{r.topic}</p>
              {r.state === 'rendering' ? (
                <Progress value={r.progress} className="mt-1 h-1.5" aria-label={`${r.topic} progress`} />
              ) : (
                <p className={r.state === 'failed' ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>{r.note}</p>
              )}
            </div>
            {r.videoId && r.state === 'ready' && onOpenVideo && (
              <Button size="sm" variant="ghost" onClick={() => onOpenVideo(r.videoId!)}>
                Open
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
