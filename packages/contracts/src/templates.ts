import { z } from 'zod';
import {
  CAPTION_STYLE_CHOICES,
  MUSIC_CHOICES,
  PRESENTER_LAYOUTS,
  SCRIPT_DURATIONS,
  SCRIPT_PLATFORMS,
  TONES,
  VIDEO_ASPECTS,
  VISUAL_SOURCES,
  VOICE_IDS,
} from './constants.ts';
import { LIBRARY_MESSAGES, TEMPLATE_CATEGORIES, templateSchema } from './library.ts';
import { SCRIPT_TOPIC_MAX } from './scripts.ts';
import { SCRIPT_STRUCTURES } from './structures.ts';

// Templates that drive generation (issue 10): a saved recipe for a video. Its structure shapes
// the script (both writers), the rest fills the AI video form and the render's style.

export const TEMPLATE_MESSAGES = {
  notYourTemplate: LIBRARY_MESSAGES.notYourTemplate,
  starterLocked: 'Starter templates come with Reelforge and cannot be changed or deleted. Save a copy to make it yours.',
  editOwnOnly: 'You can only edit your own templates.',
  alreadyLiked: 'You already liked this template.',
  notLiked: 'You have not liked this template.',
  likePublicOnly: 'Only public templates can be liked.',
  batchEmpty: 'Add at least one topic.',
  batchTooMany: 'A batch can hold at most 50 topics. Split the list and create the rest in another batch.',
  batchTemplate: 'Choose a template for the batch.',
  batchTopic: `Each topic must be 1 to ${SCRIPT_TOPIC_MAX} characters.`,
} as const;

export const BATCH_MAX_TOPICS = 50;
export type TemplatePlatform = (typeof SCRIPT_PLATFORMS)[number];

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable().optional();

/** What a template stores besides its name: the AI video form's fields and the render's look. */
export const templateRecipeSchema = z.object({
  structure: z.enum(SCRIPT_STRUCTURES, { error: `Choose a structure: ${SCRIPT_STRUCTURES.join(', ')}.` }),
  tone: z.enum(TONES, { error: `Choose a tone: ${TONES.join(', ')}.` }),
  duration: z.enum(SCRIPT_DURATIONS, { error: `Choose a duration: ${SCRIPT_DURATIONS.join(', ')}.` }),
  platform: z.enum(SCRIPT_PLATFORMS, { error: `Choose a platform: ${SCRIPT_PLATFORMS.join(', ')}.` }),
  /** Null: the default for the platform and length. */
  aspect: optionalChoice(VIDEO_ASPECTS),
  voiceId: optionalChoice(VOICE_IDS),
  captionStyle: optionalChoice(CAPTION_STYLE_CHOICES),
  visualSource: optionalChoice(VISUAL_SOURCES),
  music: optionalChoice(MUSIC_CHOICES),
  presenterLayout: optionalChoice(PRESENTER_LAYOUTS),
  /** Guidance added to every script written from it ("Audience: beginners"). */
  instructions: z.string().trim().max(2000).nullable().optional(),
});
export type TemplateRecipe = z.infer<typeof templateRecipeSchema>;

const templateFields = {
  name: z.string({ error: LIBRARY_MESSAGES.templateName }).trim().min(1, LIBRARY_MESSAGES.templateName).max(120),
  description: z.string().trim().max(2000).nullable().optional(),
  category: z.enum(TEMPLATE_CATEGORIES, { error: LIBRARY_MESSAGES.templateCategory }),
  isPublic: z.boolean().optional(),
};

/**
 * POST /api/templates: a template from scratch. The recipe's fields are optional so the first
 * API's payload (name, description, category, isPublic) still makes a template; the category
 * then defaults to trending.
 */
export const createTemplateRecipeSchema = z.object({
  ...templateFields,
  category: templateFields.category.optional(),
  ...templateRecipeSchema.partial().shape,
});
export type CreateTemplateRecipe = z.input<typeof createTemplateRecipeSchema>;

/** PATCH /api/templates/{id}: any of the fields. */
export const updateTemplateSchema = z
  .object({ ...templateFields, ...templateRecipeSchema.shape })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change.');
export type UpdateTemplate = z.input<typeof updateTemplateSchema>;

/** POST /api/videos/{id}/template: "Save as template" from a video; the rest comes from its render. */
export const templateFromVideoSchema = z.object({
  ...templateFields,
  structure: templateRecipeSchema.shape.structure,
  tone: templateRecipeSchema.shape.tone,
});
export type TemplateFromVideo = z.input<typeof templateFromVideoSchema>;

export const TEMPLATE_BADGES = ['VIRAL', 'HOT', 'NEW', 'AI'] as const;

/** A template as the API answers it: the spec's fields, its recipe, and who may do what with it. */
export const templateDetailSchema = templateSchema.extend({
  ...templateRecipeSchema.shape,
  structure: z.enum(SCRIPT_STRUCTURES).nullable(),
  tone: z.enum(TONES).nullable(),
  duration: z.enum(SCRIPT_DURATIONS).nullable(),
  platform: z.enum(SCRIPT_PLATFORMS).nullable(),
  aspect: z.enum(VIDEO_ASPECTS).nullable(),
  voiceId: z.enum(VOICE_IDS).nullable(),
  captionStyle: z.enum(CAPTION_STYLE_CHOICES).nullable(),
  visualSource: z.enum(VISUAL_SOURCES).nullable(),
  music: z.enum(MUSIC_CHOICES).nullable(),
  presenterLayout: z.enum(PRESENTER_LAYOUTS).nullable(),
  instructions: z.string().nullable(),
  /** Shipped with Reelforge (the starter pack): nobody's, visible to all, not editable. */
  isStarter: z.boolean(),
  likedByMe: z.boolean(),
  badge: z.enum(TEMPLATE_BADGES),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

/** POST /api/videos/batch: one video per topic, all from one template. */
export const batchVideosSchema = z.object({
  templateId: z.string({ error: TEMPLATE_MESSAGES.batchTemplate }).min(1, TEMPLATE_MESSAGES.batchTemplate).max(64),
  topics: z
    .array(z.string().trim().min(1, TEMPLATE_MESSAGES.batchTopic).max(SCRIPT_TOPIC_MAX, TEMPLATE_MESSAGES.batchTopic), {
      error: TEMPLATE_MESSAGES.batchEmpty,
    })
    .min(1, TEMPLATE_MESSAGES.batchEmpty)
    .max(BATCH_MAX_TOPICS, TEMPLATE_MESSAGES.batchTooMany),
});
export type BatchVideosRequest = z.input<typeof batchVideosSchema>;

export const batchVideosResponseSchema = z.object({
  /** In the order of the topics; a topic whose script could not be written has an error instead. */
  items: z.array(
    z.object({
      topic: z.string(),
      videoId: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type BatchVideosResponse = z.infer<typeof batchVideosResponseSchema>;

/** A CSV line's cells: commas split, except inside "quoted" cells, where "" is a quote. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && ch === '"') {
      quoted = false;
    } else if (quoted) {
      cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else {
      cell += ch;
    }
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

/**
 * Topics from what a person pasted: one per line, or a CSV whose first column is the topic (a
 * "topic" header row is skipped, quoted cells may hold commas). Lines count as a CSV only when
 * they all have the same number of cells, so a list of sentences with commas stays whole.
 */
export function parseTopics(text: string): string[] {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const rows = lines.map(csvCells);
  const table = rows.length > 1 && rows.every((r) => r.length > 1 && r.length === rows[0]!.length);
  const topics = lines.map((line, i) => (table || line.startsWith('"') ? (rows[i]![0] ?? '') : line)).filter(Boolean);
  return topics[0] && /^topics?$/i.test(topics[0]) ? topics.slice(1) : topics;
}
