// The body of a script built from the creator's notes: one scene per point, in their order and
// numbered, plus what they asked to mention or say. Notes in another language than the script
// are quoted, never mixed into its sentences.
import type { Notes } from './writer-notes.ts';
import { conceptOf } from './writer-concepts.ts';
import { keywordList, type Composer, type SceneDraft } from './writer-compose.ts';
import { detectLanguage, fitsLanguage, type WriterLanguage } from './writer-language.ts';
import { capitaliseFirst, countWords, sentence } from './writer-text.ts';
import { RULES } from './writer-topic-rules.ts';

const KEYCAPS = ['1️⃣', '2️⃣', '3️⃣', '4️⃣', '5️⃣', '6️⃣', '7️⃣', '8️⃣', '9️⃣', '🔟'];

/** The creator's words as the script can say them: as they are, or quoted. */
export function ownWords(text: string, lang: WriterLanguage, quotes: [string, string]): string {
  return fitsLanguage(text, lang) ? text : `${quotes[0]}${text}${quotes[1]}`;
}

/** English content words of a note, for the stock-footage search; '' for other languages. */
function englishWords(text: string): string {
  const lang = detectLanguage(text);
  if (lang !== 'en' && lang !== 'neutral') return '';
  return text
    .toLowerCase()
    .split(/[^a-z0-9'-]+/)
    .filter((w) => w.length > 2 && !RULES.en.stop.has(w))
    .slice(0, 4)
    .join(' ');
}

/** "Mention our app FocusFlow" and "Say ..." as one scene; null when there are none. */
export function extrasScene(c: Composer, notes: Notes, lang: WriterLanguage, visual: string): SceneDraft | null {
  const q = (s: string) => ownWords(s, lang, c.bank.quotes);
  const lines = [
    ...notes.mentions.map((m) => c.one(c.bank.notes.mentions, { mention: q(m) })),
    ...notes.statements.map((s) => sentence(q(s))),
  ];
  if (!lines.length) return null;
  // On screen: the names in what was mentioned ("FocusFlow"), else the mention itself.
  const names = notes.mentions.flatMap((m) => m.match(/\b\p{Lu}[\p{L}\p{N}]*\p{Lu}[\p{L}\p{N}]*|\b\p{Lu}\p{Ll}+(?=\s*$)/gu) ?? [m]);
  return { lines, visual: englishWords(notes.mentions.join(' ')) || visual, keywords: keywordList(...names), emoji: '📣' };
}

export interface NotesBodyOptions {
  lang: WriterLanguage;
  /** Words left for the points. */
  budget: number;
  slack: number;
  /** Singular list noun for "Habit one: ...", when the topic is a list in the script's language. */
  item?: string;
  topicVisual: string;
}

export function notesBody(c: Composer, points: string[], opts: NotesBodyOptions): { scenes: SceneDraft[]; words: number } {
  const { bank, pick, tone } = c;
  const extraKeys = ['n', 'point', ...(opts.item ? ['item'] : [])];
  const frames = c.usable(bank.notes.points, extraKeys);
  // One frame for the whole list ("Habit one, Habit two", never "Habit one, Number two"), and the
  // list's own noun when there is one.
  const named = frames.filter((f) => f.includes('{Item}'));
  const frame = pick.one(named.length ? named : frames.length ? frames : ['{n}: {point}']);
  const scenes: SceneDraft[] = points.map((point, i) => {
    const text = c.fill(frame, { n: bank.number(i + 1), point: sentence(ownWords(point, opts.lang, bank.quotes)), ...(opts.item ? { item: opts.item } : {}) });
    const visual = englishWords(point) || conceptOf(point)?.visual || opts.topicVisual;
    const keyword = fitsLanguage(point, opts.lang) && point.length <= 40 ? point : bank.number(i + 1);
    return { lines: [text], visual, keywords: keywordList(keyword), emoji: conceptOf(point)?.emoji ?? KEYCAPS[i] ?? '👉' };
  });
  let words = countWords(scenes.flatMap((s) => s.lines));
  // Under the target: a short aside after points, in order, while it still fits.
  for (const scene of scenes) {
    if (words >= opts.budget - opts.slack) break;
    const aside = c.one(tone.asides);
    if (words + countWords(aside) > opts.budget + opts.slack) break;
    scene.lines.push(aside);
    words += countWords(aside);
  }
  return { scenes, words };
}

/** A note's first words, at most 40 characters, for the words on screen. */
function shortKeyword(text: string): string {
  const words = stripPunctuation(text).split(/\s+/);
  let out = '';
  for (const w of words) {
    const next = out ? `${out} ${w}` : w;
    if (next.length > 40) break;
    out = next;
  }
  return out || text.slice(0, 40);
}
const stripPunctuation = (s: string) => s.trim().replace(/[.!?;:,…]+$/, '');

/**
 * Notes in a language the built-in writer has no phrasing for (German, French...): the scenes are
 * the notes as written, one each and in their order, with the creator's own opening, statements and
 * closing; nothing in another language is put around them.
 */
export function notesAsWritten(notes: Notes, topicVisual: string): SceneDraft[] {
  // The notes are not English, so their own words are no stock-footage search.
  const visualOf = (text: string) => conceptOf(text)?.visual || topicVisual;
  const scene = (text: string): SceneDraft => {
    const concept = conceptOf(text);
    return { lines: [sentence(capitaliseFirst(text))], visual: visualOf(text), keywords: keywordList(shortKeyword(text)), ...(concept ? { emoji: concept.emoji } : {}) };
  };
  return [
    ...(notes.opening ? [scene(notes.opening)] : []),
    ...notes.points.map(scene),
    ...notes.mentions.map(scene),
    ...notes.statements.map(scene),
    ...(notes.closing ? [scene(notes.closing)] : []),
  ];
}
