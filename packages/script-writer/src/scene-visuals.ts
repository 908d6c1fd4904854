// What every writer hands the renderer as a scene's stock search: 2-5 English nouns drawn from that
// scene's own sentence, distinct across scenes. One function for every path (a model, research, the
// built-in writer, notes, a link, a creator's own script): a query that already is such nouns is
// kept, anything else (the narration's first words, the raw topic, words in the script's language)
// is derived again from the sentence.
import { VISUAL_QUERY_MAX_WORDS } from '@reelforge/contracts';
import { conceptsIn, englishNouns, NOT_NOUNS } from './research-visuals.ts';
import { everydayIn } from './visual-words.ts';

export interface VisualScene {
  text: string;
  visualQuery?: string;
}

export interface VisualOptions {
  /** The script's language ('de', 'es-MX'...): its words are never searched for. */
  language: string;
  /** The video's topic as typed: never the query by itself. */
  topic?: string;
}

const MIN_WORDS = 2;
const MAX_CHARS = 60;
/** A different shot of the same thing, when two scenes would otherwise search alike. */
const SHOTS = ['closeup', 'detail', 'outdoors', 'silhouette', 'overhead', 'background'];
/** Words a stock library finds but that show nothing in particular. */
const VAGUE = new Set(
  ('thing things stuff way ways idea ideas point points reason reasons fact facts question questions answer answers ' +
    'something anything everything nothing someone anyone everyone people person lot bit kind sort type part ' +
    'good bad better best worse worst right wrong real true false easy hard simple clear sure enough worth whole ' +
    'different important possible likely quick slow early late next last same other own ' +
    'larger smaller bigger better faster slower stronger longer shorter higher lower easier harder ' +
    'start starts stop keep keeps try tries need needs want wants know knows think thinks feel feels look looks ' +
    'make makes get gets give gives take takes use uses work works help helps see sees say says tell tells ' +
    'video videos script comment comments follow share subscribe channel tip tips trick tricks step steps habit habits ' +
    'again almost never ever always often soon knew live lives estimates double contains release unfolds weigh found ' +
    'caught survives matters relies trust start starting bit end ends side sides place places build like wrote example').split(/\s+/),
);

const base = (language: string) => language.toLowerCase().split('-')[0] ?? 'en';
const norm = (s: string) => s.toLowerCase().replace(/['’]s\b/g, '').replace(/[^\p{L}\p{N}\s]/gu, ' ').replace(/\s+/g, ' ').trim();
const singular = (w: string) => w.replace(/(?<=[^s])s$/, '');

/** The scene's own words in its language (lowercase), to tell a foreign query from an English one. */
const ownWords = (text: string) => new Set(norm(text).split(' ').filter(Boolean));

/** Is `query` already what the renderer wants for this scene: 2-5 English nouns, not its opening words nor the topic? */
function acceptable(query: string, scene: string, opts: VisualOptions): boolean {
  const q = norm(query);
  const words = q.split(' ').filter(Boolean);
  if (words.length < MIN_WORDS || words.length > VISUAL_QUERY_MAX_WORDS || query.length > MAX_CHARS) return false;
  if (!words.every((w) => /^[a-z][a-z-]*$/.test(w))) return false;
  // Nouns, mostly: a model's "watering can pot" keeps its "can", "how to start" is no search.
  const weak = words.filter((w) => NOT_NOUNS.has(w) || VAGUE.has(w) || /ly$/.test(w));
  if (NOT_NOUNS.has(words[0]!) || weak.length * 2 > words.length - 1) return false;
  const text = norm(scene);
  if (text.startsWith(q) || text.split(' ').slice(0, words.length).join(' ') === q) return false;
  if (opts.topic && norm(opts.topic) === q) return false;
  // Not English: a query in the script's own words is what a stock library cannot find.
  if (base(opts.language) !== 'en') {
    const own = ownWords(scene);
    const known = new Set(everydayIn(scene, base(opts.language)).concat(conceptsIn(scene, base(opts.language)).map((c) => c.noun)).join(' ').split(' '));
    // Loan words ("Computer", "Team") are English too: only a query mostly in the scene's own words is refused.
    if (words.filter((w) => own.has(w) && !known.has(w)).length * 2 > words.length) return false;
  }
  return true;
}

/** English nouns for one sentence, best first: things named (any language), then an English sentence's nouns. */
function candidates(text: string, language: string): string[] {
  const lang = base(language);
  const out: string[] = [];
  const add = (raw: string) => {
    const w = raw.toLowerCase().replace(/['’]s$/, '').replace(/[^a-z-]/g, '');
    if (w.length > 2 && !out.some((o) => singular(o) === singular(w))) out.push(w);
  };
  const things = conceptsIn(text, lang).map((c) => c.noun);
  const everyday = everydayIn(text, lang);
  // An English sentence's own nouns come right after the things it names; other languages only have the tables.
  const nouns = lang === 'en' ? englishNouns(text).map((w) => w.replace(/['’]s$/, '')).filter((w) => !VAGUE.has(w) && !VAGUE.has(singular(w))) : [];
  const named = lang === 'en' ? things : [...things, ...everyday];
  // The first thing named whole ("starting line"), then one noun of each other thing, then the rest.
  (named[0] ?? '').split(' ').forEach(add);
  named.slice(1).forEach((n) => add(n.split(' ')[0] ?? ''));
  nouns.forEach(add);
  if (lang === 'en') everyday.forEach((n) => add(n.split(' ')[0] ?? ''));
  named.slice(1).forEach((n) => n.split(' ').slice(1).forEach(add));
  return out;
}

/** English nouns from what the scene's own query held, when some of it was usable. */
function keptNouns(query: string | undefined, scene: string, opts: VisualOptions): string[] {
  if (!query) return [];
  const own = base(opts.language) === 'en' ? new Set<string>() : ownWords(scene);
  const first = new Set(norm(scene).split(' ').slice(0, 3));
  return norm(query)
    .split(' ')
    .filter((w) => /^[a-z][a-z-]*$/.test(w) && w.length > 2 && !NOT_NOUNS.has(w) && !VAGUE.has(w) && !own.has(w) && !first.has(w));
}

/**
 * The scenes with a stock search each: 2-5 English nouns from the scene's own sentence, distinct
 * across the script. `fallback` nouns (the subject's English words) fill a sentence that names
 * nothing a camera can show.
 */
export function withVisualQueries<T extends VisualScene>(
  scenes: readonly T[],
  opts: VisualOptions & {
    /** English nouns for the subject; by default the topic's own (English) or those of the things it names. */
    fallback?: string;
    /** A query a creator set (the storyboard) is theirs: only scenes without one get a new one. */
    keepGiven?: boolean;
  },
): (T & { visualQuery: string })[] {
  const taken = new Set(opts.keepGiven ? scenes.map((s) => norm(s.visualQuery ?? '')).filter(Boolean) : []);
  const fallback = subjectNouns(opts).filter((w) => /^[a-z]+$/.test(w) && !NOT_NOUNS.has(w) && !VAGUE.has(w));
  return scenes.map((scene) => {
    const given = scene.visualQuery?.trim() ?? '';
    if (given && opts.keepGiven) return { ...scene, visualQuery: given };
    if (given && acceptable(given, scene.text, opts) && !taken.has(norm(given))) {
      taken.add(norm(given));
      return { ...scene, visualQuery: norm(given) };
    }
    const own = candidates(scene.text, opts.language);
    const pool: string[] = [];
    // The sentence's own nouns; what the given query held, then the subject, only to make up two.
    for (const w of [...own, ...keptNouns(given, scene.text, opts), ...fallback]) {
      if (!pool.some((p) => singular(p) === singular(w))) pool.push(w);
    }
    const query = distinctQuery(pool, taken, Math.max(MIN_WORDS, Math.min(3, own.length)));
    taken.add(query);
    return { ...scene, visualQuery: query };
  });
}

/** The subject's English nouns: the fallback given, else what the topic names, else an English topic's own words. */
function subjectNouns(opts: VisualOptions & { fallback?: string }): string[] {
  if (opts.fallback) return norm(opts.fallback).split(' ');
  const topic = opts.topic ?? '';
  const named = candidates(topic, opts.language);
  if (named.length || base(opts.language) !== 'en') return named;
  return norm(topic).split(' ').filter((w) => w.length > 2);
}

/** Up to three nouns of the pool, shifted along the pool and then given a shot word until no scene has them yet. */
function distinctQuery(pool: string[], taken: Set<string>, size: number): string {
  const fit = (words: string[]) => {
    const out = words.slice(0, VISUAL_QUERY_MAX_WORDS);
    while (out.join(' ').length > MAX_CHARS) out.pop();
    return out;
  };
  const words = pool.length ? pool : ['people', 'city'];
  const first = fit(words.slice(0, size));
  if (first.length < MIN_WORDS) first.push(SHOTS[0]!);
  let query = first.join(' ');
  // Another noun of the same sentence first; a different shot of it only when it names no more.
  for (let i = size; taken.has(query) && i < words.length; i++) query = fit([...words.slice(0, 2), words[i]!]).join(' ');
  for (const shot of SHOTS) {
    if (!taken.has(query)) break;
    query = fit([...first.filter((w) => !SHOTS.includes(w)).slice(0, VISUAL_QUERY_MAX_WORDS - 1), shot]).join(' ');
  }
  return query;
}
