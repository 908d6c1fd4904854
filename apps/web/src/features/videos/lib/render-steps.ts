import type { RenderStep } from '@reelforge/contracts';

/** One scene's row: its narration, the fade into it (none for the first), and its video segment. */
export interface SceneSteps {
  index: number;
  narration?: RenderStep;
  transition?: RenderStep;
  segment?: RenderStep;
}

/** The parts of a scene, in the order a creator reads them. */
export const SCENE_PARTS = [
  { kind: 'narration', label: 'Narration' },
  { kind: 'transition', label: 'Fade in' },
  { kind: 'segment', label: 'Video' },
] as const;

/** The steps by scene, in scene order, and the join (null until it settles). */
export function groupSteps(steps: RenderStep[]) {
  const scenes = new Map<number, SceneSteps>();
  let join: RenderStep | null = null;
  for (const step of steps) {
    if (step.kind === 'join' || step.sceneIndex === null) {
      join = step;
      continue;
    }
    const row = scenes.get(step.sceneIndex) ?? { index: step.sceneIndex };
    row[step.kind] = step;
    scenes.set(step.sceneIndex, row);
  }
  const rows = [...scenes.values()].sort((a, b) => a.index - b.index);
  const settled = steps.filter((s) => s.kind !== 'join');
  return {
    rows,
    join,
    cached: settled.filter((s) => s.cached).length,
    made: settled.filter((s) => !s.cached).length,
  };
}

/** Seconds a person reads: tenths under ten, whole above. */
export const formatSeconds = (s: number) => (s < 10 ? `${s.toFixed(1)} s` : `${Math.round(s)} s`);
