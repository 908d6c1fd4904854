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

export function toLanguages(voices: EspeakVoiceInfo[]): SpokenLanguage[] {
  return voices
    .filter((v) => v.languages.length > 0)
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
