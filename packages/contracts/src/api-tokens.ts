import { z } from 'zod';

// Settings -> API tokens: personal tokens for scripts and MCP clients, sent as
// `Authorization: Bearer rf_...`. The token itself is shown once, at creation; the server keeps
// only its SHA-256 and a short prefix people can recognise it by.

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** At most this many live tokens per user: enough for every script and agent, not a leak. */
export const API_TOKENS_MAX = 25;

export const API_TOKEN_MESSAGES = {
  name: 'Name the token, e.g. "Zapier" or "Claude Desktop".',
  nameTooLong: 'The name can be at most 60 characters.',
  scope: 'Choose read or write.',
  tooMany: `You can have at most ${API_TOKENS_MAX} API tokens. Revoke one you no longer use first.`,
  notFound: 'API token not found',
  revoked: 'API token revoked',
  invalid: 'This API token is not valid or has been revoked.',
  readOnly: 'This API token is read-only: it can only read (GET). Create a write token to make changes.',
  sessionOnly: 'API tokens cannot manage tokens, passwords, billing or the account. Sign in to Reelforge to do this.',
  rateLimited: 'Too many requests with this API token. Please wait a minute and try again.',
} as const;

export const createApiTokenSchema = z.object({
  name: z
    .string({ error: API_TOKEN_MESSAGES.name })
    .trim()
    .min(1, API_TOKEN_MESSAGES.name)
    .max(60, API_TOKEN_MESSAGES.nameTooLong),
  scope: z.enum(API_TOKEN_SCOPES, { error: API_TOKEN_MESSAGES.scope }),
});
export type CreateApiToken = z.infer<typeof createApiTokenSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The token's first characters ("rf_AbCd"), to tell tokens apart; never enough to use. */
  prefix: z.string(),
  createdAt: z.string(),
  /** Accurate to about a minute (the server notes use at most once a minute per token). */
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The creation answer: the only time the token itself leaves the server. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenIdParamsSchema = z.object({ id: z.string().max(64) });
