/** A straight pan across the oversized background, in pixels of the oversized frame. */
export interface Pan {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /**
   * Frames the move takes, easing out, before the picture holds still (absent: the whole shot).
   * x264 codes a held frame almost for free, while a whole-frame drift makes every frame cost
   * a full picture: on the bench's designed minute, drifting backgrounds took ~4.5 s of CPU.
   */
  settle?: number;
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
  if (pan.settle !== undefined) {
    // Ease-out (2m - m^2 of the way at m = min(n,S)/S), written without pow for the parser.
    const s = Math.max(1, Math.min(n, pan.settle));
    const eased = (a: number, b: number) => (a === b ? String(a) : `${a}+${b - a}*min(n,${s})*(${2 * s}-min(n,${s}))/${s * s}`);
    return { x: eased(pan.x0, pan.x1), y: eased(pan.y0, pan.y1) };
  }
  const axis = (a: number, b: number) => (a === b ? String(a) : `${a}+${b - a}*min(n,${n})/${n}`);
  return { x: axis(pan.x0, pan.x1), y: axis(pan.y0, pan.y1) };
}

/** Frames a designed shot's background moves for as its shot (and its type) arrives. */
export const SETTLE_FRAMES = 15;

/**
 * A short settling move towards the centre of the oversized frame as a designed shot arrives,
 * then a hold: the background moves when content does and stays quiet under the words (and
 * costs the encoder nothing while it holds). At most `share` of half the margin either way,
 * so the layout (emoji, badge) stays near where the text around it was placed.
 */
export function driftFor(index: number, marginX: number, marginY: number, share = 0.45): Pan {
  const path = PATHS[index % PATHS.length] ?? [0, 0, 1, 1];
  const at = (f: number, m: number) => Math.round(m / 2 + (f - 0.5) * m * share);
  return { x0: at(path[0], marginX), y0: at(path[1], marginY), x1: at(path[2], marginX), y1: at(path[3], marginY), settle: SETTLE_FRAMES };
}
