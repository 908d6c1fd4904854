import { z } from 'zod';
import { NARRATION_LANGUAGES } from './languages.ts';

/**
 * Writing systems (ISO 15924) the caption fonts draw (packages/video-engine/src/fonts: Latin and
 * Cyrillic in the display fonts, the others each in their Noto family).
 */
export const CAPTION_SCRIPTS = ['Latn', 'Cyrl', 'Grek', 'Arab', 'Hebr', 'Deva', 'Thai', 'Hans', 'Hant', 'Jpan'] as const;

/**
 * Narration languages written in a script the captions cannot draw yet (Ethiopic, Bengali,
 * Cherokee, Gujarati, Armenian, Georgian, Kannada, Hangul, Malayalam, Myanmar, Odia, Gurmukhi,
 * Sinhala, Tamil, Telugu): a translation into them would caption in empty boxes, so it is refused.
 * apps/server/test/translation-languages.test.ts checks this list against each language's script.
 */
// prettier-ignore
export const UNCAPTIONED_LANGUAGES: readonly string[] = [
  'am', 'as', 'bn', 'bpy', 'chr', 'gu', 'hy', 'hyw', 'ka', 'kn', 'ko', 'ml', 'my', 'or', 'pa', 'shn', 'si', 'ta', 'te', 'ti',
];

/** The languages a video can be translated into: narrated, and captioned in fonts that cover their script. */
export const TRANSLATION_LANGUAGES: readonly string[] = NARRATION_LANGUAGES.filter((l) => !UNCAPTIONED_LANGUAGES.includes(l));

/** One request makes at most this many translated videos (each counts as a video on the plan). */
export const TRANSLATIONS_MAX = 10;

export const TRANSLATION_MESSAGES = {
  noLanguages: 'Pick at least one language to translate into.',
  tooManyLanguages: `Pick at most ${TRANSLATIONS_MAX} languages at a time.`,
  badLanguage: 'That language is not one Reelforge narrates in.',
  uncaptioned: 'Captions cannot be drawn in that language’s script yet, so videos are not translated into it.',
  repeatedLanguage: 'Each language can be picked once.',
  sameLanguage: (language: string) => `The video is already in ${language}; pick other languages.`,
  noTranslator:
    'No translator is set up. Connect your own language model in Settings → Language model, or ask the server’s operator to set TRANSLATE_URL (a LibreTranslate server) or LLM_BASE_URL (a language model).',
  translated: (count: number) => `${count} translated ${count === 1 ? 'video is' : 'videos are'} ready to review in the storyboard.`,
} as const;

/** POST /api/videos/{id}/translations: the languages (base codes, e.g. es, de) to make copies in. */
export const createTranslationsSchema = z.object({
  languages: z
    .array(
      z.enum(NARRATION_LANGUAGES, { error: TRANSLATION_MESSAGES.badLanguage }).refine((l) => !UNCAPTIONED_LANGUAGES.includes(l), TRANSLATION_MESSAGES.uncaptioned),
      { error: TRANSLATION_MESSAGES.noLanguages },
    )
    .min(1, TRANSLATION_MESSAGES.noLanguages)
    .max(TRANSLATIONS_MAX, TRANSLATION_MESSAGES.tooManyLanguages)
    .refine((list) => new Set(list).size === list.length, TRANSLATION_MESSAGES.repeatedLanguage),
});
export type CreateTranslations = z.input<typeof createTranslationsSchema>;

/** Who translated: the creator's own model, a LibreTranslate server, or the server's model. */
export const TRANSLATORS = ['user-llm', 'libretranslate', 'server-llm'] as const;
export type Translator = (typeof TRANSLATORS)[number];

/**
 * 201: the translated videos exist as drafts (translated synchronously, not rendered), one per
 * language in the order asked, each ready to edit in the storyboard and render.
 */
export const translationsResponseSchema = z.object({
  sourceId: z.string(),
  translator: z.enum(TRANSLATORS),
  videos: z.array(z.object({ id: z.string(), language: z.string(), title: z.string() })),
});
export type TranslationsResponse = z.infer<typeof translationsResponseSchema>;
