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

/** Tags whose look depends on when the event ends: a \move or \t without times spans the whole event. */
const WHOLE_EVENT_TAGS = /\\move\([^,)]*,[^,)]*,[^,)]*,[^,)]*\)|\\t\((?!\s*-?\d+\s*,\s*-?\d+\s*,)/;

/**
 * A segment's script with the events that run on past its last frame ending just after it, when
 * their look over the segment does not depend on when they end (a fade-out keeps its length past
 * the end, so it stays out of the segment): the caption line or keyword card of a scene that an
 * edit lengthened then writes the same script in its unchanged opening, and its segment is found.
 */
export function settledAfter(ass: string, toMs: number): string {
  return ass
    .split('\n')
    .map((line) => {
      const m = /^Dialogue: ([^,]*),([^,]*),([^,]*),(.*)$/.exec(line);
      if (!m || !(parseAssTime(m[3] ?? '') > toMs)) return line;
      // Animations that start after the segment's last frame show nothing in it: a \move holds
      // its first position until it starts, a \t its tags before.
      const text = notStartedBy(m[4] ?? '', toMs + 50 - parseAssTime(m[2] ?? ''));
      if (WHOLE_EVENT_TAGS.test(text)) return line;
      const fadeOut = Math.max(0, ...[...text.matchAll(/\\fad\(\s*\d+\s*,\s*(\d+)\s*\)/g)].map((f) => Number(f[1])));
      // A frame past the end, in the script's centisecond steps.
      const end = toMs + fadeOut + 50;
      if (!(parseAssTime(m[3] ?? '') > end)) return line;
      return `Dialogue: ${m[1]},${m[2]},${assTime(end)},${text}`;
    })
    .join('\n');
}

/** `text` with the timed \move and \t tags that start at or after `ms` (event time) taken out. */
export function notStartedBy(text: string, ms: number): string {
  let out = text.replace(/\\move\(([^,()]+),([^,()]+),[^,()]+,[^,()]+,\s*(-?\d+)\s*,\s*-?\d+\s*\)/g, (tag, x, y, t1) =>
    Number(t1) >= ms ? `\\pos(${x},${y})` : tag,
  );
  // \t's tags may hold parentheses (\clip(...)): find each one's closing bracket by depth.
  for (let at = out.indexOf('\\t('); at >= 0; at = out.indexOf('\\t(', at + 1)) {
    let depth = 0;
    let end = at + 2;
    for (; end < out.length; end++) {
      if (out[end] === '(') depth++;
      else if (out[end] === ')' && --depth === 0) break;
    }
    const times = /^\\t\(\s*(-?\d+)\s*,\s*-?\d+\s*,/.exec(out.slice(at, end));
    if (times && Number(times[1]) >= ms) {
      out = out.slice(0, at) + out.slice(end + 1);
      at--;
    }
  }
  return out;
}

function parseAssTime(t: string): number {
  const [h, m, s] = t.split(':').map(Number);
  return ((h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0)) * 1000;
}
