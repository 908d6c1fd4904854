import { NARRATION_LANGUAGES } from '@reelforge/contracts';

export interface TranslationLanguage {
  code: string;
  name: string;
}

const POPULAR = ['es', 'de', 'fr', 'pt', 'it', 'hi', 'ar', 'cmn', 'ja', 'ru', 'id', 'tr'];

/**
 * Every language the narration speaks, named in English by the browser: the popular ones first,
 * then the rest by name. Codes the browser cannot name show as the code itself.
 */
export function translationLanguages(): TranslationLanguage[] {
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  const named = NARRATION_LANGUAGES.map((code) => {
    let name = code as string;
    try {
      name = names.of(code) ?? code;
    } catch {
      // An unusual code: its own letters.
    }
    return { code, name };
  });
  const popular = POPULAR.flatMap((c) => named.filter((l) => l.code === c));
  const rest = named.filter((l) => !POPULAR.includes(l.code)).sort((a, b) => a.name.localeCompare(b.name));
  return [...popular, ...rest];
}

/** The languages whose name or code contains the query (case and accents ignored). */
export function matchLanguages(all: TranslationLanguage[], query: string): TranslationLanguage[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const q = fold(query.trim());
  return q ? all.filter((l) => fold(l.name).includes(q) || l.code.startsWith(q)) : all;
}
