import {
  SCENE_KIND_FIELD,
  STORYBOARD_MAX_SCENES,
  scriptText,
  type SceneKindData,
  type SceneVisual,
  type ScriptResponse,
  type Storyboard,
  type StoryboardScene,
} from '@reelforge/contracts';

/** A scene as the storyboard edits it: a stable key for React and for moving it around. */
export type BoardScene = StoryboardScene & { key: string };

let next = 0;
export const sceneKey = () => `scene-${++next}`;

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A script to board: the writer's, with its scenes, or the creator's own (none). */
export type ScriptSource = Pick<ScriptResponse, 'script'> & { scenes: ScriptResponse['scenes'] | undefined };

/**
 * The script's scenes as a storyboard: the writer's scenes when the script still says exactly
 * them, else its paragraphs (a paragraph still equal to one of the writer's scenes keeps its
 * visual hints). Null when the script has more scenes than a storyboard holds.
 */
export function storyboardFromScript(script: ScriptSource): BoardScene[] | null {
  const writer = script.scenes ?? [];
  const byText = new Map(writer.map((s) => [oneLine(s.text), s]));
  const same = writer.length > 0 && oneLine(scriptText(writer)) === oneLine(script.script);
  const texts = same ? writer.map((s) => s.text) : script.script.split(/\n\s*\n/).map(oneLine).filter(Boolean);
  if (!texts.length || texts.length > STORYBOARD_MAX_SCENES) return null;
  return texts.map((text) => {
    const hints = byText.get(oneLine(text));
    return {
      key: sceneKey(),
      text: oneLine(text),
      visualQuery: hints?.visualQuery,
      keywords: hints?.keywords,
      emoji: hints?.emoji,
      ...(hints ? kindOf(hints) : {}),
      visual: { kind: 'auto' },
    };
  });
}

/** A saved storyboard, ready to edit: each scene gets its key. */
export const boardOf = (storyboard: Storyboard): BoardScene[] =>
  storyboard.scenes.map((scene) => ({ ...scene, key: sceneKey() }));

/** A scene's design and the data of that design only (a narration scene: nothing). */
export function kindOf(scene: SceneKindData): SceneKindData {
  const field = scene.kind ? SCENE_KIND_FIELD[scene.kind] : null;
  if (!scene.kind || !field) return {};
  return { kind: scene.kind, ...(scene[field] !== undefined ? { [field]: scene[field] } : {}) };
}

/** What the server takes: the scenes without their keys, each with only its own design's data, tidied. */
export const toStoryboard = (scenes: BoardScene[]): Storyboard => ({
  scenes: scenes.map(({ key: _key, kind: _kind, stat: _stat, items: _items, comparison: _c, quote: _q, timeline: _t, ...scene }) => ({
    ...scene,
    ...tidyKind(kindOf({ kind: _kind, stat: _stat, items: _items, comparison: _c, quote: _q, timeline: _t })),
  })),
});

const lines = (list: readonly string[]) => list.map((l) => l.trim()).filter(Boolean);

/** The data as the creator typed it, without blank lines or rows and surrounding spaces. */
export function tidyKind(data: SceneKindData): SceneKindData {
  const out: SceneKindData = { ...data };
  if (out.stat) out.stat = { value: out.stat.value.trim(), label: out.stat.label.trim() };
  if (out.items) out.items = lines(out.items);
  if (out.comparison) {
    const side = (s: { title: string; points: string[] }) => ({ title: s.title.trim(), points: lines(s.points) });
    out.comparison = { left: side(out.comparison.left), right: side(out.comparison.right) };
  }
  if (out.quote) out.quote = { text: out.quote.text.trim(), by: out.quote.by.trim() };
  if (out.timeline) out.timeline = out.timeline.map((e) => ({ when: e.when.trim(), what: e.what.trim() })).filter((e) => e.when || e.what);
  return out;
}

/** What the automatic pick searches for: the writer's query, else the keywords, else the first words. */
export const autoQueryOf = (scene: Pick<StoryboardScene, 'text' | 'visualQuery' | 'keywords'>) =>
  (scene.visualQuery?.trim() || scene.keywords?.join(' ').trim() || scene.text.split(/\s+/).slice(0, 6).join(' ')).slice(0, 100);

export const isChosen = (visual: SceneVisual) => visual.kind !== 'auto';
