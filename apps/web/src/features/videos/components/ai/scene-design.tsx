import {
  QUOTE_BY_MAX,
  QUOTE_TEXT_MAX,
  SCENE_ITEMS_MAX,
  SCENE_KINDS,
  STAT_LABEL_MAX,
  STAT_VALUE_MAX,
  type SceneKind,
  type SceneKindData,
} from '@reelforge/contracts';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { KIND_LABELS, kindProblem, withKind } from '../../lib/scene-kinds';
import type { BoardScene } from '../../lib/storyboard';

const OPTIONS = SCENE_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }));
/** Lines as typed, blank ones kept while editing (they are dropped when saved). */
const toLines = (text: string) => text.split('\n');

interface Props {
  scene: BoardScene;
  onChange: (scene: BoardScene) => void;
  disabled: boolean;
}

/**
 * A scene's design (issue 25): narration, or a stat, list, steps, comparison, quote or timeline
 * that the video draws large while the voice says the scene's words.
 */
export function SceneDesign({ scene, onChange, disabled }: Props) {
  const kind: SceneKind = scene.kind ?? 'narration';
  const problem = kindProblem(scene);
  const set = (data: SceneKindData) => onChange({ ...scene, ...data });
  return (
    <div className="grid gap-3 rounded-lg border border-dashed p-2" data-testid="scene-design">
      <SelectField
        label="Design"
        className="sm:max-w-56"
        value={kind}
        options={OPTIONS}
        disabled={disabled}
        onChange={(k) => set(withKind(scene, k))}
      />
      {kind === 'stat' && scene.stat && (
        <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <FormField label="Value">
            <Input value={scene.stat.value} maxLength={STAT_VALUE_MAX} placeholder="73%" disabled={disabled} onChange={(e) => set({ stat: { ...scene.stat!, value: e.target.value } })} />
          </FormField>
          <FormField label="Label">
            <Input value={scene.stat.label} maxLength={STAT_LABEL_MAX} placeholder="of an octopus’s neurons are in its arms" disabled={disabled} onChange={(e) => set({ stat: { ...scene.stat!, label: e.target.value } })} />
          </FormField>
        </div>
      )}
      {(kind === 'list' || kind === 'steps') && (
        <FormField label={kind === 'steps' ? 'Steps, one per line' : 'Items, one per line'}>
          <Textarea rows={4} value={(scene.items ?? []).join('\n')} disabled={disabled} className="text-sm" onChange={(e) => set({ items: toLines(e.target.value) })} />
        </FormField>
      )}
      {kind === 'comparison' && scene.comparison && (
        <div className="grid gap-3 sm:grid-cols-2">
          {(['left', 'right'] as const).map((side) => {
            const value = scene.comparison![side];
            const change = (next: typeof value) => set({ comparison: { ...scene.comparison!, [side]: next } });
            const name = side === 'left' ? 'Left' : 'Right';
            return (
              <fieldset key={side} className="grid content-start gap-2">
                <legend className="sr-only">{name} side</legend>
                <FormField label={`${name} title`}>
                  <Input value={value.title} maxLength={40} disabled={disabled} onChange={(e) => change({ ...value, title: e.target.value })} />
                </FormField>
                <FormField label={`${name} points, one per line`}>
                  <Textarea rows={3} value={value.points.join('\n')} disabled={disabled} className="text-sm" onChange={(e) => change({ ...value, points: toLines(e.target.value) })} />
                </FormField>
              </fieldset>
            );
          })}
        </div>
      )}
      {kind === 'quote' && scene.quote && (
        <div className="grid gap-3">
          <FormField label="Quote">
            <Textarea rows={2} value={scene.quote.text} maxLength={QUOTE_TEXT_MAX} disabled={disabled} className="text-sm" onChange={(e) => set({ quote: { ...scene.quote!, text: e.target.value } })} />
          </FormField>
          <FormField label="Said by">
            <Input value={scene.quote.by} maxLength={QUOTE_BY_MAX} disabled={disabled} onChange={(e) => set({ quote: { ...scene.quote!, by: e.target.value } })} />
          </FormField>
        </div>
      )}
      {kind === 'timeline' && scene.timeline && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Timeline</legend>
          {/* Column heads for the eye; each field is named with its row for screen readers. */}
          <div className="grid grid-cols-[5rem_minmax(0,1fr)_2.25rem] gap-2 text-xs text-muted-foreground sm:grid-cols-[6rem_minmax(0,1fr)_2.25rem]" aria-hidden>
            <span>When</span>
            <span>What happened</span>
          </div>
          {scene.timeline.map((row, i) => {
            const change = (next: typeof row) => set({ timeline: scene.timeline!.map((r, k) => (k === i ? next : r)) });
            return (
              <div key={i} className="grid grid-cols-[5rem_minmax(0,1fr)_2.25rem] items-center gap-2 sm:grid-cols-[6rem_minmax(0,1fr)_2.25rem]">
                <Input aria-label={`When, row ${i + 1}`} placeholder="1871" value={row.when} maxLength={24} disabled={disabled} onChange={(e) => change({ ...row, when: e.target.value })} />
                <Input aria-label={`What, row ${i + 1}`} placeholder="Lighthouse completed" value={row.what} disabled={disabled} onChange={(e) => change({ ...row, what: e.target.value })} />
                <Button type="button" variant="ghost" size="icon" aria-label={`Remove row ${i + 1}`} disabled={disabled} onClick={() => set({ timeline: scene.timeline!.filter((_, k) => k !== i) })}>
                  <X />
                </Button>
              </div>
            );
          })}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={disabled || scene.timeline.length >= SCENE_ITEMS_MAX}
            onClick={() => set({ timeline: [...scene.timeline!, { when: '', what: '' }] })}
          >
            <Plus /> Add row
          </Button>
        </fieldset>
      )}
      {problem && (
        <p className="text-xs font-medium text-destructive" data-testid="scene-design-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
