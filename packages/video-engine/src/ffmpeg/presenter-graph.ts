import { OFFSCREEN, type ChunkPlan, type PresenterPlan, type PresenterSegment, type RenderPlan } from '../plan.ts';
import { chain, filter } from './escape.ts';

/**
 * Chains overlaying the presenter on [input], ending in [output]. Stills are decoded once and
 * repeated with `loop`; the mouth-open still is parked off-frame and moved over the
 * closed-mouth one by the sendcmd script during words.
 */
export function presenterOverlay(
  p: PresenterPlan,
  fps: number,
  startFrame: number,
  endFrame: number,
  input: string,
  output: string,
): string[] {
  const still = (path: string, label: string) =>
    chain(
      [],
      [
        filter('movie', { filename: path }),
        filter('scale', { w: p.width, h: -2 }),
        filter('format', { pix_fmts: 'yuva420p' }),
        filter('loop', { loop: -1, size: 1, start: 0 }),
        filter('settb', { expr: `1/${fps}` }),
        filter('setpts', { expr: `N+${startFrame}` }),
      ],
      [label],
    );
  if (p.talking) {
    // Each span's frames arrive on their own pipe (fd 3, 4, ...), read as the pass's first inputs
    // (0, 1, ...: see presenterInputArgs) from this chunk's first frame in the span on; before and
    // after it the overlay passes the picture through untouched.
    const spans = chunkSegments(p, startFrame, endFrame);
    if (!spans.length) return [chain([input], [filter('null')], [output])];
    return spans.flatMap(({ segment: s, from }, i) => {
      const label = `pres${i}`;
      const into = i === 0 ? input : `withpres${i - 1}`;
      const out = i === spans.length - 1 ? output : `withpres${i}`;
      return [
        chain([`${i}:v`], [filter('settb', { expr: `1/${fps}` }), filter('setpts', { expr: `N+${from}` })], [label]),
        chain([into, label], [filter(`overlay@${label}`, { x: s.x, y: s.y, eof_action: 'pass', format: 'yuv420' })], [out]),
      ];
    });
  }
  const parts = [still(p.imagePath, 'pres')];
  const last = p.mouthOpenImagePath ? 'withpres' : output;
  parts.push(chain([input, 'pres'], [filter('overlay@pres', { x: p.x, y: p.y, shortest: 1 })], [last]));
  if (p.mouthOpenImagePath) {
    parts.push(still(p.mouthOpenImagePath, 'mouth'));
    parts.push(chain([last, 'mouth'], [filter('overlay@mouth', { x: OFFSCREEN, y: p.y, shortest: 1 })], [output]));
  }
  return parts;
}

/**
 * The inputs a chunk's pass reads the talking presenter's frames from: one raw yuva420p input per
 * span, pipe:3, pipe:4, ..., given before any other input (so span i is input i). Not a `movie`
 * source: ffmpeg 5.1's movie filter reading a pipe under an overlay loses bytes at the start
 * (the first frame at 512 px, a part of one at 180 px, which then shears every frame after it).
 */
export function presenterInputArgs(plan: RenderPlan, chunk: ChunkPlan): string[] {
  const p = plan.presenter;
  if (!p?.talking) return [];
  // The chunk's frames on the clock its graph uses (as buildVideoGraph counts them).
  const clock = chunk.startFrame - (chunk.clockFrame ?? 0);
  return chunkSegments(p, clock, clock + chunk.endFrame - chunk.startFrame).flatMap(({ segment }, i) => [
    '-f', 'rawvideo', '-pixel_format', 'yuva420p', '-video_size', `${segment.size}x${segment.size}`,
    '-framerate', String(plan.fps), '-i', `pipe:${3 + i}`,
  ]);
}

/** The talking presenter's spans that show in frames [startFrame, endFrame), in pipe order. */
export function chunkSegments(
  p: PresenterPlan,
  startFrame: number,
  endFrame: number,
): { segment: PresenterSegment; from: number; to: number }[] {
  return (p.talking ?? [])
    .map((segment) => ({ segment, from: Math.max(segment.fromFrame, startFrame), to: Math.min(segment.toFrame, endFrame) }))
    .filter((s) => s.to > s.from);
}
