import { z } from 'zod';
import { VOICE_IDS } from './constants.ts';
import { activeWriterSchema } from './scripts.ts';

// GET /api/deepagent/health and /api/deepagent/capabilities (spec sections 3 and 7: health says
// `healthy`; capabilities are asked for only when healthy). The shapes are what the server
// answers today.

const llmSchema = z.object({
  /**
   * Who writes scripts now, for the caller: 'user' (their own model in Settings),
   * 'openai-compatible' (the server's LLM_BASE_URL), 'ollama' (a local Ollama), else 'builtin'.
   */
  provider: z.string(),
  model: z.string().nullable(),
  /** A language model writes (anything but the built-in writer). */
  configured: z.boolean(),
  /** The same writer in words, with the host it answers at. */
  writer: activeWriterSchema,
});

export const agentHealthSchema = z.object({
  /** The database answers, a render worker is alive and ffmpeg is there. */
  healthy: z.boolean(),
  database: z.boolean(),
  renderWorker: z.object({ online: z.boolean(), count: z.number().int() }),
  ffmpeg: z.object({ available: z.boolean(), version: z.string().nullable() }),
  llm: llmSchema,
  /** Who speaks: 'espeak', 'openai', 'elevenlabs'. */
  tts: z.object({ engine: z.string() }),
});
export type AgentHealth = z.infer<typeof agentHealthSchema>;

export const languageSchema = z.object({ code: z.string(), name: z.string() });
export type Language = z.infer<typeof languageSchema>;

export const capabilitiesSchema = z.object({
  /** Signed out: only whether a model writes (who provides it is not told to strangers). */
  llm: z.union([llmSchema, z.object({ configured: z.boolean() })]),
  tts: z.object({
    engine: z.string(),
    engines: z.array(z.string()),
    voices: z.array(z.object({ id: z.enum(VOICE_IDS), label: z.string(), character: z.string(), gender: z.string() })),
    /** Narration languages, each code once, in a form the script API accepts. */
    languages: z.array(languageSchema),
    /** How many real languages those voices speak (dialects of one language count once). */
    languageCount: z.number().int(),
  }),
  video: z.object({
    ffmpeg: z.string().nullable(),
    sizes: z.object({ vertical: z.string(), landscape: z.string() }),
    maxMinutes: z.number(),
    formats: z.array(z.string()),
  }),
  /** Render jobs waiting and queued; null when the server runs without a queue. */
  queues: z
    .object({ renderVideo: z.object({ waiting: z.number().nullable(), queued: z.number().nullable() }) })
    .nullable(),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;
