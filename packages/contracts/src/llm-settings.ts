import { z } from 'zod';
import { activeWriterSchema } from './scripts.ts';

// Settings -> Language model: a user's own OpenAI-compatible endpoint, used for that user's
// scripts only. The API key goes in and never comes back out: the server answers `hasApiKey`.

export const LLM_SETTINGS_MESSAGES = {
  baseUrl: 'The address must be an http(s) URL such as https://api.openai.com/v1.',
  model: 'Name the model, e.g. gpt-4o-mini.',
  nothingToTest: 'Enter the address and model to test, or save them first.',
} as const;

export const LLM_API_KEY_MAX = 500;

/** http(s) only; a trailing slash is dropped so ".../v1/" and ".../v1" are one address. */
export const llmBaseUrlSchema = z
  .string({ error: LLM_SETTINGS_MESSAGES.baseUrl })
  .trim()
  .min(1, LLM_SETTINGS_MESSAGES.baseUrl)
  .max(500, 'The address can be at most 500 characters.')
  .pipe(z.url({ protocol: /^https?$/, error: LLM_SETTINGS_MESSAGES.baseUrl }))
  .transform((u) => u.replace(/\/+$/, ''));

const modelSchema = z
  .string({ error: LLM_SETTINGS_MESSAGES.model })
  .trim()
  .min(1, LLM_SETTINGS_MESSAGES.model)
  .max(200, 'The model name can be at most 200 characters.');

/**
 * PUT /api/settings/llm. `apiKey` omitted keeps the stored key (for the same address: a key is
 * not sent to a server it was not entered for), an empty string removes it.
 */
export const llmSettingsUpdateSchema = z.object(
  {
    baseUrl: llmBaseUrlSchema,
    model: modelSchema,
    apiKey: z
      .string({ error: 'The API key must be text.' })
      .trim()
      .max(LLM_API_KEY_MAX, `The API key can be at most ${LLM_API_KEY_MAX} characters.`)
      .optional(),
  },
  { error: 'Please fill in all required fields.' },
);
export type LlmSettingsUpdate = z.input<typeof llmSettingsUpdateSchema>;
export type LlmSettingsUpdateParsed = z.output<typeof llmSettingsUpdateSchema>;

/** POST /api/settings/llm/test: the form's values, or nothing to test the saved settings. */
export const llmTestRequestSchema = z
  .object({
    baseUrl: llmBaseUrlSchema.optional(),
    model: modelSchema.optional(),
    apiKey: llmSettingsUpdateSchema.shape.apiKey,
  })
  .refine((v) => (v.baseUrl === undefined) === (v.model === undefined), {
    error: LLM_SETTINGS_MESSAGES.nothingToTest,
  });
export type LlmTestRequest = z.input<typeof llmTestRequestSchema>;

/** What is saved, without the key. */
export const storedLlmSettingsSchema = z.object({
  baseUrl: z.string(),
  model: z.string(),
  hasApiKey: z.boolean(),
  updatedAt: z.string(),
});
export type StoredLlmSettings = z.infer<typeof storedLlmSettingsSchema>;

/** GET/PUT/DELETE answer: the saved settings (null: none) and who writes this user's scripts now. */
export const llmSettingsResponseSchema = z.object({
  settings: storedLlmSettingsSchema.nullable(),
  writer: activeWriterSchema,
});
export type LlmSettingsResponse = z.infer<typeof llmSettingsResponseSchema>;

/**
 * The connection test's outcome. Always 200 once the request is valid: `ok: false` carries the
 * provider's refusal or the network failure in words (the test ran; the endpoint failed it).
 */
export const llmTestResultSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  /** The models the endpoint lists, when it lists them. */
  models: z.array(z.string()).optional(),
});
export type LlmTestResult = z.infer<typeof llmTestResultSchema>;
