import { z } from 'zod';
import { STOCK_PROVIDERS } from './storyboard.ts';
import { TTS_ENGINES } from './voice-settings.ts';

// The dashboard's "Studio setup" card (issue 24 item 6): for this creator, what writes, what speaks
// and what shows in their videos, and one line on how to turn the better one on.

/** Where the better options come from; every one is free to start with. */
export const SETUP_LINKS = {
  ollama: 'https://ollama.com/download',
  pexels: 'https://www.pexels.com/api/',
  pixabay: 'https://pixabay.com/api/docs/',
  kokoro: 'https://github.com/remsky/Kokoro-FastAPI',
  localai: 'https://localai.io/',
  elevenlabs: 'https://elevenlabs.io/',
} as const;

/** Whose setting makes this part work: the creator's own (Settings), the server's, or the built-in default. */
export const SETUP_SOURCES = ['yours', 'server', 'builtin'] as const;
export type SetupSource = (typeof SETUP_SOURCES)[number];

const linkSchema = z.object({ label: z.string(), href: z.url() });

const partSchema = z.object({
  /** True when the better option is on (a model, a neural voice, stock footage). */
  upgraded: z.boolean(),
  source: z.enum(SETUP_SOURCES),
  /** What does it now, for people: "Ollama (llama3.2)", "Basic, offline voice (eSpeak NG)". */
  current: z.string(),
  /** One line: how to turn the better one on, or what is on and how to change it. */
  hint: z.string(),
  links: z.array(linkSchema),
});

export const setupWriterSchema = partSchema.extend({
  kind: z.enum(['builtin', 'research', 'model']),
  /** Research from Wikipedia before writing (WIKIPEDIA_URL set). */
  research: z.boolean(),
  /** The model's name when a model writes. */
  model: z.string().optional(),
  /** A local Ollama: where the server looks (no path), and whether one answered with a chat model. */
  ollama: z.object({ host: z.string().nullable(), detected: z.boolean() }),
});

export const setupSpeechSchema = partSchema.extend({
  kind: z.enum(['basic', 'neural']),
  engine: z.enum(TTS_ENGINES),
  /** For a neural voice: who speaks ("ElevenLabs", "localhost:8880", "OpenAI") and its model. */
  provider: z.string().optional(),
  model: z.string().optional(),
});

export const setupVisualsSchema = partSchema.extend({
  kind: z.enum(['graphics', 'stock']),
  providers: z.array(z.enum(STOCK_PROVIDERS)),
});

/** GET /api/setup. */
export const setupStatusSchema = z.object({
  /** The creator closed the card; it stays closed on every device. */
  dismissed: z.boolean(),
  writer: setupWriterSchema,
  speech: setupSpeechSchema,
  visuals: setupVisualsSchema,
});
export type SetupStatus = z.infer<typeof setupStatusSchema>;
export type SetupWriter = z.infer<typeof setupWriterSchema>;
export type SetupSpeech = z.infer<typeof setupSpeechSchema>;
export type SetupVisuals = z.infer<typeof setupVisualsSchema>;

/** GET /api/setup?refresh=true looks for Ollama again instead of using the last probe. */
export const setupQuerySchema = z.object({
  refresh: z
    .enum(['true', 'false'], { error: 'refresh must be true or false.' })
    .optional()
    .transform((v) => v === 'true'),
});

/** What a Test button answers (the model, speech and stock tests alike): the outcome in the provider's words. */
export const setupTestResultSchema = z.object({ ok: z.boolean(), message: z.string() });
export type SetupTestResult = z.infer<typeof setupTestResultSchema>;

/** The three parts of the card, and the Settings section that changes each. */
export const SETUP_PARTS = ['writer', 'speech', 'visuals'] as const;
export type SetupPart = (typeof SETUP_PARTS)[number];
