import { OFFSCREEN, type PresenterPlan } from '../plan.ts';
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
  if (p.clipPath) {
    // The clip has a frame for every video frame: this chunk takes its own from startFrame on.
    const clip = chain(
      [],
      [
        filter('movie', { filename: p.clipPath }),
        filter('trim', { start_frame: startFrame }),
        filter('scale', { w: p.width, h: -2 }),
        filter('format', { pix_fmts: 'yuva420p' }),
        filter('settb', { expr: `1/${fps}` }),
        filter('setpts', { expr: `N+${startFrame}` }),
      ],
      ['pres'],
    );
    return [clip, chain([input, 'pres'], [filter('overlay@pres', { x: p.x, y: p.y, eof_action: 'pass' })], [output])];
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
