import { OFFSCREEN, type PresenterPlan, type PresenterSegment } from '../plan.ts';
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
    // Each span's frames arrive on their own pipe (fd 3, 4, ...) from this chunk's first frame in
    // the span on; before and after it the overlay passes the picture through untouched.
    const spans = chunkSegments(p, startFrame, endFrame);
    if (!spans.length) return [chain([input], [filter('null')], [output])];
    return spans.flatMap(({ segment: s, from }, i) => {
      const label = `pres${i}`;
      const into = i === 0 ? input : `withpres${i - 1}`;
      const out = i === spans.length - 1 ? output : `withpres${i}`;
      return [
        chain(
          [],
          [
            filter('movie', {
              filename: `pipe:${3 + i}`,
              f: 'rawvideo',
              format_opts: `video_size=${s.size}x${s.size}:pixel_format=yuva420p:framerate=${fps}`,
            }),
            filter('settb', { expr: `1/${fps}` }),
            filter('setpts', { expr: `N+${from}` }),
          ],
          [label],
        ),
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
