import { detectHelpLanguage, matchHelp, topicAnswer, type HelpLang } from '@reelforge/contracts/help';
import { loadCorpus } from '@reelforge/contracts/help/load';

export interface OfflineReply {
  lang: HelpLang;
  topic: string | null;
  content: string;
}

/**
 * PaulinaAI's answer from the help corpus shipped with the app (signed out, or when the server
 * cannot be reached): no API call. The visitor's language and English load as static chunks.
 */
export async function offlineReply(text: string): Promise<OfflineReply> {
  const lang = detectHelpLanguage(text);
  const [corpus, english] = await Promise.all([loadCorpus(lang), loadCorpus('en')]);
  const { topic } = matchHelp(text, lang, corpus, english);
  return { lang, topic, content: topicAnswer(corpus, topic) };
}
