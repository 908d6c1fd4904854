import { TRANSLATION_LANGUAGES } from '@reelforge/contracts';

export interface TranslationLanguage {
  code: string;
  name: string;
}

/** A language code's English name ("es" -> "Spanish", "de-AT" -> "Austrian German"), else the code. */
export function languageLabel(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "de-AT" -> "de": the product translates between base languages. */
export const baseLanguage = (code: string) => code.toLowerCase().split('-')[0] ?? code;

const POPULAR = ['es', 'de', 'fr', 'pt', 'it', 'hi', 'ar', 'cmn', 'ja', 'ru', 'id', 'tr'];

/**
 * Every language a video can be translated into (narrated and captioned), named in English by the browser: the popular ones first,
 * then the rest by name. Codes the browser cannot name show as the code itself.
 */
export function translationLanguages(): TranslationLanguage[] {
  const named = TRANSLATION_LANGUAGES.map((code) => ({ code, name: languageLabel(code) }));
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
