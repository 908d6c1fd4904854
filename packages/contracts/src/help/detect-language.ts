import { words } from './normalize.ts';
import type { HelpLang } from './types.ts';

// Scripts that name a language on their own. Kana decides Japanese even when the text also has kanji.
const SCRIPTS: [HelpLang, RegExp][] = [
  ['zh', /[\u4e00-\u9fff\u3400-\u4dbf]/g],
  ['ar', /[\u0600-\u06ff\u0750-\u077f]/g],
  ['hi', /[\u0900-\u097f]/g],
  ['ru', /[\u0400-\u04ff]/g],
];

// Letters that only (or mostly) occur in one of the Latin-script languages.
const LETTER_HINTS: [HelpLang, RegExp][] = [
  ['es', /[ñ¿¡]/g],
  ['pt', /[ãõ]/g],
  ['de', /[ßäöü]/g],
  ['fr', /[êèëœ]/g],
];

export const LATIN_LANGS: HelpLang[] = ['en', 'es', 'fr', 'de', 'pt'];

function scriptLanguage(text: string): HelpLang | undefined {
  if (/[\u3040-\u30ff]/.test(text)) return 'ja';
  let best: HelpLang | undefined;
  let bestCount = 0;
  for (const [lang, re] of SCRIPTS) {
    const count = text.match(re)?.length ?? 0;
    if (count > bestCount) [best, bestCount] = [lang, count];
  }
  return best;
}

/**
 * The language a message is written in: by script, then by the common words of each Latin-script
 * language (given per language, from the corpus files); English when unsure.
 */
export function detectLanguage(text: string, stopWords: Partial<Record<HelpLang, ReadonlySet<string>>>): HelpLang {
  const byScript = scriptLanguage(text);
  if (byScript) return byScript;
  const tokens = words(text);
  const lower = text.toLowerCase();
  let best: HelpLang = 'en';
  let bestScore = 0;
  for (const lang of LATIN_LANGS) {
    const stops = stopWords[lang];
    let score = tokens.filter((t) => stops?.has(t)).length;
    for (const [hintLang, re] of LETTER_HINTS) if (hintLang === lang) score += 2 * (lower.match(re)?.length ?? 0);
    if (score > bestScore) [best, bestScore] = [lang, score];
  }
  return best;
}
