import {
  STORYBOARD_MAX_SCENES,
  scriptText,
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
      visual: { kind: 'auto' },
    };
  });
}

/** A saved storyboard, ready to edit: each scene gets its key. */
export const boardOf = (storyboard: Storyboard): BoardScene[] =>
  storyboard.scenes.map((scene) => ({ ...scene, key: sceneKey() }));

/** What the server takes: the scenes without their keys. */
export const toStoryboard = (scenes: BoardScene[]): Storyboard => ({
  scenes: scenes.map(({ key: _key, ...scene }) => scene),
});

/** What the automatic pick searches for: the writer's query, else the keywords, else the first words. */
export const autoQueryOf = (scene: Pick<StoryboardScene, 'text' | 'visualQuery' | 'keywords'>) =>
  (scene.visualQuery?.trim() || scene.keywords?.join(' ').trim() || scene.text.split(/\s+/).slice(0, 6).join(' ')).slice(0, 100);

export const isChosen = (visual: SceneVisual) => visual.kind !== 'auto';
