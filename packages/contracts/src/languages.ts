/**
 * The languages the built-in voice (eSpeak NG, in packages/video-engine) narrates in, as base
 * language codes: regional voices (en-us, en-gb...) count once. Every "N languages" the product
 * says is NARRATION_LANGUAGE_COUNT, and apps/server/test/narration-languages.test.ts fails when
 * the engine's voices and this list part ways, so the figure cannot drift from what is spoken.
 */
// prettier-ignore
export const NARRATION_LANGUAGES = [
  'af', 'am', 'an', 'ar', 'as', 'az', 'ba', 'be', 'bg', 'bn', 'bpy', 'bs', 'ca', 'chr', 'cmn', 'cs', 'cv', 'cy', 'da', 'de',
  'el', 'en', 'eo', 'es', 'et', 'eu', 'fa', 'fi', 'fo', 'fr', 'ga', 'gd', 'gn', 'grc', 'gu', 'hak', 'haw', 'he', 'hi', 'hr',
  'ht', 'hu', 'hy', 'hyw', 'ia', 'id', 'io', 'is', 'it', 'ja', 'ka', 'kaa', 'kk', 'kl', 'kn', 'ko', 'kok', 'ku', 'ky', 'la',
  'lb', 'lt', 'ltg', 'lv', 'mi', 'mk', 'ml', 'mr', 'ms', 'mt', 'mto', 'my', 'nb', 'nci', 'ne', 'nl', 'nog', 'om', 'or', 'pa',
  'pap', 'pl', 'pt', 'qu', 'quc', 'ro', 'ru', 'sd', 'shn', 'si', 'sk', 'sl', 'smj', 'sq', 'sr', 'sv', 'sw', 'ta', 'te', 'th',
  'ti', 'tk', 'tn', 'tr', 'tt', 'ug', 'uk', 'ur', 'uz', 'vi', 'yue',
] as const;

export const NARRATION_LANGUAGE_COUNT = NARRATION_LANGUAGES.length;
