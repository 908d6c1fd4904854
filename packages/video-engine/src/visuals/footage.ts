import type { SceneSpec, VisualSpec } from '../spec.ts';
import type { Shot } from './shots.ts';

/** What a shot shows when its scene has visuals: a stretch of a clip, or a still. */
export type ShotVisual = { kind: 'video'; path: string; startSec: number } | { kind: 'image'; path: string };

export interface FootagePlan {
  /** Per shot (same order as the shots); undefined = designed motion graphics. */
  visuals: (ShotVisual | undefined)[];
  /** Credits of the visuals that some shot actually shows, each once, in order of appearance. */
  credits: string[];
}

/**
 * Gives every shot of a scene with visuals the next visual in turn. A clip shown by a second shot
 * continues where its previous shot stopped, so a scene with one clip still cuts to new pictures.
 */
export function assignVisuals(scenes: SceneSpec[], shots: Shot[], fps: number): FootagePlan {
  const used = new Map<VisualSpec, number>();
  const perScene = new Map<number, number>();
  const credits: string[] = [];
  const visuals = shots.map((shot): ShotVisual | undefined => {
    const list = scenes[shot.sceneIndex]?.visuals ?? [];
    // The title card stays designed: it has to be readable.
    if (!list.length || shot.layout === 'title') return undefined;
    const k = perScene.get(shot.sceneIndex) ?? 0;
    perScene.set(shot.sceneIndex, k + 1);
    const v = list[k % list.length];
    if (!v) return undefined;
    if (v.credit && !credits.includes(v.credit)) credits.push(v.credit);
    if (v.kind === 'image') return { kind: 'image', path: v.path };
    const seen = used.get(v) ?? 0;
    used.set(v, seen + (shot.endFrame - shot.startFrame) / fps);
    return { kind: 'video', path: v.path, startSec: v.startSec + seen };
  });
  return { visuals, credits };
}
