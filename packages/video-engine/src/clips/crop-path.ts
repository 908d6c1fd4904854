/** Where the crop window's top-left corner is at `tMs` (clip clock); between points it moves in a straight line. */
export interface CropPoint {
  tMs: number;
  x: number;
  y: number;
}

/** A window of the source, `width` x `height`, moving along `points`. */
export interface ClipCrop {
  width: number;
  height: number;
  points: CropPoint[];
}

/**
 * An ffmpeg expression of `t` (seconds) for one coordinate of the window: straight lines between
 * points, the first and last held. Unescaped: pass it through filter(), which escapes for the graph.
 */
export function cropExpression(points: CropPoint[], key: 'x' | 'y'): string {
  if (!points.length) throw new Error('a crop path needs at least one point');
  const sec = (ms: number) => (ms / 1000).toFixed(3);
  let expr = String(Math.round(points[points.length - 1]![key]));
  for (let i = points.length - 1; i >= 1; i--) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const av = Math.round(a[key]);
    const bv = Math.round(b[key]);
    const here = av === bv ? String(av) : `${av}+(${bv - av})*(t-${sec(a.tMs)})/${sec(Math.max(1, b.tMs - a.tMs))}`;
    expr = `if(lt(t,${sec(b.tMs)}),${here},${expr})`;
  }
  return `if(lt(t,${sec(points[0]!.tMs)}),${Math.round(points[0]![key])},${expr})`;
}
