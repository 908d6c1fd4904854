// PaulinaAI's help corpus and the offline matcher the server and the browser share.
import { detectLanguage } from './detect-language.ts';
import { fillFacts } from './fill.ts';
import { scoreTopics, type HelpMatch } from './match.ts';
import { STOP_WORDS } from './stop-words.ts';
import type { HelpCorpus, HelpLang } from './types.ts';

export * from './types.ts';
export { fill, fillFacts, PRODUCT_FACTS } from './fill.ts';
export { normalize, words } from './normalize.ts';
export { scoreTopics, type HelpMatch, type TopicScore } from './match.ts';


/** The language of a message (one of the corpus's ten). */
export const detectHelpLanguage = (text: string): HelpLang => detectLanguage(text, STOP_WORDS);

/** The topics a message is about, in its language's corpus (English product words count too). */
export function matchHelp(text: string, lang: HelpLang, corpus: HelpCorpus, english: HelpCorpus): HelpMatch {
  const scored = scoreTopics(text, corpus, english);
  return { lang, topic: scored[0]?.topic ?? null, related: scored.slice(0, 3).map((s) => s.topic) };
}

/** The corpus's answer for a topic with the product's facts filled in, or the fallback. */
export function topicAnswer(corpus: HelpCorpus, topic: string | null): string {
  const t = topic ? corpus.topics[topic] : undefined;
  return fillFacts(t ? t.answer : corpus.fallback);
}
