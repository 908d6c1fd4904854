export const TOPICS = ['plr', 'pricing', 'payment', 'avatar', 'video', 'language', 'support', 'greeting'] as const;
/** Checked in this order: the more specific topic wins ("help with my avatar" is about avatars). */
export type Topic = (typeof TOPICS)[number];

export const LANGS = ['en', 'es', 'fr', 'de', 'pt', 'it', 'zh', 'ja', 'ko', 'ar', 'hi', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

export interface LanguagePack {
  lang: Lang;
  /** Frequent words that identify the language, separated by spaces (used for Latin-script languages). */
  stopWords: string;
  /** Words that point to each topic, in this language. */
  keywords: Record<Topic, string[]>;
  replies: Record<Exclude<Topic, 'pricing'> | 'generic', string>;
  /** Built from the one price table, so the chat never quotes a different price. */
  pricing: () => string;
}
