// The creator's notes as a designed scene: their points shown together, as a list or, when they
// are numbered or each one tells the viewer what to do, as steps (issue 25).
import { SCENE_ITEM_MAX, SCENE_ITEMS_MAX, SCENE_ITEMS_MIN, type SceneKindData } from '@reelforge/contracts';
import { withSceneKinds } from './scene-kind-detect.ts';

const NUMBERED = /^\s*\d{1,2}[.)]\s+\S/;
/** Verbs a note starts with when it tells the viewer what to do ("Add", "Mezcla"). */
const IMPERATIVE = new Set(
  ('add mix cut pour open go wake drink eat write take set put turn check click choose start stop make use keep plan read walk ' +
    'move save pay buy call ask try remove place wash heat bake stir let wait press select install run create sign enter upload ' +
    'download connect fill fold plant water book pack leave get find pick prepare boil chop serve cook clean brush stretch breathe ' +
    'sleep avoid drop cancel review track log list compare test measure ' +
    'añade mezcla corta vierte abre ve despierta bebe come escribe toma pon haz usa guarda lee camina elige empieza prepara lava').split(/\s+/),
);

const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);
const item = (point: string) => {
  const short = words(point.replace(/[.!;,]+$/, '')).reduce((out, w) => ((out ? `${out} ${w}` : w).length > SCENE_ITEM_MAX ? out : out ? `${out} ${w}` : w), '');
  return short.charAt(0).toUpperCase() + short.slice(1);
};

/** Steps when the notes were numbered lines or every point starts with a verb telling what to do. */
export function notesAreSteps(raw: string | undefined, points: readonly string[]): boolean {
  const numbered = (raw ?? '').split(/\r?\n/).filter((l) => NUMBERED.test(l)).length;
  if (numbered >= SCENE_ITEMS_MIN) return true;
  return points.length >= SCENE_ITEMS_MIN && points.every((p) => IMPERATIVE.has(words(p)[0]?.toLowerCase() ?? ''));
}

/** The notes' points as a list or steps, or null when there are too few or too many to show at once. */
export function notesKind(raw: string | undefined, points: readonly string[]): SceneKindData | null {
  if (points.length < SCENE_ITEMS_MIN || points.length > SCENE_ITEMS_MAX) return null;
  const items = points.map(item);
  if (items.some((i) => !i) || new Set(items).size < items.length) return null;
  return { kind: notesAreSteps(raw, points) ? 'steps' : 'list', items };
}

/**
 * A notes script's designs: the points together on the recap (or, without one, on the intro that
 * announces them), and what the points' own sentences hold. Hook and call to action stay plain.
 */
export function withNotesKinds<T extends { text: string } & SceneKindData>(
  scenes: readonly T[],
  notes: { raw: string | undefined; points: readonly string[]; recap: boolean },
): T[] {
  const kind = notesKind(notes.raw, notes.points);
  const at = notes.recap ? scenes.length - 1 : 0;
  const marked = kind && scenes.length > 1 ? scenes.map((s, i) => (i === at ? { ...s, ...kind } : s)) : [...scenes];
  return withSceneKinds(marked, (i) => i === 0 || i === scenes.length - 1);
}
