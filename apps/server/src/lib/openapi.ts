import { ERROR_CODES } from '@reelforge/contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Every 4xx answers this shape (lib/error-handler.ts; contracts' errorResponseSchema); documented
 * once for every route. `code` is one of contracts' ERROR_CODES: clients branch on it.
 */
const errorResponse = {
  description: 'An error people can act on (401 signed out or bad token, 403 not allowed, 404, 409, 429 too many requests).',
  type: 'object',
  properties: { message: { type: 'string' }, code: { type: 'string', enum: [...ERROR_CODES] }, field: { type: 'string' } },
  required: ['message', 'code'],
};

/** How to authenticate (ADR 0031): the browser's session cookie, or a personal API token. */
export const openapiSecurity = {
  components: {
    securitySchemes: {
      session: { type: 'apiKey' as const, in: 'cookie', name: 'rf_session', description: 'The web app session (sign in at /api/auth/login).' },
      apiToken: {
        type: 'http' as const,
        scheme: 'bearer',
        description:
          'A personal API token from Settings -> API tokens (rf_...). Read tokens may only GET; tokens cannot manage tokens, the password, billing or the account.',
      },
    },
  },
  security: [{ session: [] }, { apiToken: [] }] as Record<string, string[]>[],
};

/**
 * The zod transform, plus what every route shares: the error shape for 4xx, and no security on
 * the routes signed-out visitors may call.
 */
export const openapiTransform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Record<string, unknown> & { response?: Record<string, unknown> };
  const isPublic = (input.route.config as { public?: boolean } | undefined)?.public === true;
  return {
    ...out,
    schema: {
      ...schema,
      ...(isPublic ? { security: [] } : {}),
      response: { ...schema.response, '4XX': errorResponse },
    },
  };
};
