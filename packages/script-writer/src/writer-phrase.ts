// Phrase-level helpers for reading a topic: case, -ing forms, fillers, shortening, the focus.
import type { WriterLanguage } from './writer-language.ts';
import { RULES, type TopicRules } from './writer-topic-rules.ts';

export const words = (s: string) => s.split(/\s+/).filter(Boolean);
export const DETERMINERS = /^(?:the|a|an|your|my|our|el|la|los|las|un|una|tu|tus|mi|mis)\s+/i;
export const MAX_PHRASE_WORDS = 12;

/** English base verb -> -ing form ("start" -> "starting", "plan" -> "planning", "make" -> "making"). */
export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (v.endsWith('ing') && v.length > 5) return verb;
  if (v === 'be') return 'being';
  if (/ie$/.test(v)) return verb.slice(0, -2) + 'ying';
  if (/(?:ee|ye|oe)$/.test(v)) return verb + 'ing';
  if (/[^aeiou]e$/.test(v) && v.length > 2) return verb.slice(0, -1) + 'ing';
  const syllables = v.match(/[aeiouy]+/g)?.length ?? 0;
  if (/^(?:quit|equip)$/.test(v)) return `${verb}ting`;
  if ((syllables === 1 || /^(?:begin|forget|regret|admit|commit|submit|prefer|occur|control)$/.test(v)) && /[^aeiou][aeiou][bdgklmnprtvz]$/.test(v)) {
    return verb + v.at(-1) + 'ing';
  }
  return verb + 'ing';
}

/** "how to start a garden" -> "How to Start a Garden"; Spanish titles are in sentence case. */
export function titleCase(s: string, lang: WriterLanguage, midTitle = false): string {
  if (lang === 'es') return midTitle ? s : s.charAt(0).toUpperCase() + s.slice(1);
  return words(s)
    .map((w, i) => {
      if (/[A-Z]/.test(w.slice(1)) || /^[A-Z0-9]{2,}$/.test(w)) return w; // iPhone, TikTok, AI
      if ((i > 0 || midTitle) && RULES.en.small.has(w.toLowerCase())) return w.toLowerCase();
      return w.charAt(0).toUpperCase() + w.slice(1);
    })
    .join(' ');
}

/** Lower-case words the way they would read mid-sentence, keeping likely proper nouns and acronyms. */
export function sentenceCase(s: string): string {
  const ws = words(s);
  // "5 Morning Habits That Make You..." is title case; "The history of Rome" is not (Rome is a name).
  const longWords = ws.filter((w) => w.length > 3);
  // Two capitalised words are more often a name ("Taylor Swift") than a title: keep them.
  const titleCased = ws.length >= 3 && longWords.length >= 2 && longWords.every((w) => /^\p{Lu}/u.test(w));
  return ws
    .map((w, i) => {
      if (!/^\p{Lu}\p{Ll}*$/u.test(w)) return w;
      if (titleCased) return w.toLowerCase();
      // The first word was capitalised by habit unless the next word is capitalised too ("New York").
      if (i === 0 && !/^\p{Lu}\p{Ll}/u.test(ws[1] ?? '')) return w.toLowerCase();
      return w;
    })
    .join(' ');
}

export function strip(s: string, list: RegExp[]): string | null {
  for (const re of list) {
    const m = re.exec(s);
    if (m) return s.slice(m[0].length);
  }
  return null;
}

/** A long topic cannot be repeated in every sentence: keep its first clause, then cut at a preposition. */
export function shorten(phrase: string, rules: TopicRules): string {
  let out = phrase;
  if (words(out).length > MAX_PHRASE_WORDS) out = out.split(/[,;:.(]|\s[-–—]\s/)[0]?.trim() || out;
  if (words(out).length > MAX_PHRASE_WORDS) {
    const ws = words(out);
    let cut = 0;
    for (let i = 2; i <= MAX_PHRASE_WORDS; i++) if (rules.split.test(` ${ws[i] ?? ''} x`)) cut = i;
    if (!cut) {
      cut = MAX_PHRASE_WORDS;
      while (cut > 2 && rules.stop.has((ws[cut - 1] ?? '').toLowerCase())) cut -= 1;
    }
    out = ws.slice(0, cut).join(' ');
  }
  return out;
}

/** The core of a practice phrase: before "for/with/on...", or after "the benefits of". */
export function focusOf(phrase: string, rules: TopicRules): string {
  const parts = phrase.split(rules.split);
  let focus = parts[0] ?? phrase;
  const head = words(focus.replace(DETERMINERS, ''))[0]?.toLowerCase() ?? '';
  if (rules.generic.has(head) && rules.of.test(focus)) focus = focus.split(rules.of).slice(1).join(' ');
  else if (rules.generic.has(head) && parts.length > 1) focus = parts.slice(1).join(' ');
  // "dog training tips" is about dog training: you get good at the thing, not at its tips.
  const ws = words(focus.trim());
  if (ws.length >= 2 && /^(?:tips|ideas|hacks|tricks|advice|basics|consejos|ideas|trucos)$/i.test(lastOf(ws, rules))) {
    focus = (rules === RULES.en ? ws.slice(0, -1) : ws.slice(1)).join(' ');
  }
  return focus.trim() || phrase;
}

/** The head of a noun phrase: last word in English, first in Spanish. */
export const lastOf = (ws: string[], rules: TopicRules) => (rules === RULES.en ? ws.at(-1) : ws[0]) ?? '';
