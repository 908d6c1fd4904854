import {
  COMPARISON_POINTS_MAX,
  QUOTE_BY_MAX,
  QUOTE_TEXT_MAX,
  SCENE_ITEM_MAX,
  SCENE_ITEMS_MAX,
  SCENE_ITEMS_MIN,
  STAT_LABEL_MAX,
  STAT_VALUE_MAX,
  SCENE_KIND_FIELD,
  SCENE_KIND_SCHEMAS,
  type SceneKind,
  type SceneKindData,
} from '@reelforge/contracts';
import { kindOf, tidyKind } from './storyboard';

/** A scene's design as the storyboard names it. */
export const KIND_LABELS: Record<SceneKind, string> = {
  narration: 'Narration',
  stat: 'Stat',
  list: 'List',
  steps: 'Steps',
  comparison: 'Comparison',
  quote: 'Quote',
  timeline: 'Timeline',
};

/** What each design asks for, said the way the fields are laid out. */
const KIND_RULES: Record<Exclude<SceneKind, 'narration'>, string> = {
  stat: `A stat needs a value (up to ${STAT_VALUE_MAX} characters, e.g. 73%) and a label (up to ${STAT_LABEL_MAX}).`,
  list: `A list needs ${SCENE_ITEMS_MIN} to ${SCENE_ITEMS_MAX} items, one per line, each up to ${SCENE_ITEM_MAX} characters.`,
  steps: `Steps need ${SCENE_ITEMS_MIN} to ${SCENE_ITEMS_MAX} steps, one per line, each up to ${SCENE_ITEM_MAX} characters.`,
  comparison: `Each side needs a title (up to 40 characters) and 1 to ${COMPARISON_POINTS_MAX} points, one per line, each up to ${SCENE_ITEM_MAX} characters.`,
  quote: `A quote needs its words (up to ${QUOTE_TEXT_MAX} characters) and who said them (up to ${QUOTE_BY_MAX}).`,
  timeline: `A timeline needs ${SCENE_ITEMS_MIN} to ${SCENE_ITEMS_MAX} rows, each with a when (up to 24 characters) and a what (up to ${SCENE_ITEM_MAX}).`,
};

/** Why the scene's design cannot be shown as it is (the contract's own checks), or null. */
export function kindProblem(scene: SceneKindData): string | null {
  const data = tidyKind(kindOf(scene));
  if (!data.kind || data.kind === 'narration') return null;
  const field = SCENE_KIND_FIELD[data.kind];
  return SCENE_KIND_SCHEMAS[data.kind].safeParse(data[field]).success ? null : KIND_RULES[data.kind];
}

/** A design the creator just chose: its data as before, or empty fields to fill. */
export function withKind(scene: SceneKindData, kind: SceneKind): SceneKindData {
  switch (kind) {
    case 'narration':
      return { kind: undefined };
    case 'stat':
      return { kind, stat: scene.stat ?? { value: '', label: '' } };
    case 'list':
    case 'steps':
      return { kind, items: scene.items ?? [] };
    case 'comparison':
      return { kind, comparison: scene.comparison ?? { left: { title: '', points: [] }, right: { title: '', points: [] } } };
    case 'quote':
      return { kind, quote: scene.quote ?? { text: '', by: '' } };
    case 'timeline':
      return { kind, timeline: scene.timeline ?? [{ when: '', what: '' }, { when: '', what: '' }] };
  }
}
