import type { PhonemeTiming, WordTiming } from './types.ts';
import { isSpoken, tokenize } from './words.ts';

/** The fields of an eSpeak synthesis event that timing needs. */
export interface SynthEvent {
  type: string;
  text_position: number;
  audio_position: number;
  id: string | number | undefined;
}

/**
 * Turns eSpeak's events into one timing per whitespace token of the text, so captions show the
 * words as written ("world," not "world"). eSpeak reports where each word starts; a word ends
 * at the first pause after its last sound, or where the next word starts.
 */
export function wordTimingsFromEvents(text: string, events: SynthEvent[], totalMs: number): WordTiming[] {
  const tokens = tokenize(text);
  const firstStart: (number | undefined)[] = tokens.map(() => undefined);
  const lastStart: (number | undefined)[] = tokens.map(() => undefined);
  const pauses: number[] = [];

  let cursor = 0;
  for (const ev of events) {
    if (ev.type === 'phoneme' && (ev.id === '' || ev.id === undefined)) pauses.push(ev.audio_position);
    if (ev.type === 'end' || ev.type === 'msg_terminated') pauses.push(ev.audio_position);
    if (ev.type !== 'word') continue;
    const pos = ev.text_position - 1;
    // Events come in text order; advance to the token that contains (or follows) the position.
    while (cursor < tokens.length - 1 && (tokens[cursor]?.end ?? 0) <= pos) cursor++;
    const f = firstStart[cursor];
    if (f === undefined || ev.audio_position < f) firstStart[cursor] = ev.audio_position;
    lastStart[cursor] = Math.max(lastStart[cursor] ?? 0, ev.audio_position);
  }
  pauses.sort((a, b) => a - b);

  const timed: { text: string; start?: number; end?: number }[] = tokens.map((t, i) => ({
    text: t.text,
    start: firstStart[i],
  }));
  for (let i = 0; i < timed.length; i++) {
    const cur = timed[i];
    const last = lastStart[i];
    if (!cur || cur.start === undefined || last === undefined) continue;
    let next = totalMs;
    for (let j = i + 1; j < timed.length; j++) {
      const s = timed[j]?.start;
      if (s !== undefined) {
        next = s;
        break;
      }
    }
    const pause = pauses.find((p) => p > last);
    cur.end = Math.max(cur.start, Math.min(next, pause ?? totalMs, totalMs));
  }
  return fillGaps(timed, totalMs);
}

/**
 * Tokens eSpeak said nothing for: punctuation-only ones ride on a neighbour's text; spoken ones
 * it skipped get the gap between their neighbours so every word still gets a caption slot.
 */
function fillGaps(timed: { text: string; start?: number; end?: number }[], totalMs: number): WordTiming[] {
  const out: WordTiming[] = [];
  let pendingPrefix = '';
  for (let i = 0; i < timed.length; i++) {
    const t = timed[i];
    if (!t) continue;
    if (t.start === undefined || t.end === undefined) {
      if (!isSpoken(t.text)) {
        const prev = out[out.length - 1];
        if (prev) prev.word = `${prev.word} ${t.text}`;
        else pendingPrefix += `${t.text} `;
        continue;
      }
      const prevEnd = out[out.length - 1]?.endMs ?? 0;
      let nextStart = totalMs;
      for (let j = i + 1; j < timed.length; j++) {
        const s = timed[j]?.start;
        if (s !== undefined) {
          nextStart = s;
          break;
        }
      }
      out.push({ word: pendingPrefix + t.text, startMs: prevEnd, endMs: Math.max(prevEnd, nextStart) });
    } else {
      out.push({ word: pendingPrefix + t.text, startMs: t.start, endMs: t.end });
    }
    pendingPrefix = '';
  }
  return out;
}

/**
 * eSpeak's phoneme events as timed sounds. A sound lasts until the next event that starts
 * something (another sound, a pause, the end of a clause); pauses themselves are not sounds.
 */
export function phonemeTimingsFromEvents(events: SynthEvent[], totalMs: number): PhonemeTiming[] {
  const marks = events
    .filter((e) => e.type === 'phoneme' || e.type === 'end' || e.type === 'msg_terminated')
    .map((e) => ({ sound: e.type === 'phoneme' && e.id ? String(e.id) : '', at: e.audio_position }));
  const out: PhonemeTiming[] = [];
  for (const [i, m] of marks.entries()) {
    if (!m.sound) continue;
    const next = marks.slice(i + 1).find((n) => n.at > m.at)?.at ?? totalMs;
    out.push({ phoneme: m.sound, startMs: m.at, endMs: Math.min(Math.max(next, m.at), totalMs) });
  }
  return out;
}
