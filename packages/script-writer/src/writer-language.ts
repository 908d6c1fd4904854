// Which language a short text (a topic, a note) is written in, well enough to keep a script in one
// language: the built-in writer quotes what is not in the script's language instead of mixing it
// into its sentences. Counts function words and spelling cues; no model.

export type WriterLanguage = 'en' | 'es';
/** 'neutral': nothing to go by (a name, "Yoga"); 'other': a language the writer does not write. */
export type TextLanguage = WriterLanguage | 'other' | 'neutral';

const set = (s: string) => new Set(s.split(' '));
const FUNCTION_WORDS: Record<string, Set<string>> = {
  en: set(
    'the an and or of to for with without in on at from by about into how why what when where who which is are was were ' +
      'be do does did can could should would will my your our their his her its this that these those you i we they it not ' +
      'more most less best top versus make makes get every day tips ways things before after first then than just also only very into over under again',
  ),
  es: set(
    'el la los las un una unos unas y o de del al para con sin en por sobre cómo como por qué que qué cuál cuándo dónde quién ' +
      'es son está están mi mis tu tus su sus nuestro nuestra este esta estos estas ese esa lo se más menos mejor mejores ' +
      'cada día consejos formas hacer',
  ),
  fr: set('le les des du et est pour avec dans sur comment pourquoi une ce cette mon ton votre nos vos qui au aux être'),
  de: set('der die das und ist mit für wie warum ein eine einen nicht auf zu im den dem ich du wir sie'),
  pt: set('o os um uma e é não com para como porquê por que do da dos das na nas você seu sua meu minha'),
  it: set('il gli lo e è con per come perché una uno della delle degli nel nella non che sono'),
};

/** Spelling that gives a language away: ñ and accents, English clusters and endings. */
const CUES: Record<string, RegExp[]> = {
  es: [/[ñáéíóú¿¡]/i, /ción\b|dad\b|mente\b|\w+ll\w|rr|j/i, /\p{L}{2,}(?:ar|ir|arse|erse|irse|ero|era|eros|eras)(?!\p{L})/iu],
  // English endings no Spanish word has ("intelligence", "curious", "city"): they outweigh a Spanish-looking "ll".
  en: [/\b\w+ing\b/i, /th|sh|ck|w|k|ght|\b\w+(?:ness|tion)s?\b/i, /\b\w+'s\b/i, /\b\w+(?:ence|ance|ous|ful|less|ity|ship)s?\b/i],
  fr: [/[àâçèêëîïôùûœ]/i],
  de: [/[äöüß]/i],
  pt: [/[ãõç]/i],
};

export function detectLanguage(text: string): TextLanguage {
  // Scripts without Latin letters (Cyrillic, CJK, Arabic...) are never English or Spanish.
  if (/[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]/u.test(text)) return 'other';
  const words = text.toLowerCase().split(/[^\p{L}']+/u).filter(Boolean);
  const score: Record<string, number> = { en: 0, es: 0, fr: 0, de: 0, pt: 0, it: 0 };
  for (const w of words) for (const [lang, fw] of Object.entries(FUNCTION_WORDS)) if (fw.has(w)) score[lang] = (score[lang] ?? 0) + 2;
  for (const [lang, cues] of Object.entries(CUES)) for (const cue of cues) if (cue.test(text)) score[lang] = (score[lang] ?? 0) + 1;
  const [best, second] = Object.entries(score).sort((a, b) => b[1] - a[1]);
  if (!best || best[1] === 0) return 'neutral';
  // Spanish and Portuguese share most words: a tie goes to the language the writer knows.
  if (second && second[1] === best[1] && (best[0] === 'es' || second[0] === 'es') && (best[0] === 'pt' || second[0] === 'pt')) return 'es';
  if (best[0] === 'en' || best[0] === 'es') return best[0];
  return 'other';
}

/** Is a text safe to use unquoted in a script written in `lang`? */
export function fitsLanguage(text: string, lang: WriterLanguage): boolean {
  if (looksLikeNames(text)) return true;
  const detected = detectLanguage(text);
  return detected === lang || (detected === 'neutral' && (lang === 'en' || looksLikeNames(text)));
}

/** "Messi vs Ronaldo", "Taylor Swift": capitalised words read the same in any language. */
export function looksLikeNames(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => !/^(?:vs\.?|and|y|&|de|of)$/i.test(w));
  // Short, and nothing but capitalised words: a title typed in title case has more words than this.
  return words.length >= 2 && words.length <= 4 && words.every((w) => /^\p{Ll}*\p{Lu}/u.test(w));
}
