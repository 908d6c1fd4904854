import type { Rect } from './layout.ts';
import { OFFSCREEN, type PresenterPlan, type PresenterSegment } from '../plan.ts';
import type { PresenterPlacement } from './presenter-layout.ts';
import type { PresenterSpec } from '../spec.ts';
import type { WordTiming } from '../tts/types.ts';

/** The presenter's plan for its placed box (see presenter-layout.ts). */
export function presenterPlan(spec: PresenterSpec, box: Rect): PresenterPlan {
  return {
    imagePath: spec.imagePath,
    mouthOpenImagePath: spec.mouthOpenImagePath,
    x: box.x,
    y: box.y,
    width: box.w,
    // A still presenter bobs on words; a talking one moves its face instead.
    bobPx: spec.motion === 'talk' && !spec.landmarks ? Math.max(2, Math.round(box.w * 0.03)) : 0,
  };
}

/**
 * sendcmd script that animates the presenter from word timings: it rises by bobPx for the
 * first part of every word (so it visibly settles between words) and, when a mouth-open
 * picture is given, shows that picture over the closed one for the same span. Only words in
 * [fromMs, toMs) are written. Empty when there is nothing to animate.
 */
export function presenterCommands(
  p: PresenterPlan,
  words: WordTiming[],
  fromMs = 0,
  toMs = Number.POSITIVE_INFINITY,
): string {
  if (p.bobPx === 0 && !p.mouthOpenImagePath) return '';
  const lines: string[] = [];
  for (const w of words) {
    if (w.endMs <= fromMs || w.startMs >= toMs) continue;
    const span = Math.max(70, (w.endMs - w.startMs) * 0.6);
    const s = (w.startMs / 1000).toFixed(3);
    const e = ((w.startMs + span) / 1000).toFixed(3);
    const up = p.y - p.bobPx;
    const cmds: string[] = [];
    if (p.bobPx) cmds.push(`[enter] overlay@pres y ${up}`, `[leave] overlay@pres y ${p.y}`);
    if (p.mouthOpenImagePath) {
      cmds.push(
        `[enter] overlay@mouth x ${p.x}`,
        `[enter] overlay@mouth y ${up}`,
        `[leave] overlay@mouth x ${OFFSCREEN}`,
      );
    }
    lines.push(`${s}-${e} ${cmds.join(', ')};`);
  }
  return lines.join('\n');
}

/** The talking presenter's spans of frames: consecutive scenes placed alike make one span. */
export function talkingSegments(
  places: PresenterPlacement[],
  scenes: { startFrame: number; endFrame: number }[],
): PresenterSegment[] {
  const out: PresenterSegment[] = [];
  scenes.forEach((scene, i) => {
    const box = places[i]?.box ?? places[places.length - 1]?.box;
    if (!box) return;
    const last = out[out.length - 1];
    if (last && last.x === box.x && last.y === box.y && last.size === box.w) last.toFrame = scene.endFrame;
    else out.push({ x: box.x, y: box.y, size: box.w, fromFrame: scene.startFrame, toFrame: scene.endFrame });
  });
  return out;
}
