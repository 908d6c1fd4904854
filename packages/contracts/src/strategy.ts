import { z } from 'zod';
import { SCRIPT_DURATIONS, TONES, VIDEO_ASPECTS } from './constants.ts';
import { writerSchema } from './scripts.ts';
import { SCRIPT_STRUCTURES } from './structures.ts';

// The strategy agent (a weekly content plan) and the starter-pack agent (scripts and templates
// for a niche), issue 15 item 1.

export const NICHE_MIN = 2;
export const NICHE_MAX = 80;
export const PLAN_IDEAS_MIN = 5;
export const PLAN_IDEAS_MAX = 7;
export const STARTER_PACK_SCRIPTS = 5;
export const STARTER_PACK_TEMPLATES = 3;

/** Platforms a plan posts to: the ones the script writer writes for. */
export const PLAN_PLATFORMS = ['tiktok', 'youtube', 'instagram', 'facebook'] as const;
export type PlanPlatform = (typeof PLAN_PLATFORMS)[number];

export const STRATEGY_MESSAGES = {
  niche: `Type a niche of ${NICHE_MIN} to ${NICHE_MAX} characters, such as "home coffee brewing".`,
  noNiche: 'You have no videos yet to learn your niche from: type a niche to plan for.',
  ideas: `A plan holds ${PLAN_IDEAS_MIN} to ${PLAN_IDEAS_MAX} ideas.`,
  timeZone: 'The time zone must be an IANA name such as Europe/Madrid.',
  planNotFound: 'Plan not found',
  ideaNotFound: 'That idea is not in this plan.',
  historyFallback: "No history yet: times are the platforms' general guidance.",
} as const;

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const nicheSchema = z
  .string({ error: STRATEGY_MESSAGES.niche })
  .trim()
  .min(NICHE_MIN, STRATEGY_MESSAGES.niche)
  .max(NICHE_MAX, STRATEGY_MESSAGES.niche);

/** POST /api/strategy/plan. Without a niche, the user's own videos say what they make. */
export const planRequestSchema = z.object({
  niche: nicheSchema.optional(),
  ideas: z
    .number({ error: STRATEGY_MESSAGES.ideas })
    .int(STRATEGY_MESSAGES.ideas)
    .min(PLAN_IDEAS_MIN, STRATEGY_MESSAGES.ideas)
    .max(PLAN_IDEAS_MAX, STRATEGY_MESSAGES.ideas)
    .default(PLAN_IDEAS_MIN),
  timeZone: z.string().max(64).refine(isTimeZone, STRATEGY_MESSAGES.timeZone).default('UTC'),
});
export type PlanRequest = z.input<typeof planRequestSchema>;

/** How an idea is made: a template's structure and the video's shape. */
export const ideaFormatSchema = z.object({
  structure: z.enum(SCRIPT_STRUCTURES),
  duration: z.enum(SCRIPT_DURATIONS),
  platform: z.enum(PLAN_PLATFORMS),
  aspect: z.enum(VIDEO_ASPECTS),
  tone: z.enum(TONES),
  /** The template the format comes from (the user's own, else a starter). */
  templateId: z.string().nullable(),
  templateName: z.string().nullable(),
});
export type IdeaFormat = z.infer<typeof ideaFormatSchema>;

export const TIME_SOURCES = ['history', 'guidance'] as const;

export const planIdeaSchema = z.object({
  index: z.number().int().min(0),
  topic: z.string(),
  /** Why this idea: one line from the writer. */
  angle: z.string(),
  format: ideaFormatSchema,
  /** When to post it (UTC instant; the plan's time zone says how it was chosen). */
  postAt: z.string(),
  /** Where the time came from: the user's own results, or the platform's general guidance. */
  timeSource: z.enum(TIME_SOURCES),
  /** The draft video once "Write script" made it. */
  videoId: z.string().nullable(),
});
export type PlanIdea = z.infer<typeof planIdeaSchema>;

export const weeklyPlanSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  timeZone: z.string(),
  niche: z.string(),
  /** typed: the user said it; videos: read from their best or latest video. */
  nicheSource: z.enum(['typed', 'videos']),
  history: z.object({
    /** Published posts with measured views the times were learned from. */
    posts: z.number().int().min(0),
    /** Shown under the plan: what the times are based on, honestly. */
    note: z.string(),
    bestPlatform: z.enum(PLAN_PLATFORMS).nullable(),
    topVideos: z.array(z.object({ title: z.string(), views: z.number().int() })),
  }),
  writer: writerSchema,
  ideas: z.array(planIdeaSchema),
});
export type WeeklyPlan = z.infer<typeof weeklyPlanSchema>;

export const planResponseSchema = z.object({ plan: weeklyPlanSchema.nullable() });
export type PlanResponse = z.infer<typeof planResponseSchema>;

export const planIdeaParamsSchema = z.object({
  id: z.string().max(64),
  index: z.coerce.number({ error: STRATEGY_MESSAGES.ideaNotFound }).int(STRATEGY_MESSAGES.ideaNotFound).min(0, STRATEGY_MESSAGES.ideaNotFound).max(PLAN_IDEAS_MAX - 1, STRATEGY_MESSAGES.ideaNotFound),
});

/** "Write script": the draft video made from the idea. */
export const ideaScriptResponseSchema = z.object({ videoId: z.string(), title: z.string() });
export type IdeaScriptResponse = z.infer<typeof ideaScriptResponseSchema>;

export const starterPackRequestSchema = z.object({ niche: nicheSchema });
export type StarterPackRequest = z.input<typeof starterPackRequestSchema>;

export const starterPackSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  niche: z.string(),
  writer: writerSchema,
  /** Saved as draft videos: open in the studio to edit and render. */
  scripts: z.array(z.object({ videoId: z.string(), title: z.string(), structure: z.enum(SCRIPT_STRUCTURES) })),
  /** Saved as the user's own templates. */
  templates: z.array(z.object({ templateId: z.string(), name: z.string(), structure: z.enum(SCRIPT_STRUCTURES) })),
});
export type StarterPack = z.infer<typeof starterPackSchema>;
export const starterPackResponseSchema = z.object({ pack: starterPackSchema.nullable() });
export type StarterPackResponse = z.infer<typeof starterPackResponseSchema>;
