// The researched writer: a script made only of an encyclopedia article's own sentences about the
// topic (hook, 3-6 facts as scenes, close), in the article's language, numbers and names exactly
// as written, sized to the requested length; each fact scene keeps the sentences it came from.
import {
  SCENE_KEYWORDS_MAX,
  SCENE_SOURCE_MAX,
  VISUAL_QUERY_MAX_WORDS,
  scriptText,
  requestSeconds,
  type Scene,
} from '@reelforge/contracts';
import type { OfflineScript, WriterInput } from './offline-writer.ts';
import { fillPhrase, RESEARCH_PHRASES, type ResearchPhrases } from './research-phrases.ts';
import { quantityOf } from './scene-kind-detect.ts';
import { namesIn, numbersIn, scoreSentences, splitSentences, subjectPhrase, topicTerms, type ScoredSentence } from './research-text.ts';
import { sceneVisual } from './research-visuals.ts';
import { withSceneKinds } from './scene-kind-detect.ts';
import { spokenSecondsOf, wordBudget } from './writer-budget.ts';
import { countWords, hashString } from './writer-text.ts';

/** An article as research found it (the server's adapter gives this shape). */
export interface ResearchSource {
  title: string;
  url: string;
  /** The wiki's language ("de"). */
  language: string;
  /** The English interlanguage title, when there is one. */
  englishTitle?: string;
  /** Plain text, "== Heading ==" lines between sections. */
  text: string;
  /** Defaults to Wikipedia's "CC BY-SA 4.0"; null: no licence is claimed (a web page a creator linked). */
  license?: string | null;
  /** Who published it; defaults to "Wikipedia" (a linked page: its site's name or host). */
  publisher?: string;
  /** What it is about, when its title is a headline rather than the subject's name. */
  subject?: string;
}

/** One fact for a model's prompt: numbered, simplified, traceable to its article sentence. */
export interface ResearchFact {
  n: number;
  text: string;
  source: string;
  article: ResearchSource;
}

/** What the researched writer gives: a script in the article's language (any wiki's, not only the banks'). */
export type ResearchScript = Omit<OfflineScript, 'language'> & { language: string };

const MIN_FACTS = 3;
const MAX_FACT_SCENES = 6;
const FACT_MIN_SCORE = 1;

interface Candidate extends ScoredSentence {
  article: number;
}

function candidates(topic: string, articles: ResearchSource[]): Candidate[] {
  const terms = topicTerms(topic);
  return articles.flatMap((a, article) => {
    const first = splitSentences(a.text)[0] ?? '';
    const subject = subjectPhrase(a.title, first);
    // The runner-up article counts for a little less than the best match.
    return scoreSentences(a.text, { language: a.language, subject, terms }).map((s) => ({ ...s, article, score: s.score - article }));
  });
}

/** The article's sentences that matter to the topic, best first, numbered for a prompt. */
export function researchFacts(topic: string, articles: ResearchSource[], max = 12): ResearchFact[] {
  const definitions = new Set<Candidate>();
  return candidates(topic, articles)
    .filter((c) => c.score >= FACT_MIN_SCORE)
    // A model is given one definition at most, like the extractive script keeps.
    .filter((c) => !c.definition || (definitions.size === 0 && definitions.add(c).size === 1))
    .sort((a, b) => b.score - a.score || a.article - b.article || a.index - b.index)
    .slice(0, max)
    .sort((a, b) => a.article - b.article || a.index - b.index)
    .map((c, i) => ({ n: i + 1, text: c.text, source: c.source, article: articles[c.article]! }));
}

/** The description's last lines: each article's title, URL and licence. */
export function sourcesBlock(articles: readonly ResearchSource[], language: string): string {
  const label = (RESEARCH_PHRASES[language] ?? RESEARCH_PHRASES.en!).sources;
  const lines = articles.map((a) => {
    const license = a.license === undefined ? 'CC BY-SA 4.0' : a.license;
    return [a.title, a.publisher ?? 'Wikipedia', a.url, license].filter(Boolean).join(', ');
  });
  return `${label}:\n${lines.join('\n')}`;
}

/** A description that ends with the sources, within the contract's 2,200 characters. */
export function withSources(description: string, articles: readonly ResearchSource[], language: string, max = 2200): string {
  if (articles.length === 0) return description;
  const block = sourcesBlock(articles, language);
  const room = max - block.length - 2;
  const body = description.trim().length > room ? `${description.trim().slice(0, Math.max(0, room - 1)).trimEnd()}…` : description.trim();
  return body ? `${body}\n\n${block}` : block;
}

/** A definition short enough to open with in one breath. */
const DEFINITION_MAX_WORDS = 22;

/**
 * Picks sentences to fill `budget` words (within 10%), best first, and gives them back in reading
 * order. Definitions rank below the facts (research-text); one short one at most is kept, first.
 */
function choose(pool: Candidate[], budget: number): Candidate[] {
  const ranked = [...pool]
    .filter((c) => !c.definition || c.words <= DEFINITION_MAX_WORDS)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: Candidate[] = [];
  let total = 0;
  for (const c of ranked) {
    if (total >= budget * 0.95 && chosen.length >= MIN_FACTS) break;
    if (total + c.words > budget * 1.1 && chosen.length >= MIN_FACTS) continue;
    if (c.definition && chosen.some((x) => x.definition)) continue;
    chosen.push(c);
    total += c.words;
  }
  return chosen.sort((a, b) => Number(!!b.definition) - Number(!!a.definition) || a.article - b.article || a.index - b.index);
}

/**
 * Sentences into up to `max` scenes of neighbouring sentences, balanced by words. A definition
 * never has a scene of its own: it opens the first fact's scene.
 */
function group(sentences: Candidate[], max = MAX_FACT_SCENES): Candidate[][] {
  const [first, ...rest] = sentences;
  if (first?.definition && rest.length) {
    const [head = [], ...tail] = groupFacts(rest, max);
    return [[first, ...head], ...tail];
  }
  return groupFacts(sentences, max);
}

function groupFacts(sentences: Candidate[], max: number): Candidate[][] {
  const scenes = Math.min(max, sentences.length);
  if (sentences.length <= scenes) return sentences.map((s) => [s]);
  const total = sentences.reduce((n, s) => n + s.words, 0);
  const out: Candidate[][] = [];
  let current: Candidate[] = [];
  let done = 0;
  sentences.forEach((s, i) => {
    current.push(s);
    done += s.words;
    const left = sentences.length - i - 1;
    const scenesLeft = scenes - out.length - 1;
    if (scenesLeft > 0 && (done >= (total * (out.length + 1)) / scenes || left === scenesLeft)) {
      out.push(current);
      current = [];
    }
  });
  if (current.length) out.push(current);
  return out;
}

/**
 * The fact to open with, as an editor would: the most striking sentence (numbers, names) that
 * names the subject on its own, short enough to say in one breath; never the dry definition.
 */
function leadsOf(chosen: Candidate[], subject: string): Candidate[] {
  const words = subject.toLowerCase().split(/\s+/).filter((w) => w.length >= 4);
  const names = (c: Candidate) => words.some((w) => c.text.toLowerCase().includes(w));
  return chosen
    .filter((c) => c.index > 0 && !c.definition && c.words <= 28 && (c.numbers.length > 0 || c.names.length > 0) && names(c))
    .sort((a, b) => hookScore(b) - hookScore(a) || a.index - b.index);
}

/** A hook grabs with a quantity ("15 kilograms", "1,967 dollars") more than with a name or a year. */
function hookScore(c: Candidate): number {
  const quantities = c.numbers.filter((n) => !/^(?:1[0-9]{3}|20[0-9]{2})(?:er|s)?$/.test(n)).length;
  return c.score - Math.min(c.names.length, 3) + 2 * Math.min(quantities, 2);
}

/** English words for the hook or the close: the subject's English name and what it is, distinct from `taken`. */
function subjectVisual(parts: string[], taken: Set<string>, spare: string[]): { visualQuery: string; emoji?: string } {
  const words = [...new Set(parts.join(' ').replace(/\s*\([^)]*\)\s*/g, ' ').toLowerCase().split(/\s+/).filter((w) => w && w !== 'landscape' && w !== 'view'))];
  let query = words.slice(0, VISUAL_QUERY_MAX_WORDS).join(' ') || 'landscape view';
  for (const extra of spare) {
    if (!taken.has(query)) break;
    query = `${query} ${extra}`.split(' ').slice(-VISUAL_QUERY_MAX_WORDS).join(' ');
  }
  if (taken.has(query)) query = `${query} aerial`.split(' ').slice(-VISUAL_QUERY_MAX_WORDS).join(' ');
  taken.add(query);
  return { visualQuery: query };
}

/** On-screen words from a fact: its first number (with its unit) and its first name. */
function factKeywords(sentence: string, names: string[], fallback: string): string[] {
  const out: string[] = [];
  const date = /\d{1,2}\.\s\p{Lu}\p{Ll}+\s\d{3,4}|\d{1,2}\s(?:January|February|March|April|May|June|July|August|September|October|November|December)\s\d{3,4}|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s\d{1,2},\s\d{3,4}/u.exec(sentence)?.[0];
  // A measure, money, a percentage or a big count with what it counts; else a year. A bare small
  // number with whatever word follows it ("72 estimates") says nothing on screen.
  const quantity = quantityOf(sentence);
  const year = numbersIn(sentence).find((n) => /^(?:1[0-9]{3}|20[0-9]{2})$/.test(n));
  if (date) out.push(date);
  else if (quantity) out.push(quantity);
  else if (year) out.push(year);
  for (const n of names) if (out.length < SCENE_KEYWORDS_MAX - 1 && n.length <= 40 && !out.includes(n)) out.push(n);
  if (out.length === 0) out.push(fallback);
  return out.slice(0, SCENE_KEYWORDS_MAX).map((k) => (k.length > 40 ? k.slice(0, 40).trim() : k));
}

function hashtags(words: string[], extra: string[], platform: WriterInput['platform'], seconds: number, wiki: boolean): string[] {
  const tags: string[] = [];
  const add = (w: string) => {
    const tag = `#${w.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')}`;
    if (tag.length > 3 && tag.length <= 40 && !tags.includes(tag)) tags.push(tag);
  };
  words.forEach(add);
  extra.forEach(add);
  if (platform === 'youtube' && seconds <= 60) add('shorts');
  if (wiki) add('wikipedia');
  return tags.slice(0, 10);
}

/**
 * A script from the articles alone, or null when they hold fewer than three usable facts about the
 * topic (the caller then falls back to the topic writer and says why).
 */
export function writeFromResearch(input: WriterInput, articles: ResearchSource[]): ResearchScript | null {
  const main = articles[0];
  if (!main) return null;
  const language = main.language;
  const phrases: ResearchPhrases | undefined = RESEARCH_PHRASES[language];
  const seconds = requestSeconds(input);
  const W = wordBudget(seconds, language);
  const pool = candidates(input.topic, articles).filter((c) => c.score >= FACT_MIN_SCORE);
  if (pool.length < MIN_FACTS) return null;

  const subject = (main.subject ?? main.title).replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  // Regenerate: another hook and close (the facts are the facts).
  const turn = (input.variation ?? 0) + (input.previousScript ? hashString(input.previousScript.trim()) : 0);
  const pickLine = (lines: string[], vars: Record<string, string>) => fillPhrase(lines[turn % lines.length] ?? '', vars);
  // The close is said whatever opens: its words come off the facts' budget first (the longest
  // close's, so Regenerate keeps the same facts).
  const estimate = { subject, theSubject: subject, count: String(MIN_FACTS) };
  const closeWords = phrases ? Math.max(...phrases.closes.map((c) => countWords(fillPhrase(c, estimate)))) : 0;
  const budget = Math.max(20, W - closeWords);
  // The most striking fact opens the video (Regenerate: the next one, then a line that names the
  // subject). A fact that opens leaves no place for a definition: it is only ever the opener.
  const facts = choose(pool.filter((c) => !c.definition), budget);
  const leads = phrases ? leadsOf(facts, subject) : [];
  const lead = leads.length ? [...leads, undefined][turn % (leads.length + 1)] : undefined;
  const chosen = lead ? facts : choose(pool, budget);
  if (chosen.length < MIN_FACTS) return null;
  const groups = lead ? [[lead], ...group(chosen.filter((c) => c !== lead), MAX_FACT_SCENES - 1)] : group(chosen);
  // "Das war das Salzbergwerk Klippenau": the subject as its first sentence names it, its article small mid-sentence.
  const phrase = subjectPhrase(main.subject ?? main.title, splitSentences(main.text)[0] ?? '');
  const theSubject = phrase === subject ? subject : phrase.charAt(0).toLowerCase() + phrase.slice(1);
  const vars = { subject, theSubject, count: String(groups.length) };

  const taken = new Set<string>();
  const english = main.englishTitle ?? (language === 'en' ? main.title : undefined);
  const factScenes: Scene[] = groups.map((g) => {
    // Right after the sentence it points back to, "It was founded..." reads better than the name again.
    const text = g.map((s, i) => (i > 0 && s.linked && g[i - 1]!.article === s.article && g[i - 1]!.index === s.index - 1 ? s.linked : s.text)).join(' ');
    const visual = sceneVisual(text, language, english, taken, subject);
    // German capitalises every noun: only names in the title are sure to be names there.
    const names = g.flatMap((s) => s.names).filter((n) => language !== 'de' || subject.includes(n));
    return {
      text,
      visualQuery: visual.visualQuery,
      keywords: factKeywords(text, names, subject.slice(0, 40)),
      ...(visual.emoji ? { emoji: visual.emoji } : {}),
      source: g.map((s) => s.source).join(' ').slice(0, SCENE_SOURCE_MAX),
    };
  });
  // The hook and the close show the subject itself: its English name and what its first sentence says it is.
  const kind = sceneVisual(splitSentences(main.text)[0] ?? '', language, undefined, new Set(), subject).visualQuery.split(' ');
  const baseVisual = subjectVisual([english ?? '', kind[0] ?? ''], taken, kind.slice(1));
  const closeVisual = subjectVisual([kind.slice(0, 2).join(' '), english ?? ''], taken, kind.slice(2));
  const phraseHooks = phrases ? [0, 1, 2].map((i) => fillPhrase(phrases.hooks[(turn + i) % phrases.hooks.length] ?? '', vars)) : [];
  const hooks = lead
    ? [factScenes[0]!.text, ...phraseHooks]
    : phrases
      ? phraseHooks
      : chosen.slice(0, 3).map((c) => c.text.split(/\s+/).slice(0, 18).join(' '));
  while (hooks.length < 3) hooks.push(hooks[0] ?? subject);
  const written: Scene[] = [
    ...(phrases && !lead
      ? [{ text: hooks[0]!, visualQuery: baseVisual.visualQuery, keywords: [subject.slice(0, 40)], ...(baseVisual.emoji ? { emoji: baseVisual.emoji } : {}) }]
      : []),
    ...factScenes,
    ...(phrases
      ? [{ text: pickLine(phrases.closes, vars), visualQuery: closeVisual.visualQuery, keywords: [subject.slice(0, 40)], emoji: '👉' }]
      : []),
  ];
  // The facts' numbers, lists and dates shown as designed scenes; the hook and close stay plain.
  const scenes = withSceneKinds(written, (i) => !written[i]!.source);
  const script = scriptText(scenes);
  const spoken = countWords(script);
  const titleWords = subject.split(/\s+/).slice(0, 3);
  const englishWords = (main.englishTitle ?? '').replace(/\s*\([^)]*\)\s*/g, ' ').split(/\s+/).slice(0, 2);
  const title = phrases ? fillPhrase(phrases.title, vars) : subject;
  const short = spoken < W * 0.9 ? ` The article held about ${Math.round(spokenSecondsOf(spoken, language))} s of facts on this topic, less than the ${seconds} s asked.` : '';
  const names = articles.map((a) => `“${a.title}”`).join(' and ');

  return {
    result: {
      title: title.length > 100 ? subject.slice(0, 100) : title,
      script,
      scenes,
      description: phrases
        ? fillPhrase(main.publisher ? phrases.pageDescription : phrases.description, { ...vars, publisher: main.publisher ?? '' })
        : (chosen[0]?.text ?? subject),
      hooks: hooks.slice(0, 3),
      hashtags: hashtags([...titleWords, ...englishWords], phrases?.hashtags ?? [], input.platform, seconds, !main.publisher),
    },
    language,
    targetSeconds: seconds,
    notice:
      `Written from ${main.publisher ? `the page ${names} (${main.publisher})` : `the Wikipedia article ${names}`}: every fact is one of its sentences, simplified (each scene keeps its source). ` +
      `Check them before posting; a connected language model writes more freely from the same sources.${short}`,
  };
}

/**
 * A model's scenes traced to the facts it was given: a scene that states a fact's numbers (or, with
 * none, its names) gets that fact's source sentence. Numbers survive translation; wording does not.
 */
export function traceSources<S extends { text: string; source?: string }>(scenes: S[], facts: readonly ResearchFact[]): (S & { source?: string })[] {
  return scenes.map((scene) => {
    const text = scene.text;
    const digits = (n: string) => n.replace(/[.,\s]/g, '');
    const sceneNumbers = new Set(numbersIn(text).map(digits));
    const matched = facts.filter((f) => {
      const numbers = numbersIn(f.text).map(digits).filter((n) => n.length >= 2);
      if (numbers.length) return numbers.some((n) => sceneNumbers.has(n)) && numbers.filter((n) => sceneNumbers.has(n)).length >= Math.min(2, numbers.length);
      const names = namesIn(f.text, f.article.language);
      return names.length > 0 && names.every((n) => text.includes(n));
    });
    if (!matched.length || scene.source) return scene;
    return { ...scene, source: matched.map((f) => f.source).join(' ').slice(0, SCENE_SOURCE_MAX) };
  });
}
