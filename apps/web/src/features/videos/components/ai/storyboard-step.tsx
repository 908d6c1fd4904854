import {
  STORYBOARD_MAX_SCENES,
  STORYBOARD_SCENE_TEXT_MAX,
  rankMediaForScene,
  sceneSeconds,
  type LibraryItem,
  type VisualSource,
} from '@reelforge/contracts';
import { ArrowLeft, Clapperboard, Loader2, Plus, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useLibraryVisuals, useStockSearches, type SearchFrame } from '../../api/storyboard';
import { formatDuration } from '../../lib/format';
import { kindProblem } from '../../lib/scene-kinds';
import { autoQueryOf, sceneKey, type BoardScene } from '../../lib/storyboard';
import { SceneCard } from './scene-card';

/** Matches fetched per automatic scene, so neighbours can preview different pictures. */
const PREVIEW_CHOICES = 4;

interface Props {
  scenes: BoardScene[];
  onChange: (scenes: BoardScene[]) => void;
  /** The video's shape, so stock results fit it. */
  frame: SearchFrame;
  /** Where automatic scenes get their pictures (the style's choice). */
  visualSource: VisualSource;
  onBack: () => void;
  onRender: () => void;
  rendering: boolean;
  /** Shown above the actions, e.g. the plan limit. */
  alert?: ReactNode;
  /** The studio's words for the buttons (the AI flow goes back to its script and renders a new video). */
  backLabel?: string;
  renderLabel?: string;
  /** The studio keeps the board without rendering. */
  onSave?: () => void;
  saving?: boolean;
  /** The studio plays each saved scene in its card. */
  scenePreview?: (index: number) => ReactNode;
}

/**
 * The storyboard: every scene's words, how long it runs and what it shows, each editable, in an
 * order the creator sets, before anything is rendered.
 */
export function StoryboardStep({
  scenes,
  onChange,
  frame,
  visualSource,
  onBack,
  onRender,
  rendering,
  alert,
  backLabel,
  renderLabel = 'Render video',
  onSave,
  saving = false,
  scenePreview,
}: Props) {
  const busy = rendering || saving;
  // Auto and My media look in the creator's uploads first, as the render does (rankMediaForScene).
  const matchesOwn = visualSource === 'auto' || visualSource === 'library';
  const hasLibrary = scenes.some((s) => s.visual.kind === 'library');
  const library = useLibraryVisuals(hasLibrary || matchesOwn);
  const items = new Map<string, LibraryItem>((library.data ?? []).map((i) => [i.id, i]));
  const total = scenes.reduce((n, s) => n + (s.text.trim() ? sceneSeconds(s.text) : 0), 0);
  const empty = scenes.some((s) => !s.text.trim());
  const full = scenes.length >= STORYBOARD_MAX_SCENES;
  // A design the video cannot draw yet (a stat without its value, a list of one) waits for its data.
  const unfinished = scenes.map((s, i) => (kindProblem(s) ? i + 1 : 0)).filter(Boolean);
  const unready = empty || unfinished.length > 0 || scenes.length === 0;
  const ownShown = new Set<string>();
  const autoItems = scenes.map((s) => {
    if (!matchesOwn || s.visual.kind !== 'auto' || !s.text.trim()) return undefined;
    const ranked = rankMediaForScene(library.data ?? [], s, visualSource === 'library');
    const hit = ranked.find((i) => !ownShown.has(i.id)) ?? ranked[0];
    if (hit) ownShown.add(hit.id);
    return hit;
  });
  // Other automatic scenes preview what the render starts from: the first match for their own
  // query that an earlier scene does not already show (the resolver prefers unused pictures too).
  const searchesStock = visualSource === 'auto' || visualSource === 'stock';
  // Stock waits for the library: a scene the creator's upload serves costs no provider call.
  const ownKnown = !matchesOwn || library.isFetched;
  const searched = scenes.map((s, i) =>
    ownKnown && searchesStock && s.visual.kind === 'auto' && s.text.trim() && !autoItems[i] ? autoQueryOf(s) : null,
  );
  const results = useStockSearches(searched, frame, PREVIEW_CHOICES);
  const shown = new Set<string>();
  const autos = results.map((r, i) => {
    if (autoItems[i]) return null;
    const hits = r.data?.results ?? [];
    const hit = hits.find((h) => !shown.has(h.id)) ?? hits[0] ?? null;
    if (hit) shown.add(hit.id);
    return hit;
  });

  const update = (i: number, scene: BoardScene) => onChange(scenes.map((s, k) => (k === i ? scene : s)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...scenes];
    const [moved] = next.splice(i, 1);
    next.splice(i + by, 0, moved!);
    onChange(next);
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground tabular-nums" data-testid="storyboard-summary">
        {scenes.length} {scenes.length === 1 ? 'scene' : 'scenes'} · about {formatDuration(total)} spoken
      </p>
      <ol className="grid gap-3" aria-label="Storyboard">
        {scenes.map((scene, i) => (
          <SceneCard
            key={scene.key}
            index={i}
            count={scenes.length}
            scene={scene}
            item={scene.visual.kind === 'library' ? items.get(scene.visual.itemId) : autoItems[i]}
            auto={autos[i] ?? null}
            frame={frame}
            visualSource={visualSource}
            onChange={(s) => update(i, s)}
            onMove={(by) => move(i, by)}
            onDelete={() => onChange(scenes.filter((_, k) => k !== i))}
            disabled={busy}
            preview={scenePreview?.(i)}
          />
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={full || busy}
        onClick={() => onChange([...scenes, { key: sceneKey(), text: '', visual: { kind: 'auto' } }])}
      >
        <Plus /> Add scene
      </Button>
      {full && <p className="text-xs text-muted-foreground">A storyboard holds up to {STORYBOARD_MAX_SCENES} scenes.</p>}
      {empty && (
        <p className="text-sm text-amber-800" role="status">
          Every scene needs words to say (up to {STORYBOARD_SCENE_TEXT_MAX} characters) before rendering.
        </p>
      )}
      {unfinished.length > 0 && (
        <p className="text-sm text-amber-800" role="status">
          Finish the design of scene {unfinished.join(', ')} (or set it to Narration) before saving or rendering.
        </p>
      )}
      {alert}
      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:items-center">
        <Button type="button" variant="ghost" onClick={onBack} disabled={busy}>
          {backLabel ?? (
            <>
              <ArrowLeft /> Back to script
            </>
          )}
        </Button>
        {onSave && (
          <Button type="button" variant="outline" className="sm:ml-auto" onClick={onSave} disabled={busy || unready}>
            {saving ? <Loader2 className="animate-spin" /> : <Save />}
            {saving ? 'Saving...' : 'Save storyboard'}
          </Button>
        )}
        <Button
          type="button"
          variant="gradient"
          className={onSave ? undefined : 'sm:ml-auto'}
          onClick={onRender}
          disabled={busy || unready}
        >
          {rendering ? <Loader2 className="animate-spin" /> : <Clapperboard />}
          {rendering ? 'Starting render...' : renderLabel}
        </Button>
      </div>
    </div>
  );
}
