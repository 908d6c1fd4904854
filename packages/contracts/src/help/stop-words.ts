// The Latin-script languages' common words (stop-words.json), for detectLanguage: small, so the
// browser can tell the language before it loads that language's corpus.
import raw from './stop-words.json' with { type: 'json' };
import { words } from './normalize.ts';
import type { HelpLang } from './types.ts';

export const STOP_WORDS: Partial<Record<HelpLang, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries(raw as Record<string, string>).map(([lang, text]) => [lang, new Set(words(text))]),
);
