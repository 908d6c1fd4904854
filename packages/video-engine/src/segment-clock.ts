import { assTime } from './captions/ass.ts';
import type { CaptionLine } from './captions/group.ts';
import type { AssEvent } from './captions/ass-util.ts';
import type { WordTiming } from './tts/types.ts';

/**
 * How far before its first frame a segment's scripts (captions, kinetic type, presenter cues)
 * start counting: a caption line or keyword that began in the scene before still has its
 * animation's start on the segment's clock, and nothing in the scripts says where in the video
 * the segment sits, so an unchanged scene writes the same files in another render.
 */
export const SEGMENT_CLOCK_LEAD_SEC = 10;

/** The frame a segment starting at `startFrame` counts its scripts from. */
export const segmentClockFrame = (startFrame: number, fps: number) => startFrame - SEGMENT_CLOCK_LEAD_SEC * fps;

const word = (w: WordTiming, by: number): WordTiming => ({ ...w, startMs: w.startMs - by, endMs: w.endMs - by });

/** The timed inputs of a pass's scripts, moved onto a clock that starts `byMs` into the video. */
export function onClock<T extends { lines: CaptionLine[]; titleEndMs: number; words: WordTiming[]; ass?: { overlay?: AssEvent[] } }>(
  input: T,
  byMs: number,
): T {
  return {
    ...input,
    titleEndMs: input.titleEndMs - byMs,
    lines: input.lines.map((l) => ({ ...l, startMs: l.startMs - byMs, endMs: l.endMs - byMs, words: l.words.map((w) => word(w, byMs)) })),
    words: input.words.map((w) => word(w, byMs)),
    ass: input.ass && {
      ...input.ass,
      overlay: input.ass.overlay?.map((e) => ({ ...e, startMs: e.startMs - byMs, endMs: e.endMs - byMs })),
    },
  };
}

/** Override tags whose look depends on how long the event has been showing. */
const TIMED_TAGS = /\\(t\(|fade?\(|move\(|[kK][fo]?\d)/;

/**
 * A segment's script with the events that began before it (a caption line still up from the
 * scene before) starting at its first frame instead, when nothing in them moves with time: they
 * look the same, and the script no longer depends on how long the scene before was.
 */
export function settledBefore(ass: string, fromMs: number): string {
  const from = assTime(fromMs);
  return ass
    .split('\n')
    .map((line) => {
      const m = /^Dialogue: ([^,]*),([^,]*),(.*)$/.exec(line);
      if (!m || TIMED_TAGS.test(m[3] ?? '') || !(parseAssTime(m[2] ?? '') < fromMs)) return line;
      return `Dialogue: ${m[1]},${from},${m[3]}`;
    })
    .join('\n');
}

function parseAssTime(t: string): number {
  const [h, m, s] = t.split(':').map(Number);
  return ((h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0)) * 1000;
}
