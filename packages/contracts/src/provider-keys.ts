import { z } from 'zod';
import { VOICE_IDS } from './constants.ts';
import { llmBaseUrlSchema } from './llm-settings.ts';
import { STOCK_PROVIDERS } from './storyboard.ts';

// Settings -> Stock media and Speech: a creator's own Pexels, Pixabay and speech keys. Like the
// model key, a key goes in and never comes back out: answers say whether one is set and its last
// four characters, and whether the server has a key of its own for the same provider.

export const PROVIDER_KEY_MAX = 500;

export const PROVIDER_KEYS_MESSAGES = {
  nothingToSave: 'Enter a Pexels or Pixabay API key to save.',
  nothingToTestMedia: 'Enter a Pexels or Pixabay API key to test, or save one first.',
  nothingToTestSpeech: 'Enter your speech settings to test, or save them first.',
  provider: 'Choose OpenAI-compatible or ElevenLabs.',
  elevenLabsKey: 'Enter your ElevenLabs API key.',
  model: 'The model name can be at most 200 characters.',
  voice: 'A voice name can be at most 100 characters.',
} as const;

/** Where to get a free Pexels key (the UI and the dashboard's setup card link it). */
export const PEXELS_KEY_URL = 'https://www.pexels.com/api/';
export const PIXABAY_KEY_URL = 'https://pixabay.com/api/docs/';
export const ELEVENLABS_KEY_URL = 'https://elevenlabs.io/app/settings/api-keys';

const keySchema = z
  .string({ error: 'The API key must be text.' })
  .trim()
  .max(PROVIDER_KEY_MAX, `The API key can be at most ${PROVIDER_KEY_MAX} characters.`);

/** A saved key as answers show it: never the key, only whether one is set and how it ends. */
export const keyStatusSchema = z.object({
  set: z.boolean(),
  /** The key's last four characters, so the creator can tell which key is saved; null when none. */
  last4: z.string().nullable(),
});
export type KeyStatus = z.infer<typeof keyStatusSchema>;

/** One provider's keys: the creator's own and whether the server has one (used when theirs is not set). */
export const providerKeyViewSchema = keyStatusSchema.extend({
  /** True when the server has its own key for this provider. */
  server: z.boolean(),
  /** Whose key this creator's renders and searches use now ('yours' only when a saved key still opens). */
  active: z.enum(['yours', 'server', 'none']),
});
export type ProviderKeyView = z.infer<typeof providerKeyViewSchema>;

/**
 * PUT /api/settings/media. An omitted key stays as saved; an empty string removes that key; at
 * least one of the two must be given.
 */
export const mediaSettingsUpdateSchema = z
  .object({ pexelsApiKey: keySchema.optional(), pixabayApiKey: keySchema.optional() }, { error: PROVIDER_KEYS_MESSAGES.nothingToSave })
  .refine((v) => v.pexelsApiKey !== undefined || v.pixabayApiKey !== undefined, { error: PROVIDER_KEYS_MESSAGES.nothingToSave });
export type MediaSettingsUpdate = z.input<typeof mediaSettingsUpdateSchema>;

/** POST /api/settings/media/test: the keys typed (else the saved ones); `provider` tests only that one. */
export const mediaTestRequestSchema = z.object({
  provider: z.enum(STOCK_PROVIDERS, { error: 'Choose Pexels or Pixabay.' }).optional(),
  pexelsApiKey: keySchema.optional(),
  pixabayApiKey: keySchema.optional(),
});
export type MediaTestRequest = z.input<typeof mediaTestRequestSchema>;

/** GET/PUT/DELETE /api/settings/media answer. */
export const mediaSettingsResponseSchema = z.object({
  pexels: providerKeyViewSchema,
  pixabay: providerKeyViewSchema,
  updatedAt: z.string().nullable(),
});
export type MediaSettingsResponse = z.infer<typeof mediaSettingsResponseSchema>;

/** A provider's voice names for the product's voice1..voice6. */
export const speechVoiceMapSchema = z.partialRecord(
  z.enum(VOICE_IDS),
  z.string().trim().min(1).max(100, PROVIDER_KEYS_MESSAGES.voice),
);
export type SpeechVoiceMap = z.infer<typeof speechVoiceMapSchema>;

export const SPEECH_PROVIDERS = ['openai', 'elevenlabs'] as const;
export type SpeechProvider = (typeof SPEECH_PROVIDERS)[number];

const modelSchema = z.string().trim().max(200, PROVIDER_KEYS_MESSAGES.model).optional();

/**
 * PUT /api/settings/speech: an OpenAI-compatible speech server (its /v1 address, a key when it
 * needs one, model and voice names) or ElevenLabs (its key; voice ids optional). An omitted key
 * keeps the saved one for the same provider and address; an empty string removes it.
 */
export const speechSettingsUpdateSchema = z.discriminatedUnion(
  'provider',
  [
    z.object({
      provider: z.literal('openai'),
      baseUrl: llmBaseUrlSchema,
      apiKey: keySchema.optional(),
      model: modelSchema,
      voices: speechVoiceMapSchema.optional(),
    }),
    z.object({
      provider: z.literal('elevenlabs'),
      apiKey: keySchema.optional(),
      model: modelSchema,
      voices: speechVoiceMapSchema.optional(),
    }),
  ],
  { error: PROVIDER_KEYS_MESSAGES.provider },
);
export type SpeechSettingsUpdate = z.input<typeof speechSettingsUpdateSchema>;
export type SpeechSettingsUpdateParsed = z.output<typeof speechSettingsUpdateSchema>;

/** POST /api/settings/speech/test: the form's settings, or nothing (no body, or `{}`) to test the saved ones. */
export const speechTestRequestSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && Object.keys(v).length === 0 ? undefined : v),
  speechSettingsUpdateSchema.optional(),
);
export type SpeechTestRequest = SpeechSettingsUpdate | Record<string, never>;

/** What is saved, without the key. */
export const storedSpeechSettingsSchema = z.object({
  provider: z.enum(SPEECH_PROVIDERS),
  /** The OpenAI-compatible server's address; null for ElevenLabs. */
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  voices: z.record(z.string(), z.string()),
  apiKey: keyStatusSchema,
  updatedAt: z.string(),
});
export type StoredSpeechSettings = z.infer<typeof storedSpeechSettingsSchema>;

/** GET/PUT/DELETE /api/settings/speech answer. */
export const speechSettingsResponseSchema = z.object({
  settings: storedSpeechSettingsSchema.nullable(),
  /** The speech engines the server itself has (its own keys or speech server). */
  server: z.object({ openai: z.boolean(), elevenlabs: z.boolean() }),
  /** Whose speech this creator's narration uses now: theirs, the server's cloud voice, or the built-in one. */
  active: z.enum(['yours', 'server', 'built-in']),
});
export type SpeechSettingsResponse = z.infer<typeof speechSettingsResponseSchema>;

/** Both test endpoints answer 200 with the provider's own words (the test ran; the key may have failed it). */
export const keyTestResultSchema = z.object({ ok: z.boolean(), message: z.string() });
export type KeyTestResult = z.infer<typeof keyTestResultSchema>;
