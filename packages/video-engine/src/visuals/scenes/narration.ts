import { kineticEvents } from '../kinetic.ts';
import type { SceneTemplate } from './types.ts';

/** The default design: each shot animates the scene's keywords beside its emoji (kinetic.ts). */
export const narration: SceneTemplate = {
  kind: 'narration',
  perShot: true,
  fits: () => true,
  phrases: () => [],
  draw: (d) => kineticEvents({ ...d.kinetic, shots: d.shots }),
};
