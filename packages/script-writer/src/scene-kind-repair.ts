// A scene's design as a writer returned it, made safe: a kind is kept only with valid data for it.
// A model's slip (a stat without a label, one list item, a kind it made up) costs the scene its
// design, never the script: it becomes a narration scene, which is what it would have been anyway.
import {
  COMPARISON_POINTS_MAX,
  SCENE_ITEMS_MAX,
  SCENE_KIND_FIELD,
  SCENE_KIND_SCHEMAS,
  SCENE_KINDS,
  type SceneKind,
  type SceneKindData,
} from '@reelforge/contracts';

type KindField = Exclude<(typeof SCENE_KIND_FIELD)[SceneKind], null>;
export const KIND_DATA_FIELDS = ['stat', 'items', 'comparison', 'quote', 'timeline'] as const satisfies readonly KindField[];

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const texts = (v: unknown): unknown =>
  Array.isArray(v) ? v.filter((x) => !(typeof x === 'string' && !x.trim())) : v;

/** Harmless excess trimmed before the check: a seventh item, a fifth point, blank entries. */
function tidy(field: KindField, value: unknown): unknown {
  if (field === 'items') {
    const list = texts(value);
    return Array.isArray(list) ? list.slice(0, SCENE_ITEMS_MAX) : list;
  }
  if (field === 'timeline') return Array.isArray(value) ? value.slice(0, SCENE_ITEMS_MAX) : value;
  if (field === 'comparison' && isRecord(value)) {
    const side = (s: unknown) => {
      if (!isRecord(s)) return s;
      const points = texts(s.points);
      return { ...s, points: Array.isArray(points) ? points.slice(0, COMPARISON_POINTS_MAX) : points };
    };
    return { left: side(value.left), right: side(value.right) };
  }
  return value;
}

export type WithoutKind<T> = Omit<T, 'kind' | KindField>;

/**
 * The scene with its kind and that kind's data when both are valid, else without any of them
 * (a narration scene). Data of other kinds is dropped either way, and `narration` is left implicit.
 */
export function repairSceneKind<T extends object>(scene: T): WithoutKind<T> & SceneKindData {
  const record = scene as Record<string, unknown>;
  const rest = Object.fromEntries(
    Object.entries(record).filter(([key]) => key !== 'kind' && !(KIND_DATA_FIELDS as readonly string[]).includes(key)),
  ) as WithoutKind<T>;
  const kind = record.kind;
  if (typeof kind !== 'string' || !(SCENE_KINDS as readonly string[]).includes(kind)) return rest;
  const field = SCENE_KIND_FIELD[kind as SceneKind];
  const schema = SCENE_KIND_SCHEMAS[kind as SceneKind];
  if (!field || !schema) return rest;
  const parsed = schema.safeParse(tidy(field, record[field]));
  return parsed.success ? { ...rest, kind: kind as SceneKind, [field]: parsed.data } : rest;
}

/** Only the scene's kind and its data (valid, or nothing): what a storyboard or a render passes on. */
export function sceneKindOf(scene: object): SceneKindData {
  const { kind, stat, items, comparison, quote, timeline } = scene as SceneKindData;
  return repairSceneKind({ kind, stat, items, comparison, quote, timeline });
}
