import { detectLanguage } from './detect-language';
import { LANGUAGE_PACKS } from './lang';
import { normalize } from './normalize';
import { TOPICS, type Lang, type LanguagePack, type Topic } from './types';

// Languages written without spaces (or with attached prefixes, like Arabic "ال") match anywhere.
const SUBSTRING_MATCH = new Set<Lang>(['zh', 'ja', 'ko', 'ar', 'hi', 'ru']);

function matches(pack: LanguagePack, text: string, keyword: string): boolean {
  const kw = normalize(keyword).trim();
  if (SUBSTRING_MATCH.has(pack.lang)) return text.includes(kw);
  // Short keywords must be whole words ("hi" is not "history"); longer ones may start a word.
  return kw.length < 4 ? text.includes(` ${kw} `) : text.includes(` ${kw}`);
}

/** The plans' names are the same in every language: they point to pricing wherever they appear. */
const PLAN_NAMES = ['silver', 'gold', 'platinum', 'diamond', 'premium'];
const keywordsFor = (pack: LanguagePack, topic: Topic) =>
  topic === 'pricing' ? [...pack.keywords.pricing, ...PLAN_NAMES] : pack.keywords[topic];

/** The first topic, in priority order, that the message mentions in the given language. */
export function detectTopic(text: string, pack: LanguagePack): Topic | undefined {
  const normalized = normalize(text);
  return TOPICS.find((topic) => keywordsFor(pack, topic).some((kw) => matches(pack, normalized, kw)));
}

/** PaulinaAI's canned answer, in the language the visitor wrote in. No network call. */
export function replyTo(text: string): { lang: Lang; topic: Topic | 'generic'; content: string } {
  const lang = detectLanguage(text);
  const pack = LANGUAGE_PACKS[lang];
  // Product words (TikTok, premium, PLR…) are often written in English whatever the language.
  const topic = detectTopic(text, pack) ?? detectTopic(text, LANGUAGE_PACKS.en) ?? 'generic';
  const content = topic === 'pricing' ? pack.pricing() : pack.replies[topic];
  return { lang, topic, content };
}
