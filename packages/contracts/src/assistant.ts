// PaulinaAI's API: POST /api/assistant/messages. JSON by default; with `Accept: text/event-stream`
// the answer streams as server-sent events (meta, delta..., reset?, done).
import { z } from 'zod';
import { PLATFORMS } from './constants.ts';
import { HELP_LANGS } from './help/types.ts';

export const ASSISTANT_MESSAGES = {
  empty: 'Type a message first.',
  tooLong: 'Messages can be at most 2000 characters.',
  badLanguage: `Language must be one of ${HELP_LANGS.join(', ')}.`,
} as const;

export const ASSISTANT_MAX_CHARS = 2000;

export const assistantMessageSchema = z.object({
  message: z
    .string({ error: ASSISTANT_MESSAGES.empty })
    .trim()
    .min(1, ASSISTANT_MESSAGES.empty)
    .max(ASSISTANT_MAX_CHARS, ASSISTANT_MESSAGES.tooLong),
  /** The language to answer in; detected from the message when left out. */
  language: z.enum(HELP_LANGS, { error: ASSISTANT_MESSAGES.badLanguage }).optional(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

/** A button under a reply: each names what it acts on, so the browser calls the real endpoint. */
export const assistantActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('retry-post'), label: z.string(), postId: z.uuid() }),
  z.object({ kind: z.literal('open-video'), label: z.string(), videoId: z.uuid() }),
  z.object({ kind: z.literal('reconnect'), label: z.string(), platform: z.enum(PLATFORMS) }),
  z.object({ kind: z.literal('upgrade'), label: z.string() }),
]);
export type AssistantAction = z.infer<typeof assistantActionSchema>;

export const assistantMetaSchema = z.object({
  language: z.enum(HELP_LANGS),
  /** The corpus topic the message matched; null when none did. */
  topic: z.string().nullable(),
  actions: z.array(assistantActionSchema),
});
export type AssistantMeta = z.infer<typeof assistantMetaSchema>;

export const assistantReplySchema = assistantMetaSchema.extend({
  text: z.string(),
  /** corpus: the offline answer; model: written by a language model from the corpus and state. */
  source: z.enum(['corpus', 'model']),
});
export type AssistantReply = z.infer<typeof assistantReplySchema>;

/** The events of a streamed reply, in order: meta, delta (many), reset (model failed: drop the deltas), done. */
export type AssistantEvent =
  | { event: 'meta'; data: AssistantMeta }
  | { event: 'delta'; data: { text: string } }
  | { event: 'reset'; data: { reason: string } }
  | { event: 'done'; data: AssistantReply };
