import type { EspeakVoiceInfo } from '@echogarden/espeak-ng-emscripten';

export interface SpokenLanguage {
  /** Language code eSpeak knows this voice by, e.g. 'en-us', 'pt-br', 'cmn'. */
  code: string;
  /** English name, e.g. 'English (America)'. */
  name: string;
  /** eSpeak voice identifier, e.g. 'gmw/en-US'. */
  identifier: string;
  /** Other codes the same voice answers to. */
  aliases: string[];
}

/**
 * eSpeak voices that are not languages anyone makes videos in: its test voice, fictional
 * languages (Tolkien's Quenya and Sindarin, Klingon, The Expanse's Belter) and one-author or
 * experimental engineered languages (Pyash, Lojban, Lingua Franca Nova). Constructed languages
 * with real speaker communities and literature stay: Esperanto, Interlingua, Ido.
 */
export const NOT_REAL_LANGUAGES: ReadonlySet<string> = new Set([
  'art/xex', // xextan-test
  'art/qya', // Quenya
  'art/sjn', // Sindarin
  'art/piqd', // Klingon
  'art/qdb', // Lang Belta
  'art/py', // Pyash
  'art/jbo', // Lojban
  'art/lfn', // Lingua Franca Nova
]);

export function toLanguages(voices: EspeakVoiceInfo[]): SpokenLanguage[] {
  return voices
    .filter((v) => v.languages.length > 0 && !NOT_REAL_LANGUAGES.has(v.identifier))
    .map((v) => {
      const codes = [...v.languages].sort((a, b) => a.priority - b.priority).map((l) => l.name.toLowerCase());
      return { code: codes[0] ?? v.identifier, name: v.name, identifier: v.identifier, aliases: codes.slice(1) };
    });
}

/**
 * Picks the eSpeak voice for a language code: exact code, then any alias, then the base
 * language ('de-AT' -> 'de'). Plain 'en' means American English, the product's default
 * (eSpeak's own default for 'en' is British).
 */
export function resolveLanguage(languages: SpokenLanguage[], language: string): SpokenLanguage {
  const wanted = language.trim().toLowerCase().replace(/_/g, '-');
  const candidates = wanted === 'en' ? ['en-us', 'en'] : [wanted, wanted.split('-')[0] ?? wanted];
  for (const code of candidates) {
    const exact = languages.find((l) => l.code === code);
    if (exact) return exact;
    const alias = languages.find((l) => l.aliases.includes(code));
    if (alias) return alias;
  }
  throw new Error(`eSpeak has no voice for language "${language}"`);
}

/**
 * How many distinct languages a voice list speaks: regional voices of one language (en-us,
 * en-gb, en-gb-scotland...) count once, so "N languages" is not inflated by accents.
 */
export function countLanguages(languages: SpokenLanguage[]): number {
  return new Set(languages.map((l) => (l.code.split('-')[0] ?? l.code).toLowerCase())).size;
}
