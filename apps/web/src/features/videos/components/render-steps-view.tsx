import type { RenderStep, Video } from '@reelforge/contracts';
import { Check, Loader2, Recycle } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/utils';
import { useRenderSteps } from '../api/render-steps';
import { formatSeconds, groupSteps, SCENE_PARTS, type SceneSteps } from '../lib/render-steps';

/** Each part keeps its column on wider screens, so a first scene without a fade still lines up. */
const COLUMN: Record<RenderStep['kind'], string> = {
  narration: 'sm:col-start-1',
  transition: 'sm:col-start-2',
  segment: 'sm:col-start-3',
  join: '',
};

/** A render that has not started yet still shows the previous render's steps on the server. */
const NOT_STARTED = new Set(['queued', 'starting', 'retrying']);

/** One part of a scene: reused from the render cache, or made in this render, with its seconds. */
function Part({ label, step }: { label: string; step: RenderStep }) {
  const worker = `${step.worker.host}, process ${step.worker.pid}`;
  return (
    <li
      className={cn(
        'flex min-w-0 items-center gap-1.5 rounded-md px-2 py-1 text-xs sm:row-start-1',
        COLUMN[step.kind],
        step.cached ? 'bg-sky-50 text-sky-900 ring-1 ring-sky-200 ring-inset' : 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200 ring-inset',
      )}
      title={`Worker: ${worker}`}
      data-testid="render-part"
      data-kind={step.kind}
      data-cached={step.cached}
    >
      {step.cached ? <Recycle className="size-3.5 shrink-0" aria-hidden /> : <Check className="size-3.5 shrink-0" aria-hidden />}
      <span className="font-medium">{label}</span>
      <span>{step.cached ? 'cached' : 'made'}</span>
      <span className="ml-auto pl-1 tabular-nums opacity-80">{formatSeconds(step.seconds)}</span>
    </li>
  );
}

/** A scene is done when its video segment is; reused when its words and picture were (the fade follows its neighbour). */
function sceneState(row: SceneSteps, generating: boolean) {
  if (!row.segment) return generating ? { label: 'Rendering', tone: 'bg-violet-100 text-violet-900' } : { label: 'Not finished', tone: 'bg-red-100 text-red-900' };
  return row.narration?.cached && row.segment.cached
    ? { label: 'Reused', tone: 'bg-sky-100 text-sky-900' }
    : { label: 'Rendered', tone: 'bg-emerald-100 text-emerald-900' };
}

function SceneRow({ row, generating }: { row: SceneSteps; generating: boolean }) {
  const n = row.index + 1;
  const parts = SCENE_PARTS.flatMap(({ kind, label }) => (row[kind] ? [{ label, step: row[kind] }] : []));
  const state = sceneState(row, generating);
  return (
    <li className="grid gap-1.5 sm:grid-cols-[5.5rem_minmax(0,1fr)] sm:items-center" data-testid="render-scene" aria-label={`Scene ${n}`}>
      <p className="flex items-center gap-2 text-sm font-medium sm:flex-col sm:items-start sm:gap-0.5">
        Scene {n}
        <span className={cn('rounded-full px-1.5 text-[11px] font-medium', state.tone)} data-testid="render-scene-state">
          {state.label}
        </span>
      </p>
      <ul className="grid gap-1.5 sm:grid-cols-3">
        {parts.map((p) => (
          <Part key={p.step.kind} label={p.label} step={p.step} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The render's steps (issue 26): each scene's narration and video segment as they settle, marked
 * cached (reused from an earlier render) or made, then the join. Shown only for cached renders:
 * without the render cache the server records no steps.
 */
export function RenderStepsView({ video, className = 'border-t px-5 py-4' }: { video: Video; className?: string }) {
  const headingId = useId();
  const generating = video.status === 'generating';
  const { data } = useRenderSteps(video.id, generating);
  const steps = data?.steps ?? [];
  if (!steps.length || (generating && NOT_STARTED.has(video.stage ?? 'queued'))) return null;
  const { rows, join, cached, made } = groupSteps(steps);
  const working = generating && !join;

  return (
    <section className={cn('grid gap-3', className)} aria-labelledby={headingId} data-testid="render-steps">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-sm font-semibold">
          {generating ? 'Rendering scene by scene' : 'Last render, scene by scene'}
        </h3>
        <p className="text-xs text-muted-foreground tabular-nums" data-testid="render-steps-summary">
          {rows.length} {rows.length === 1 ? 'scene' : 'scenes'} · {cached} reused · {made} made
        </p>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <Recycle className="size-3.5 text-sky-700" aria-hidden /> cached: reused from an earlier render
        </span>
        <span className="flex items-center gap-1">
          <Check className="size-3.5 text-emerald-700" aria-hidden /> made: rendered now
        </span>
      </p>
      <ol className="grid gap-2.5" aria-label="Scenes rendered">
        {rows.map((row) => (
          <SceneRow key={row.index} row={row} generating={generating} />
        ))}
      </ol>
      <div className="flex items-center gap-2 text-sm" data-testid="render-join" aria-live="polite">
        {join ? (
          <>
            <Check className="size-4 text-emerald-700" aria-hidden />
            <span className="font-medium">Joined</span>
            <span className="text-xs text-muted-foreground tabular-nums">
              scenes, sound and thumbnail · {formatSeconds(join.seconds)}
            </span>
          </>
        ) : working ? (
          <>
            <Loader2 className="size-4 animate-spin text-violet-700" aria-hidden />
            <span className="text-muted-foreground">Rendering the remaining parts, then joining the scenes...</span>
          </>
        ) : (
          <span className="text-muted-foreground">Not joined: the render stopped before the end.</span>
        )}
      </div>
    </section>
  );
}
