// Reads a free-text topic into what the built-in writer needs: its kind (practice, choice or
// inquiry), forms that fit the templates' slots ({about} after "about"; {focus}, {options},
// {products} after a preposition), an audience, a list's count and noun, keywords and hashtags.
// A topic in another language than the script is quoted, never mixed into the sentences.
// Heuristics, not a parser; kept deliberately small.
import type { TopicKind } from './writer-bank.ts';
import { detectLanguage, fitsLanguage, type TextLanguage, type WriterLanguage } from './writer-language.ts';
import { DETERMINERS, focusOf, gerund, sentenceCase, shorten, strip, titleCase, words } from './writer-phrase.ts';
import { RULES, type TopicRules } from './writer-topic-rules.ts';
import { ES_THING_QUESTION, genericSubject, subjectOf, THIS_TOPIC } from './writer-subject.ts';
import { domainOf } from './writer-domains.ts';
import { doingOf, esDoing, formOf, type TopicForm } from './writer-form.ts';

export { gerund, titleCase } from './writer-phrase.ts';

/** The topic's forms for the templates' placeholders; a slot a topic cannot fill is left out. */
export interface TopicVars {
  /** Follows "about"/"sobre": any topic has it. */
  about: string;
  /** Something you do: "meal prep", "starting a garden" (practice topics). */
  focus?: string;
  /** What is chosen between: "budgeting apps", "iPhone and Android" (choice topics). */
  options?: string;
  /** Options that are bought or installed, so price and trials apply. */
  products?: string;
  /** A plural audience: "busy parents", else the language's "people". */
  who: string;
  /** A question topic as a clause: "why volcanoes erupt" (only when it can be had exactly). */
  question?: string;
}

export interface TopicInfo {
  kind: TopicKind;
  /** What a question topic asks: an end, causes or a mechanism. */
  form?: TopicForm;
  /** An event that is over (the fall of Constantinople): no point of it is "something you can use today". */
  past?: boolean;
  /** The language the topic is written in; `foreign` when that is not the script's. */
  language: TextLanguage;
  foreign: boolean;
  vars: TopicVars;
  /** Title-case form of the topic as typed, for titles. */
  title: string;
  /** Title-case form of {about}, to follow other words in a title. */
  titlePhrase: string;
  /** "5 morning habits ...": the count and the noun, for a script built from notes. */
  list?: { count: number; noun: string; phrase: string };
  /** Content words, lower case, in order of appearance. */
  keywords: string[];
  /** Words worth a hashtag: compounds first (#mealprep), then single keywords. */
  tagWords: string[];
  /** The topic in a word or three for the screen ("Black holes", "Credit card debt"); '' when none reads whole. */
  label: string;
}

interface Reading {
  kind: TopicKind;
  about: string;
  /** Where keywords and hashtags come from, when not {about} ("the question ..." is not a keyword). */
  words?: string;
  focus?: string;
  options?: string;
  products?: string;
  list?: TopicInfo['list'];
}


/** "5 easy morning habits that make you..." -> item "morning habits", head "habits", rest "that make you...". */
function listParts(after: string, rules: TopicRules, lang: WriterLanguage) {
  const ws = words(after);
  while (ws.length > 1 && rules.listFiller.has((ws[0] ?? '').toLowerCase())) ws.shift();
  const known = (w: string) => rules.practiceItems.has(w) || rules.choiceItems.has(w) || rules.inquiryItems.has(w);
  // The item phrase ends after a known list noun ("mistakes | new runners make"), else at a boundary word.
  const noun = ws.slice(0, 4).findIndex((w) => known(w.toLowerCase()));
  let end = ws.findIndex((w, i) => i > 0 && rules.itemEnd.has(w.toLowerCase().replace(/[,:]$/, '')));
  if (end < 0) end = ws.length;
  if (lang === 'en' && noun >= 0 && noun + 1 < end) end = noun + 1;
  const item = ws.slice(0, end).join(' ').replace(/[,:]$/, '');
  const rest = ws.slice(end).join(' ');
  const itemWords = words(item.toLowerCase());
  const head = (lang === 'en' ? itemWords.at(-1) : (itemWords.find(known) ?? itemWords[0])) ?? '';
  return { item, head, rest };
}

function readList(count: number, after: string, rules: TopicRules, lang: WriterLanguage): Reading {
  const { item, head, rest } = listParts(after, rules, lang);
  const whole = [item, rest].filter(Boolean).join(' ');
  const list = { count, noun: head, phrase: whole };
  if (rules.practiceItems.has(head)) {
    const via = /^(?:for|on|about|to|para|sobre|de)\s+/i.exec(rest);
    if (via && words(item).length === 1) {
      let inner = rest.slice(via[0].length);
      if (lang === 'en' && /^to\s/i.test(via[0])) inner = [gerund(words(inner)[0] ?? ''), ...words(inner).slice(1)].join(' ');
      return { kind: 'practice', about: inner, focus: focusOf(inner, rules), list };
    }
    return { kind: 'practice', about: whole, focus: item, list };
  }
  if (rules.choiceItems.has(head)) {
    return { kind: 'choice', about: whole, options: item, ...(rules.productItems.has(head) ? { products: item } : {}), list };
  }
  return { kind: 'inquiry', about: whole, list };
}

function readComparison(s: string, rules: TopicRules, lang: WriterLanguage): Reading {
  const raw = (x: string) => x.replace(rules.compareWords, ' ').replace(rules.best, '').replace(/[?¿!¡]/g, '').trim();
  const sides = s.split(/\s(?:vs\.?|versus|frente a|contra)\s/i).map(raw).filter(Boolean);
  if (sides.length === 2) {
    // Names ("Messi vs Ronaldo", "iPhone vs Android"): nothing to buy-advise on, something to learn about.
    const named = sides.every((x) => /^\p{Ll}*\p{Lu}/u.test(x));
    const [a = '', b = ''] = named ? sides : sides.map(sentenceCase);
    if (named) return { kind: 'inquiry', about: `${a} ${rules.versus} ${b}`, words: `${a} ${b}` };
    return { kind: 'choice', about: rules.choosingBetween(a, b), options: `${a} ${rules.and} ${b}`, words: `${a} ${b}` };
  }
  const rest = sentenceCase(raw(s));
  const counted = rules.count.exec(rest);
  const { item, head } = listParts(counted ? rest.slice(counted[0].length) : rest, rules, lang);
  const options = item || rest;
  return {
    kind: 'choice',
    about: rules.comparing(options),
    options,
    words: options,
    ...(rules.productItems.has(head) ? { products: options } : {}),
    ...(counted ? { list: { count: countOf(counted[1] ?? '', rules), noun: head, phrase: options } } : {}),
  };
}

/** Habits a "stop ..." topic is about, by the noun that names them. */
const BEATEN: Record<string, string> = { procrastinating: 'procrastination', overthinking: 'overthinking', worrying: 'worry', overspending: 'overspending' };

const countOf = (token: string, rules: TopicRules) => Number(token) || rules.numbers[token.toLowerCase()] || 0;

function read(typed: string, question: boolean, rules: TopicRules, lang: WriterLanguage): Reading {
  if (rules.comparison.test(` ${typed} `)) return readComparison(typed, rules, lang);
  let s = sentenceCase(typed);
  if (lang === 'es' && ES_THING_QUESTION.test(typed)) return { kind: 'inquiry', about: subjectOf(typed, lang) || THIS_TOPIC[lang], words: s };
  const verbal = strip(s, rules.verbal);
  if (verbal) {
    const ws = words(verbal);
    // "how to start running" is about running: "starting running" says it twice.
    const started = lang === 'en' && /^(?:start|begin|get into)$/i.test(ws[0] ?? '') && /^\p{Ll}+ing$/u.test(ws[1] ?? '');
    // "how to stop procrastinating" is about beating procrastination: "stopping procrastinating" trips every sentence.
    const beaten = lang === 'en' && /^stop$/i.test(ws[0] ?? '') && ws.length === 2 ? BEATEN[(ws[1] ?? '').toLowerCase()] : undefined;
    const phrase = beaten ? `beating ${beaten}` : started ? ws.slice(1).join(' ') : lang === 'en' ? [gerund(ws[0] ?? ''), ...ws.slice(1)].join(' ') : verbal;
    return { kind: 'practice', about: phrase, focus: focusOf(phrase, rules) };
  }
  const counted = rules.count.exec(s);
  if (counted) return readList(countOf(counted[1] ?? '', rules), s.slice(counted[0].length), rules, lang);
  const best = rules.best.exec(s);
  if (best) {
    const { item, head, rest } = listParts(s.slice(best[0].length), rules, lang);
    if (!rules.practiceItems.has(head)) {
      // "the best books of all time" stays whole: without "best" it says something else.
      return { kind: 'choice', about: s, options: item, words: [item, rest].join(' '), ...(rules.productItems.has(head) ? { products: item } : {}) };
    }
  }
  const before = s;
  for (let guard = 0; guard < 3; guard++) s = strip(s, rules.fillers) ?? s;
  const peeled = s !== before; // "what is inflation?" is now the noun phrase "inflation"
  if (lang === 'en') s = s.replace(/^(why|how|when|where|what|who) do /i, '$1 '); // "why do cats purr" -> "why cats purr"
  // A question is about its subject ("compound interest"), never quoted whole into a sentence.
  if (!peeled && (question || rules.clauseQuestion.test(s) || rules.directQuestion.test(s))) {
    const asked = lang === 'en' ? subjectOf(typed, lang) || doingOf(typed) : esDoing(subjectOf(typed, lang));
    return { kind: 'inquiry', about: asked || THIS_TOPIC[lang], words: s };
  }
  const first = (words(s.replace(DETERMINERS, ''))[0] ?? '').toLowerCase();
  const practice = (rules.verbForm.test(first) && !rules.notVerbForm.has(first)) || rules.practiceWords.test(s);
  const head = words(s.replace(DETERMINERS, ''))[0]?.toLowerCase() ?? '';
  if (practice && !rules.generic.has(head)) return { kind: 'practice', about: s, focus: focusOf(s, rules) };
  return { kind: 'inquiry', about: s };
}

/**
 * A short on-screen label: a phrase of at most three words that names the subject whole ("Black
 * holes", not "Black"); an activity loses its verb ("paying off credit card debt" -> "credit card debt").
 */
function labelOf(candidates: string[], rules: TopicRules): string {
  for (const raw of candidates) {
    let ws = words(raw.replace(DETERMINERS, ''));
    // "the benefits of cold showers" is labelled by what it is about: "cold showers".
    const of = ws.findIndex((w) => /^(?:of|de|del)$/i.test(w));
    if (of === 1 && rules.generic.has((ws[0] ?? '').toLowerCase())) ws = words(ws.slice(2).join(' ').replace(DETERMINERS, ''));
    if (ws.length > 3 && /ing$/i.test(ws[0] ?? '')) {
      ws = ws.slice(1);
      while (ws.length > 1 && /^(?:off|up|out|down|on|in|to|for|with|a|an|the|your|my)$/i.test(ws[0] ?? '')) ws = ws.slice(1);
    }
    const phrase = ws.join(' ');
    if (ws.length >= 1 && ws.length <= 3 && phrase.length <= 28 && !rules.stop.has((ws.at(-1) ?? '').toLowerCase())) return phrase;
  }
  return '';
}

export const QUOTES: Record<WriterLanguage, [string, string]> = { en: ['“', '”'], es: ['«', '»'] };

export function analyzeTopic(raw: string, lang: WriterLanguage): TopicInfo {
  const question = /[?¿]/.test(raw);
  let typed = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[¿¡"'“«]+|[?!.。"'”»]+$/g, '')
    .trim();
  // A topic typed in capitals is not shouted in every sentence.
  if (/\p{Lu}{2}/u.test(typed) && !/\p{Ll}/u.test(typed)) typed = typed.toLowerCase();
  const language = detectLanguage(typed);
  const foreign = !fitsLanguage(typed, lang);
  const readAs: WriterLanguage = language === 'en' || language === 'es' ? language : lang;
  const rules = RULES[readAs];
  const reading: Reading = language === 'other' ? { kind: 'inquiry', about: typed } : read(typed, question, rules, readAs);
  const audience = rules.audience.exec(shorten(reading.kind === 'inquiry' && reading.words ? reading.words : reading.about, rules))?.[1]?.replace(DETERMINERS, '');
  // A headline's subject without its clause: "morning habits", not "morning habits that change your day".
  const subject = shorten(subjectOf(reading.about, readAs) || reading.about, rules);
  // "Why the Roman Empire fell" is about the fall, not the empire: the end is what every sentence names.
  const shape = reading.kind === 'inquiry' && !foreign && language !== 'other' ? formOf(typed, subject, readAs) : {};
  // A lone count noun reads with its article or plural: "the octopus", "volcanoes".
  const spoken = reading.kind === 'inquiry' && readAs === 'en' && lang === 'en' && !foreign ? genericSubject(subject, domainOf(typed) === 'animal') : subject;
  const about = shape.event ?? spoken;
  const q = (s: string) => `${QUOTES[lang][0]}${s}${QUOTES[lang][1]}`;

  // Only a plural noun reads well in "most {who}": "beginners", "busy parents", not "less" or "you".
  const plural = !!audience && audience.length > 3 && /[^s]s$/i.test(audience) && !/^(?:us|this|yes|less|its|his)$/i.test(audience);
  const who = plural && !foreign ? audience : RULES[lang].defaultWho;

  const keywords: string[] = [];
  for (const w of (reading.words ?? about).toLowerCase().split(/[^\p{L}\p{N}'+#-]+/u)) {
    const clean = w.replace(/^['-]+|['-]+$/g, '');
    if (clean.length < 3 && !/^\p{N}+$/u.test(clean)) continue;
    if (rules.stop.has(clean) || keywords.includes(clean)) continue;
    keywords.push(clean);
  }
  const core = (s?: string) =>
    s
      ? words(s.replace(DETERMINERS, ''))
          .filter((w, i) => !(i === 0 && rules.weak.has(w.toLowerCase())))
          .join(' ')
          .replace(DETERMINERS, '')
      : '';
  const compounds = [core(reading.focus ?? reading.options), plural ? (audience ?? '') : ''].filter((c) => c && words(c).length <= 3);
  const inCompound = (k: string) => compounds.some((c) => c.toLowerCase().split(/\s+/).includes(k));
  const tagWords = [...compounds, ...keywords.filter((k) => !rules.weak.has(k) && !inCompound(k) && !/^\p{N}+$/u.test(k))];

  const form = (s?: string) => (s === undefined ? undefined : foreign ? q(s) : s);
  const vars: TopicVars = {
    // A topic in another language is quoted only when it is a name or a word or two ("Klimawandel");
    // a whole foreign headline or question is never pasted into a sentence: the script says "this topic".
    about: foreign ? (words(typed).length <= 2 && !question ? q(typed) : THIS_TOPIC[lang]) : about,
    who,
    ...(shape.question ? { question: shape.question } : {}),
    ...(reading.focus ? { focus: form(subjectOf(reading.focus, readAs) || reading.focus) } : {}),
    ...(reading.options ? { options: form(reading.options) } : {}),
    ...(reading.products ? { products: form(reading.products) } : {}),
  };
  // Titles stay under 100 characters with room for a template's words; quotes are never cut off.
  const short = typed.length > 90 ? `${typed.slice(0, 89).replace(/\s+\S*$/, '')}…` : typed;
  const title = foreign ? q(titleCase(short, readAs)) : titleCase(short, lang);
  return {
    kind: reading.kind,
    ...(shape.form ? { form: shape.form } : {}),
    // An end that already happened, or a subject of history ("the history of Rome").
    ...(shape.past || (shape.form !== 'end' && reading.kind === 'inquiry' && !foreign && domainOf(typed) === 'history') ? { past: true } : {}),
    language,
    foreign,
    vars,
    title,
    titlePhrase: foreign ? title : titleCase(about, lang, true),
    ...(reading.list && reading.list.count > 0 ? { list: foreign ? { ...reading.list, noun: '', phrase: q(reading.list.phrase) } : reading.list } : {}),
    keywords,
    tagWords,
    label: foreign ? '' : labelOf([reading.focus ?? reading.options ?? '', shape.subject ?? '', spoken, subject], rules),
  };
}
