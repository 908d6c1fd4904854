import type { FrameSpan } from '../timeline.ts';
import { SHOT_LAYOUTS, type ShotLayout } from './layout.ts';

export interface Shot extends FrameSpan {
  sceneIndex: number;
  layout: ShotLayout;
  /** Keywords this shot animates (a subset of its scene's). */
  keywords: string[];
  /** Running shot number, used to vary backgrounds. */
  index: number;
}

export interface ShotInput {
  spans: FrameSpan[];
  fps: number;
  /** Word onsets (ms) over the whole video: cuts snap to them so shots change on the beat. */
  wordStartsMs: number[];
  keywords: string[][];
  /** Per scene: more candidate phrases (words of its narration) for shots its keywords do not fill. */
  spare?: string[][];
  /** Phrases already on screen elsewhere (the title): never repeated as a keyword. */
  shown?: string[];
  /** When the title card ends (0 = no title). */
  titleEndMs: number;
  /** The least of the first scene left after the title card for a shot of its own (default 2 s). */
  titleRestMinSec?: number;
}

/** Phrases compare without case, spacing or punctuation: "Morning habits!" repeats "morning habits". */
export const phraseKey = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const UNITS = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1e6, billion: 1e9 };

/**
 * The numbers a phrase says, as plain digits: "$1,967" -> 1967, "3.5x" -> 3.5, "seventy-three
 * percent" -> 73, "two thousand" -> 2000. English number words only (the cards' usual case).
 */
export function numbersIn(phrase: string): string[] {
  const out = (phrase.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((d) => String(Number(d.replace(/,/g, ''))));
  let total = 0;
  let current = -1;
  const flush = () => {
    if (current >= 0) out.push(String(total + current));
    [total, current] = [0, -1];
  };
  for (const w of phrase.toLowerCase().split(/[^a-z]+/)) {
    const unit = UNITS.indexOf(w);
    const ten = TENS.indexOf(w);
    if (unit >= 0 || ten >= 0) current = Math.max(0, current) + (unit >= 0 ? unit : (ten + 2) * 10);
    else if (w in SCALES && current >= 0) {
      const scale = SCALES[w] ?? 1;
      if (scale >= 1000) [total, current] = [total + current * scale, 0];
      else current *= scale;
    } else if (w !== 'and' || current < 0) flush();
  }
  flush();
  return out;
}

/** How long the title card holds the first scene's opening. */
export const TITLE_MS = 2800;
const MIN_SEC = 2;
const MAX_SEC = 5;
const TARGET_SEC = 3.4;

/** How many shots a scene of `sec` seconds gets: each 2-5 s long, about 3.4 s. */
export function shotCount(sec: number): number {
  if (sec < 2 * MIN_SEC) return 1;
  const n = Math.max(Math.ceil(sec / MAX_SEC), Math.round(sec / TARGET_SEC));
  return Math.min(n, Math.floor(sec / MIN_SEC));
}

/**
 * How many pictures a scene of about `sec` seconds shows: one per shot, the first scene's title
 * card (designed, never a picture) taken off. A server asks its providers for this many.
 */
export function picturesForScene(sec: number, firstScene: boolean): number {
  return shotCount(Math.max(0, firstScene ? sec - TITLE_MS / 1000 : sec));
}

function snap(frame: number, lo: number, hi: number, fps: number, onsets: number[]): number {
  let best = frame;
  let dist = Math.round(0.6 * fps);
  for (const ms of onsets) {
    const f = Math.round((ms / 1000) * fps);
    if (f > lo && f < hi && Math.abs(f - frame) < dist) {
      best = f;
      dist = Math.abs(f - frame);
    }
  }
  return best;
}

/**
 * Splits every scene into shots of 2-5 s with cuts on word onsets, and gives each shot a
 * layout that differs from the previous shot's, so a minute of video never holds one look.
 * The title card is the first shot when there is a title.
 */
export function planShots(input: ShotInput): Shot[] {
  const { fps } = input;
  const shots: Shot[] = [];
  // Every on-screen phrase appears once per video: a keyword already shown, or made only of
  // words already shown (the title's "Morning" after "Morning habits"), is skipped.
  const words = (s: string) =>
    s
      .split(/\s+/)
      .map(phraseKey)
      .filter((w) => w.length > 2);
  const used = new Set((input.shown ?? []).map(phraseKey).filter(Boolean));
  const seenWords = new Set((input.shown ?? []).flatMap(words));
  // A number is its own phrase: a stat's "73%" is not shown again as "73 percent" or "seventy-three".
  const seenNumbers = new Set((input.shown ?? []).flatMap(numbersIn));
  const fresh = (list: string[], max = Infinity) => {
    const out: string[] = [];
    for (const k of list) {
      const key = phraseKey(k);
      const own = words(k);
      const nums = numbersIn(k);
      if (out.length >= max || !key || used.has(key) || (own.length && own.every((w) => seenWords.has(w)))) continue;
      if (nums.some((n) => seenNumbers.has(n))) continue;
      used.add(key);
      own.forEach((w) => seenWords.add(w));
      nums.forEach((n) => seenNumbers.add(n));
      out.push(k);
    }
    return out;
  };
  input.spans.forEach((span, sceneIndex) => {
    let start = span.startFrame;
    const titleEnd = Math.round((input.titleEndMs / 1000) * fps);
    if (sceneIndex === 0 && titleEnd > 0 && span.endFrame - titleEnd >= (input.titleRestMinSec ?? MIN_SEC) * fps) {
      shots.push({
        startFrame: start,
        endFrame: titleEnd,
        sceneIndex,
        layout: 'title',
        keywords: [],
        index: shots.length,
      });
      start = titleEnd;
    } else if (sceneIndex === 0 && titleEnd > 0) {
      shots.push({ ...span, sceneIndex, layout: 'title', keywords: [], index: shots.length });
      return;
    }
    const len = span.endFrame - start;
    const n = shotCount(len / fps);
    const kws = fresh(input.keywords[sceneIndex] ?? []);
    // Shots the keywords do not fill take the narration's own words, never a repeat.
    if (kws.length < n) kws.push(...fresh(input.spare?.[sceneIndex] ?? [], n - kws.length));
    const bounds = [start];
    for (let k = 1; k < n; k++) {
      const ideal = start + Math.round((len * k) / n);
      const lo = (bounds[k - 1] ?? start) + MIN_SEC * fps;
      const hi = span.endFrame - (n - k) * MIN_SEC * fps;
      bounds.push(snap(ideal, lo, hi, fps, input.wordStartsMs));
    }
    bounds.push(span.endFrame);
    for (let k = 0; k < n; k++) {
      // Counted from the scene, not the video: a scene that gains a shot in an edit leaves later
      // scenes' looks (and cached segments) alone. Stepping each scene's first layout back by one
      // keeps a scene's first shot unlike the last shot before it unless that scene had a multiple
      // of SHOT_LAYOUTS.length shots.
      const count = SHOT_LAYOUTS.length;
      const layout = SHOT_LAYOUTS[((count - 1) * sceneIndex + k) % count] ?? 'hero';
      // Keywords are dealt out to the shots in spoken order, each shown once.
      const keywords = kws.filter((_, i) => i % n === k);
      shots.push({
        startFrame: bounds[k] ?? start,
        endFrame: bounds[k + 1] ?? span.endFrame,
        sceneIndex,
        layout: keywords.length === 1 && layout === 'pills' ? 'word' : layout,
        keywords,
        index: shots.length,
      });
    }
  });
  return shots;
}

// Words that carry no picture on a card: function words, and the adverbs and verbs every
// narration leans on ("already", "tell", "follow": a card reading "already" says nothing).
const STOP = new Set(
  (
    'the a an and or but of to in on for with at by from as is are was were be been it its this that these those you your we our they their i my he she his her them not no so if then than too very can will just do does did have has had more most about into over how what why when which who ' +
    'already also only even still really again ever never always often some many much every each other another such there here where while would could should might must may let lets get gets got make makes made ' +
    'know knew tell told follow comments comment like well way thing things something anything everything rest whole able ' +
    // Words that fill a sentence but say nothing alone on a card ("around", "otherwise", "result").
    'around think thought question questions otherwise result results once live lives estimates estimate people person ' +
    'because part point start look looks ask asks asked used uses use going want wants need needs kind kinds lot lots'
  ).split(' '),
);

const ORDINAL =
  /^\s*(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth|fifth|next|finally|lastly|step\s*\d+|tip\s*#?\d+|no\.?\s*\d+|#?\d+\s*[.):-])\b|^\s*#?\d+\s*[.):-]/i;
const COUNTED_TITLE = /(?:^|\s)(?:top\s+)?\d{1,2}\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+s\b/iu;

/**
 * Whether the script is a list ("5 habits...", scenes opening with "First", "Step 2", "3.");
 * only then do scenes carry "01/02" badges, which on a story or an explainer mean nothing.
 */
export function isListShaped(title: string, sceneTexts: string[]): boolean {
  const ordinals = sceneTexts.filter((t) => ORDINAL.test(t)).length;
  return ordinals >= 2 || (COUNTED_TITLE.test(title) && sceneTexts.length >= 2);
}

/**
 * Each scene's "01/02" badge on a list-shaped script: the points run from the first scene that
 * opens with an ordinal to the last ("First... Then... Finally"), numbered from 1; the hook before
 * them and the outro after them carry none (a lone "01" on the hook numbered nothing). A counted
 * title without ordinal openings numbers every scene. Not list-shaped: no badges.
 */
export function listBadges(title: string, sceneTexts: string[]): (number | undefined)[] {
  if (!isListShaped(title, sceneTexts)) return sceneTexts.map(() => undefined);
  const ordinal = sceneTexts.flatMap((t, i) => (ORDINAL.test(t) ? [i] : []));
  if (ordinal.length < 2) return sceneTexts.map((_, i) => i + 1);
  const [from, to] = [ordinal[0]!, ordinal.at(-1)!];
  return sceneTexts.map((_, i) => (i >= from && i <= to ? i - from + 1 : undefined));
}

/**
 * How much a word says on a card by itself: a name inside a sentence ("Bernoulli") or a number
 * says most, then long words; a lower-case past tense, gerund or adverb ("regarded", "squirting",
 * "quickly") says least, being half of a phrase the card cannot show.
 */
function cardWorth(word: string, sentenceStart: boolean): number {
  let worth = word.length;
  if (/\p{N}/u.test(word)) worth += 5;
  else if (!sentenceStart && /^\p{Lu}/u.test(word)) worth += 6;
  if (/^\p{Ll}.*(?:ed|ing|ly)$/u.test(word)) worth -= 8;
  return worth;
}

/** Keywords for a scene that has none: its most telling non-trivial words, in spoken order. */
export function fallbackKeywords(text: string, max = 2): string[] {
  const tokens = text.split(/\s+/);
  const words = tokens
    .map((raw, i) => ({
      w: raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''),
      start: i === 0 || /[.!?…:]["”’)]?$/u.test(tokens[i - 1] ?? ''),
    }))
    .filter(({ w }) => (w.length > 2 || /\p{N}/u.test(w)) && !STOP.has(w.toLowerCase()));
  const worth = new Map<string, number>();
  for (const { w, start } of words) worth.set(w, Math.max(worth.get(w) ?? -Infinity, cardWorth(w, start)));
  const picked = [...worth.keys()].sort((a, b) => worth.get(b)! - worth.get(a)!).slice(0, max);
  const order = words.map(({ w }) => w);
  return order.filter((w, i) => picked.includes(w) && order.indexOf(w) === i);
}
