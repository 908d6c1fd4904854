import { isPlayable, type Video } from '@reelforge/contracts';
import {
  AlertTriangle,
  ArrowLeft,
  Check,
  CheckCircle2,
  Download,
  Loader2,
  Plus,
  SquareArrowOutUpRight,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { formatDuration } from '../../lib/format';
import { RENDER_STEPS, stageLabel, stepIndex } from '../../lib/stages';
import { downloadVideo } from '../video-actions';
import { RenderStepsView } from '../render-steps-view';
import { VideoPlayer } from '../video-player';

function useElapsed(since: number, running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(0, Math.round((now - since) / 1000));
}

function Steps({ stage }: { stage: string | null }) {
  const current = stepIndex(stage);
  return (
    <ol className="grid grid-cols-5 gap-2" aria-label="Render steps">
      {RENDER_STEPS.map((s, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <li key={s.id} className="flex flex-col items-center gap-1.5 text-center">
            <span
              className={cn(
                'flex size-8 items-center justify-center rounded-full border-2 text-xs font-semibold transition-colors',
                done && 'border-violet-600 bg-violet-600 text-white',
                active && 'border-violet-600 bg-violet-50 text-violet-700',
                !done && !active && 'border-muted bg-background text-muted-foreground',
              )}
            >
              {done ? <Check className="size-4" /> : active ? <Loader2 className="size-4 animate-spin" /> : i + 1}
            </span>
            <span
              className={cn(
                'text-[11px] font-medium sm:text-xs',
                done || active ? 'text-foreground' : 'text-muted-foreground',
              )}
            >
              {s.label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

interface Props {
  video: Video;
  startedAt: number;
  onOpenInStudio: () => void;
  onCreateAnother: () => void;
  onBackToScript: () => void;
}

/** Stage and percent while the job renders; the finished video, or the reason it failed. */
export function RenderStatus({ video, startedAt, onOpenInStudio, onCreateAnother, onBackToScript }: Props) {
  const running = video.status === 'generating';
  const elapsed = useElapsed(startedAt, running);

  if (video.status === 'failed') {
    return (
      <div className="grid gap-5">
        <div className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900" role="alert">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-red-500" />
          <div className="grid gap-1">
            <p className="font-semibold">The render did not finish</p>
            <p data-testid="render-error">{video.error ?? 'Unknown error'}</p>
            <p className="text-red-800/80">Your script is kept with the video in Your Videos, marked Failed.</p>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onBackToScript}>
            <ArrowLeft /> Back to script
          </Button>
          <Button variant="outline" onClick={onOpenInStudio}>
            <SquareArrowOutUpRight /> Open in Studio
          </Button>
        </div>
      </div>
    );
  }

  if (isPlayable(video)) {
    return (
      <div className="grid gap-4">
        <div className="flex items-center gap-2 text-sm font-medium text-emerald-700" role="status">
          <CheckCircle2 className="size-5" />
          Your video is ready{video.duration !== null && ` · ${formatDuration(video.duration)}`}
        </div>
        <VideoPlayer video={video} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          <Button variant="ghost" onClick={onCreateAnother}>
            <Plus /> Create Another
          </Button>
          <Button variant="outline" className="sm:ml-auto" onClick={() => void downloadVideo(video)}>
            <Download /> Download
          </Button>
          <Button variant="gradient" onClick={onOpenInStudio}>
            <SquareArrowOutUpRight /> Open in Studio
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-6 py-2" data-testid="render-progress">
      <div className="grid gap-3">
        <div className="flex items-end justify-between gap-4">
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Rendering</p>
            <p className="truncate text-base font-semibold" data-testid="render-stage" aria-live="polite">
              {stageLabel(video.stage)}
            </p>
          </div>
          <p
            className="shrink-0 text-3xl font-bold tracking-tight text-violet-700 tabular-nums"
            data-testid="render-percent"
          >
            {video.progress}%
          </p>
        </div>
        <Progress
          value={video.progress}
          aria-label="Render progress"
          className="h-3 bg-violet-100"
          indicatorClassName="bg-gradient-to-r from-violet-600 to-fuchsia-500 duration-700"
        />
        <p className="text-xs text-muted-foreground tabular-nums">{formatDuration(elapsed)} elapsed</p>
      </div>
      <Steps stage={video.stage} />
      <RenderStepsView video={video} className="rounded-xl border p-4" />
      <p className="rounded-lg bg-muted/60 px-3 py-2.5 text-center text-xs text-muted-foreground">
        You can close this window: the render keeps going, and the video appears in Your Videos when it is done.
      </p>
    </div>
  );
}
