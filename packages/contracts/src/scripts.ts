import { z } from 'zod';
import { sceneKindFields } from './scene-kinds.ts';
import {
  DURATION_TARGET_SECONDS,
  LONG_FORM_DEFAULT_MINUTES,
  LONG_FORM_MAX_MINUTES,
  SCRIPT_DURATIONS,
  SCRIPT_PLATFORMS,
  TONES,
  WORDS_PER_SECOND,
  type ScriptDuration,
} from './constants.ts';
import { MSG } from './messages.ts';
import { SCRIPT_STRUCTURES } from './structures.ts';

/** Missing, null or empty -> the spec's message; any other wrong value names the choices. */
const required = (choices?: readonly string[]) => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null || iss.input === '' || !choices
    ? MSG.missingFields
    : `Choose one of: ${choices.join(', ')}.`;

export const SCRIPT_TOPIC_MAX = 500;
export const SCRIPT_INSTRUCTIONS_MAX = 2000;
/** A 90-minute script is about 13,500 words. */
export const SCRIPT_PREVIOUS_MAX = 100_000;
/** Script requests per user per minute: generous for people, a brake on scripts hammering a paid model. */
export const SCRIPT_RATE_LIMIT = 30;
export const SCRIPT_SOURCE_URL_MAX = 2000;

/** Script form (spec 3 and 5): topic, duration, platform and tone are required. */
export const scriptRequestSchema = z.object(
  {
    // Optional only with a sourceUrl (the page's title stands in); checked below.
    topic: z
      .string({ error: MSG.missingFields })
      .trim()
      .max(SCRIPT_TOPIC_MAX, `The topic can be at most ${SCRIPT_TOPIC_MAX} characters.`)
      .default(''),
    /** From a link: the web page (http or https) whose main article the script is written from. */
    sourceUrl: z
      .string({ error: 'The link must be a web address.' })
      .trim()
      .max(SCRIPT_SOURCE_URL_MAX, `The link can be at most ${SCRIPT_SOURCE_URL_MAX} characters.`)
      .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), 'The link must be a web address starting with http:// or https://.')
      .optional(),
    duration: z.enum(SCRIPT_DURATIONS, { error: required(SCRIPT_DURATIONS) }),
    platform: z.enum(SCRIPT_PLATFORMS, { error: required(SCRIPT_PLATFORMS) }),
    tone: z.enum(TONES, { error: required(TONES) }),
    additionalInstructions: z
      .string()
      .trim()
      .max(SCRIPT_INSTRUCTIONS_MAX, `Additional instructions can be at most ${SCRIPT_INSTRUCTIONS_MAX} characters.`)
      .optional(),
    /** BCP-47-ish: 'en', 'es', 'pt-BR', 'zh-Hans'. */
    language: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'The language must be a code such as en, es or pt-BR.')
      .default('en'),
    /** Only read for '3+ minutes': the length the creator wants, in minutes. */
    durationMinutes: z
      .number({ error: 'The length in minutes must be a number.' })
      .min(3, 'A long video is at least 3 minutes.')
      .max(LONG_FORM_MAX_MINUTES, `A long video can be at most ${LONG_FORM_MAX_MINUTES} minutes.`)
      .optional(),
    /** The exact length in seconds (a video's chosen length, e.g. 45): wins over the duration option's own target. */
    seconds: z
      .number({ error: 'The length in seconds must be a number.' })
      .int('The length in seconds must be a whole number.')
      .min(5, 'A video is at least 5 seconds.')
      .max(LONG_FORM_MAX_MINUTES * 60, `A video can be at most ${LONG_FORM_MAX_MINUTES} minutes.`)
      .optional(),
    /** Regenerate: the script shown now, so the writer writes a different one. */
    previousScript: z
      .string()
      .trim()
      .max(SCRIPT_PREVIOUS_MAX, `The previous script can be at most ${SCRIPT_PREVIOUS_MAX} characters.`)
      .optional(),
    /** A template's structure: how the scenes are built (numbered points, steps, myth/fact pairs...). */
    structure: z.enum(SCRIPT_STRUCTURES, { error: `Choose a structure: ${SCRIPT_STRUCTURES.join(', ')}.` }).optional(),
    /** Regenerate: 0 for the first script, then 1, 2, ... (a model's seed; with the same previous script, the same built-in script). */
    variation: z
      .number({ error: 'The variation must be a whole number.' })
      .int('The variation must be a whole number.')
      .min(0, 'The variation must be a whole number.')
      .max(2 ** 31 - 1, 'The variation is too large.')
      .optional(),
  },
  { error: MSG.missingFields },
).refine((v) => !!v.topic || v.sourceUrl !== undefined, {
  path: ['topic'],
  message: MSG.missingFields,
  // Checked even when other fields are missing too, so the form marks every empty one at once; not
  // when the body is no object at all (null, a string): there is no topic to look at then.
  when: ({ issues }) => !issues.some((i) => !i.path?.length || i.path[0] === 'topic' || i.path[0] === 'sourceUrl'),
});
export type ScriptRequest = z.input<typeof scriptRequestSchema>;
export type ScriptRequestParsed = z.output<typeof scriptRequestSchema>;

export const SCRIPT_HOOK_COUNT = 3;
export const SCENE_KEYWORDS_MAX = 3;
export const VISUAL_QUERY_MAX_WORDS = 5;
/** A scene's source sentences, as written in the article. */
export const SCENE_SOURCE_MAX = 4000;

/**
 * An emoji a scene can carry, as the video engine draws it (Twemoji): a pictograph ("💧", "❤️",
 * "👩‍💻", "🔟"), a keycap ("1️⃣", "#️⃣": a digit, # or * with U+20E3) or a flag (two regional
 * indicators). A bare digit or letter is not one.
 */
const SCENE_EMOJI = /^(?:\p{Extended_Pictographic}|[0-9#*]\uFE0F?\u20E3|\p{Regional_Indicator}{2})/u;
export const isSceneEmoji = (emoji: string): boolean => SCENE_EMOJI.test(emoji.trim());

const wordsIn = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** One beat of the video: what is said, what is shown behind it, and the words on screen. */
export const sceneSchema = z.object({
  /** Narration, spoken as written. */
  text: z.string().trim().min(1),
  /**
   * A stock-footage search in English (Pexels and Pixabay search best in English), 2-5 words asked
   * for; one good word ("espresso") is accepted rather than spending a repair round on it.
   */
  visualQuery: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .refine((q) => wordsIn(q) <= VISUAL_QUERY_MAX_WORDS, `at most ${VISUAL_QUERY_MAX_WORDS} words`),
  /** 1-3 short on-screen words or phrases. */
  keywords: z.array(z.string().trim().min(1).max(40)).min(1).max(SCENE_KEYWORDS_MAX),
  /** One emoji for the scene's caption, when one fits. */
  emoji: z.string().trim().max(16).refine(isSceneEmoji, 'one emoji').optional(),
  /** Where the scene's facts come from: the source sentences as written (researched scripts); absent otherwise. */
  source: z.string().trim().min(1).max(SCENE_SOURCE_MAX).optional(),
  /** What the scene shows besides its words: a stat, a list, steps, a comparison, a quote, a timeline. */
  ...sceneKindFields,
});
export type Scene = z.infer<typeof sceneSchema>;

const scriptFields = {
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(2200),
  hooks: z.array(z.string().trim().min(1)).length(SCRIPT_HOOK_COUNT),
  hashtags: z.array(z.string().trim().min(1)).min(1).max(30),
  scenes: z.array(sceneSchema).min(1).max(400),
};

/** What a language model must answer: the script as scenes (the full text is derived from them). */
export const scriptDraftSchema = z.object(scriptFields);
export type ScriptDraft = z.infer<typeof scriptDraftSchema>;

/** The spec's `script`: the scenes' narration, one paragraph each. */
export const scriptText = (scenes: readonly Pick<Scene, 'text'>[]) => scenes.map((s) => s.text.trim()).join('\n\n');

/** What a writer (language model or built-in) produces: the spec's fields plus the scenes. */
export const scriptResultSchema = z.object({ ...scriptFields, script: z.string().trim().min(1) });
export type ScriptResult = z.infer<typeof scriptResultSchema>;

/** Kept for clients of the first API: 'llm' for any language model, 'builtin' otherwise. */
export const SCRIPT_ENGINES = ['llm', 'builtin'] as const;
export type ScriptEngine = (typeof SCRIPT_ENGINES)[number];

/**
 * Who writes: a server-wide OpenAI-compatible API (LLM_BASE_URL), a local Ollama found at start,
 * the user's own endpoint (Settings), or the built-in writer (no model).
 */
export const WRITER_KINDS = ['openai-compatible', 'ollama', 'user', 'builtin'] as const;
export type WriterKind = (typeof WRITER_KINDS)[number];

export const writerSchema = z.object({
  kind: z.enum(WRITER_KINDS),
  /** The model's name; absent for the built-in writer. */
  model: z.string().optional(),
});
export type Writer = z.infer<typeof writerSchema>;

export const scriptResponseSchema = scriptResultSchema.extend({
  engine: z.enum(SCRIPT_ENGINES),
  writer: writerSchema,
  targetSeconds: z.number(),
  /** The language the script is actually written in. */
  language: z.string(),
  /** One line for the script step: what the writer could not do, and what a connected model would. */
  notice: z.string().optional(),
});
export type ScriptResponse = z.infer<typeof scriptResponseSchema>;

/** A user's own OpenAI-compatible endpoint (Settings), used for that user's scripts only. */
export const userLlmSchema = z.object({
  baseUrl: z.url('The address must be a URL such as https://api.openai.com/v1.'),
  apiKey: z.string().trim().max(500).optional(),
  model: z.string().trim().min(1, 'Name the model, e.g. gpt-4o-mini.').max(200),
});
export type UserLlm = z.infer<typeof userLlmSchema>;

/** The writer that would answer now, for /api/deepagent/capabilities and the script step. */
export const activeWriterSchema = writerSchema.extend({
  /** For people: "Ollama (llama3.2)", "Built-in writer (no language model)". */
  label: z.string(),
  /** Where it answers (no path, no key), absent for the built-in writer. */
  host: z.string().optional(),
});
export type ActiveWriter = z.infer<typeof activeWriterSchema>;

/** Seconds of narration a duration option stands for (architecture doc, "Durations"). */
export function targetSeconds(duration: ScriptDuration, durationMinutes?: number): number {
  if (duration === '3+ minutes') {
    const minutes = Math.min(Math.max(durationMinutes ?? LONG_FORM_DEFAULT_MINUTES, 3), LONG_FORM_MAX_MINUTES);
    return Math.round(minutes * 60);
  }
  return DURATION_TARGET_SECONDS[duration];
}

/** The narration's length a request asks for: its exact seconds when given, else its duration option's target. */
export function requestSeconds(req: { duration: ScriptDuration; durationMinutes?: number | undefined; seconds?: number | undefined }): number {
  return req.seconds ?? targetSeconds(req.duration, req.durationMinutes);
}

/** Spoken words that fill `seconds` at about 2.5 words a second. */
export function targetWords(seconds: number): number {
  return Math.round(seconds * WORDS_PER_SECOND);
}
