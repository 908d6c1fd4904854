/** A straight pan across the oversized background, in pixels of the oversized frame. */
export interface Pan {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Background frames are this much larger than the video so there is room to pan. */
export const OVERSCAN = 1.08;

export function oversize(width: number, height: number): { width: number; height: number } {
  const even = (n: number) => 2 * Math.round(n / 2);
  return { width: even(width * OVERSCAN), height: even(height * OVERSCAN) };
}

// Corner-to-corner and edge-to-edge moves; alternating them keeps a cut between two scenes
// from looking like one continuous drift.
const PATHS: readonly (readonly [number, number, number, number])[] = [
  [0, 0, 1, 1],
  [1, 1, 0, 0],
  [1, 0, 0, 1],
  [0, 1, 1, 0],
  [0.5, 0, 0.5, 1],
  [0.5, 1, 0.5, 0],
];

export function panFor(sceneIndex: number, marginX: number, marginY: number): Pan {
  const path = PATHS[sceneIndex % PATHS.length] ?? [0, 0, 1, 1];
  const [ax, ay, bx, by] = path;
  return {
    x0: Math.round(ax * marginX),
    y0: Math.round(ay * marginY),
    x1: Math.round(bx * marginX),
    y1: Math.round(by * marginY),
  };
}

/** crop x/y expressions moving linearly over `frames` frames (n is the segment's frame index). */
export function panExpressions(pan: Pan, frames: number): { x: string; y: string } {
  const n = Math.max(1, frames - 1);
  const axis = (a: number, b: number) => (a === b ? String(a) : `${a}+${b - a}*min(n,${n})/${n}`);
  return { x: axis(pan.x0, pan.x1), y: axis(pan.y0, pan.y1) };
}

/**
 * A gentle drift around the centre of the oversized frame, for designed shots whose layout
 * (emoji, badge) must stay near where the text around it was placed: at most `share` of
 * half the margin either way.
 */
export function driftFor(index: number, marginX: number, marginY: number, share = 0.45): Pan {
  const path = PATHS[index % PATHS.length] ?? [0, 0, 1, 1];
  const at = (f: number, m: number) => Math.round(m / 2 + (f - 0.5) * m * share);
  return { x0: at(path[0], marginX), y0: at(path[1], marginY), x1: at(path[2], marginX), y1: at(path[3], marginY) };
}
