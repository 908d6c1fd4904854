import { normalize } from './normalize.ts';
import type { HelpCorpus, HelpLang } from './types.ts';

// Languages written without spaces, or with inflections and attached prefixes (Arabic "ال",
// Russian case endings), match a keyword anywhere in the text.
const SUBSTRING_MATCH = new Set<string>(['zh', 'ja', 'ar', 'hi', 'ru']);

function hit(lang: string, text: string, keyword: string): boolean {
  const kw = normalize(keyword).trim();
  if (!kw) return false;
  if (SUBSTRING_MATCH.has(lang)) return text.includes(kw);
  // Short keywords must be whole words ("hi" is not "history"); longer ones may start a word.
  return kw.length < 4 ? text.includes(` ${kw} `) : text.includes(` ${kw}`);
}

/** Longer and multi-word keywords say more than a single short word. */
function weight(keyword: string): number {
  const kw = keyword.trim();
  const extraWords = kw.split(/\s+/).length - 1;
  return 1 + extraWords + (kw.length >= 8 ? 0.5 : 0);
}

export interface TopicScore {
  topic: string;
  score: number;
}

/**
 * Every topic the text mentions, best first, scored over the corpus of its language plus (for
 * product words typed in English whatever the language) the English corpus at half weight.
 */
export function scoreTopics(text: string, corpus: HelpCorpus, english?: HelpCorpus): TopicScore[] {
  const normalized = normalize(text);
  const scores = new Map<string, number>();
  const add = (c: HelpCorpus, factor: number) => {
    for (const [topic, t] of Object.entries(c.topics)) {
      let s = 0;
      for (const kw of t.keywords) if (hit(c.lang, normalized, kw)) s += weight(kw);
      if (s > 0) scores.set(topic, (scores.get(topic) ?? 0) + s * factor);
    }
  };
  add(corpus, 1);
  if (english && english !== corpus) add(english, 0.5);
  // Topic order in the file breaks ties: the more specific topics come first there.
  const order = Object.keys(corpus.topics);
  return [...scores.entries()]
    .map(([topic, score]) => ({ topic, score }))
    .sort((a, b) => b.score - a.score || order.indexOf(a.topic) - order.indexOf(b.topic));
}

export interface HelpMatch {
  lang: HelpLang;
  /** The best topic, or null when nothing in the corpus matched. */
  topic: string | null;
  /** The best few topics (retrieval for a language model). */
  related: string[];
}
