import type { SceneSpec, VisualSpec } from '../spec.ts';
import type { Shot } from './shots.ts';

/** What a shot shows when its scene has visuals: a stretch of a clip, or a still. */
export type ShotVisual = { kind: 'video'; path: string; startSec: number; exact?: boolean } | { kind: 'image'; path: string };

export interface FootagePlan {
  /** Per shot (same order as the shots); undefined = designed motion graphics. */
  visuals: (ShotVisual | undefined)[];
  /** Credits of the visuals that some shot actually shows, each once, in order of appearance. */
  credits: string[];
}

/**
 * Gives every shot of a scene with visuals the next visual in turn. A clip shown by a second shot
 * continues where its previous shot stopped, so a scene with one clip still cuts to new pictures.
 * With the clip's length known (`seconds`, by path), a shot that would run past its end starts
 * the clip over instead (a shot of the clip's last second, looped, would stutter), and the shot
 * starts exactly there; without it, as before, at the clip's keyframe at or before that point.
 */
export function assignVisuals(scenes: SceneSpec[], shots: Shot[], fps: number, seconds?: ReadonlyMap<string, number>): FootagePlan {
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
    const from = used.get(v) ?? v.startSec;
    const sec = (shot.endFrame - shot.startFrame) / fps;
    const length = seconds?.get(v.path);
    if (length === undefined) {
      used.set(v, from + sec);
      return { kind: 'video', path: v.path, startSec: from };
    }
    const start = from + sec <= length ? from : v.startSec + sec <= length ? v.startSec : 0;
    used.set(v, start + sec);
    return { kind: 'video', path: v.path, startSec: start, exact: true };
  });
  return { visuals, credits };
}
