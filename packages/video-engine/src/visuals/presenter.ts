import type { SafeArea } from '../platforms.ts';
import { OFFSCREEN, type PresenterPlan } from '../plan.ts';
import type { PresenterSpec } from '../spec.ts';
import type { WordTiming } from '../tts/types.ts';

export interface PresenterLayoutInput {
  width: number;
  height: number;
  safe: SafeArea;
  /** Height of the caption block above the bottom safe margin, kept clear of the presenter. */
  captionBandPx: number;
  /** Presenter image height / width (1 for the recommended 512x512). */
  aspect: number;
}

/** Where the presenter goes: inside the platform's safe area and clear of the captions. */
export function layoutPresenter(spec: PresenterSpec, f: PresenterLayoutInput): PresenterPlan {
  const even = (n: number) => 2 * Math.round(n / 2);
  const w = even(spec.size * f.width);
  const h = even(w * f.aspect);
  const pad = Math.round(Math.min(f.width, f.height) * 0.03);
  const left = Math.round(f.safe.left * f.width) + pad;
  const right = f.width - Math.round(f.safe.right * f.width) - pad - w;
  const top = Math.round(f.safe.top * f.height) + pad;
  const bottom = f.height - Math.round(f.safe.bottom * f.height) - f.captionBandPx - pad - h;
  const pos: Record<PresenterSpec['position'], [number, number]> = {
    'top-left': [left, top],
    'top-right': [right, top],
    'bottom-left': [left, bottom],
    'bottom-right': [right, bottom],
    center: [Math.round((f.width - w) / 2), Math.round((f.height - h) / 2)],
  };
  const [x, y] = pos[spec.position];
  return {
    imagePath: spec.imagePath,
    mouthOpenImagePath: spec.mouthOpenImagePath,
    x: Math.max(0, x),
    y: Math.max(0, y),
    width: w,
    bobPx: spec.motion === 'talk' ? Math.max(2, Math.round(h * 0.03)) : 0,
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
