import { z } from 'zod';
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

/** Missing, null or empty -> the spec's message; any other wrong value names the choices. */
const required = (choices?: readonly string[]) => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null || iss.input === '' || !choices
    ? MSG.missingFields
    : `Choose one of: ${choices.join(', ')}.`;

export const SCRIPT_TOPIC_MAX = 500;
export const SCRIPT_INSTRUCTIONS_MAX = 2000;

/** Script form (spec 3 and 5): topic, duration, platform and tone are required. */
export const scriptRequestSchema = z.object(
  {
    topic: z
      .string({ error: MSG.missingFields })
      .trim()
      .min(1, MSG.missingFields)
      .max(SCRIPT_TOPIC_MAX, `The topic can be at most ${SCRIPT_TOPIC_MAX} characters.`),
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
  },
  { error: MSG.missingFields },
);
export type ScriptRequest = z.input<typeof scriptRequestSchema>;
export type ScriptRequestParsed = z.output<typeof scriptRequestSchema>;

export const SCRIPT_HOOK_COUNT = 3;

/** What a writer (language model or built-in) must produce. */
export const scriptResultSchema = z.object({
  title: z.string().trim().min(1).max(200),
  script: z.string().trim().min(1),
  description: z.string().trim().min(1).max(2200),
  hooks: z.array(z.string().trim().min(1)).length(SCRIPT_HOOK_COUNT),
  hashtags: z.array(z.string().trim().min(1)).min(1).max(30),
});
export type ScriptResult = z.infer<typeof scriptResultSchema>;

export const SCRIPT_ENGINES = ['llm', 'builtin'] as const;
export type ScriptEngine = (typeof SCRIPT_ENGINES)[number];

export const scriptResponseSchema = scriptResultSchema.extend({
  engine: z.enum(SCRIPT_ENGINES),
  targetSeconds: z.number(),
  /** The language the script is actually written in. */
  language: z.string(),
  /** Set when the writer could not honour part of the request (e.g. a language it does not write). */
  notice: z.string().optional(),
});
export type ScriptResponse = z.infer<typeof scriptResponseSchema>;

/** Seconds of narration a duration option stands for (architecture doc, "Durations"). */
export function targetSeconds(duration: ScriptDuration, durationMinutes?: number): number {
  if (duration === '3+ minutes') {
    const minutes = Math.min(Math.max(durationMinutes ?? LONG_FORM_DEFAULT_MINUTES, 3), LONG_FORM_MAX_MINUTES);
    return Math.round(minutes * 60);
  }
  return DURATION_TARGET_SECONDS[duration];
}

/** Spoken words that fill `seconds` at about 2.5 words a second. */
export function targetWords(seconds: number): number {
  return Math.round(seconds * WORDS_PER_SECOND);
}
