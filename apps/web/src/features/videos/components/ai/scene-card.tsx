import { STORYBOARD_SCENE_TEXT_MAX, sceneSeconds, type LibraryItem, type SceneVisual, type StockPick, type VisualSource } from '@reelforge/contracts';
import { ArrowDown, ArrowUp, Repeat, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { SearchFrame } from '../../api/storyboard';
import { KIND_LABELS } from '../../lib/scene-kinds';
import { autoQueryOf, type BoardScene } from '../../lib/storyboard';
import { SceneDesign } from './scene-design';
import { SceneThumb, visualCaption } from './scene-thumb';
import { SceneVisualPicker } from './scene-visual-picker';

/** What an automatic scene shows when stock has nothing for it. */
const AUTO_LABELS: Record<VisualSource, string> = {
  auto: 'Automatic',
  stock: 'Motion graphics',
  library: 'My media',
  ai: 'AI image',
  motion: 'Motion graphics',
};

interface Props {
  index: number;
  count: number;
  scene: BoardScene;
  /** The chosen library item, or the upload an automatic scene will get. */
  item?: LibraryItem;
  /** An automatic scene's preview: the stock match the render starts from (null: none). */
  auto: StockPick | null;
  frame: SearchFrame;
  visualSource: VisualSource;
  onChange: (scene: BoardScene) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  disabled: boolean;
  /** The studio's in-place preview of the saved scene. */
  preview?: ReactNode;
}

export function SceneCard({ index, count, scene, item, auto, frame, visualSource, onChange, onMove, onDelete, disabled, preview }: Props) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const n = index + 1;
  const caption = visualCaption(scene.visual, { auto, item, autoLabel: AUTO_LABELS[visualSource] });
  const pick = (visual: SceneVisual) => {
    onChange({ ...scene, visual });
    setPicking(false);
  };

  return (
    <li className="grid gap-3 rounded-xl border bg-card p-3 shadow-xs" data-testid="storyboard-scene" aria-label={`Scene ${n}`}>
      {/* Phones: picture and details side by side, the words full width below; wider: words beside the picture. */}
      <div className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 gap-y-2 sm:grid-cols-[5rem_minmax(0,1fr)]">
        <div className="row-span-2 self-start sm:row-span-3">
          <SceneThumb visual={scene.visual} auto={auto} item={item} />
        </div>
        <div className="grid content-start gap-1">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-xs">
            <span className="font-semibold text-foreground">Scene {n}</span>
            <span className="text-muted-foreground tabular-nums">~{scene.text.trim() ? sceneSeconds(scene.text) : 0} s</span>
            <span className="rounded-full bg-violet-50 px-2 py-0.5 font-medium text-violet-800" data-testid="scene-source">
              {caption.source}
            </span>
            <span className="rounded-full bg-sky-50 px-2 py-0.5 font-medium text-sky-800" data-testid="scene-kind">
              {KIND_LABELS[scene.kind ?? 'narration']}
            </span>
          </div>
          <p className="truncate text-[11px] text-muted-foreground" title={caption.credit} data-testid="scene-credit">
            {caption.credit}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1 sm:order-last sm:col-start-2">
          <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => setPicking((v) => !v)} aria-expanded={picking}>
            <Repeat /> {picking ? 'Close' : 'Change visual'}
          </Button>
          <div className="ml-auto flex">
            <Button type="button" variant="ghost" size="icon" disabled={disabled || index === 0} onClick={() => onMove(-1)} aria-label={`Move scene ${n} up`}>
              <ArrowUp />
            </Button>
            <Button type="button" variant="ghost" size="icon" disabled={disabled || index === count - 1} onClick={() => onMove(1)} aria-label={`Move scene ${n} down`}>
              <ArrowDown />
            </Button>
            <Button type="button" variant="ghost" size="icon" disabled={disabled || count === 1} onClick={onDelete} aria-label={`Delete scene ${n}`}>
              <Trash2 />
            </Button>
          </div>
        </div>
        <div className="col-span-2 sm:col-span-1 sm:col-start-2">
          <label htmlFor={`${id}-text`} className="sr-only">
            Scene {n} text
          </label>
          <Textarea
            id={`${id}-text`}
            rows={3}
            value={scene.text}
            maxLength={STORYBOARD_SCENE_TEXT_MAX}
            disabled={disabled}
            className="min-h-16 text-sm leading-relaxed"
            onChange={(e) => onChange({ ...scene, text: e.target.value })}
          />
        </div>
        <div className="col-span-2 sm:col-span-1 sm:col-start-2">
          <SceneDesign scene={scene} onChange={onChange} disabled={disabled} />
        </div>
        {preview && <div className="col-span-2 sm:order-last sm:col-span-1 sm:col-start-2">{preview}</div>}
      </div>
      {picking && <SceneVisualPicker initialQuery={autoQueryOf(scene)} frame={frame} onPick={pick} />}
    </li>
  );
}
