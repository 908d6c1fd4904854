import { LANGUAGE_PACKS } from './lang';
import { words } from './normalize';
import type { Lang } from './types';

// Scripts that name a language on their own. Japanese is checked by kana before Chinese Han.
const SCRIPTS: [Lang, RegExp][] = [
  ['ko', /[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]/g],
  ['ja', /[\u3040-\u30ff]/g],
  ['zh', /[\u4e00-\u9fff\u3400-\u4dbf]/g],
  ['ar', /[\u0600-\u06ff\u0750-\u077f]/g],
  ['hi', /[\u0900-\u097f]/g],
  ['ru', /[\u0400-\u04ff]/g],
];

// Letters that only (or mostly) occur in one of the Latin-script languages.
const LETTER_HINTS: [Lang, RegExp][] = [
  ['es', /[ñ¿¡]/g],
  ['pt', /[ãõç]/g],
  ['de', /[ßäöü]/g],
  ['fr', /[êèëçœ]/g],
  ['it', /[ìò]/g],
];

const LATIN: Lang[] = ['en', 'es', 'fr', 'de', 'pt', 'it'];
const stopWordSets = new Map(LATIN.map((l) => [l, new Set(words(LANGUAGE_PACKS[l].stopWords))]));

function scriptLanguage(text: string): Lang | undefined {
  // Kana decides Japanese even when the sentence also has kanji.
  if (/[\u3040-\u30ff]/.test(text)) return 'ja';
  let best: Lang | undefined;
  let bestCount = 0;
  for (const [lang, re] of SCRIPTS) {
    const count = text.match(re)?.length ?? 0;
    if (count > bestCount) [best, bestCount] = [lang, count];
  }
  return best;
}

/** The language a message is written in, by script, then by common words; English if unsure. */
export function detectLanguage(text: string): Lang {
  const byScript = scriptLanguage(text);
  if (byScript) return byScript;
  const tokens = words(text);
  const lower = text.toLowerCase();
  let best: Lang = 'en';
  let bestScore = 0;
  for (const lang of LATIN) {
    const stops = stopWordSets.get(lang);
    let score = tokens.filter((t) => stops?.has(t)).length;
    for (const [hintLang, re] of LETTER_HINTS) if (hintLang === lang) score += 2 * (lower.match(re)?.length ?? 0);
    if (score > bestScore) [best, bestScore] = [lang, score];
  }
  return best;
}
