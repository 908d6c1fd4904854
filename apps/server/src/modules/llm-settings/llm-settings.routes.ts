import {
  llmSettingsResponseSchema,
  llmSettingsUpdateSchema,
  llmTestRequestSchema,
  llmTestResultSchema,
} from '@reelforge/contracts';
import type { App } from '../../http/index.ts';
import { perUserRateLimit, signedIn } from '../../http/route-options.ts';
import type { AppContext } from '../../context/index.ts';
import { requireUser } from '../auth/index.ts';
import { llmSettingsService } from './llm-settings.service.ts';

/** Connection tests reach out to a server the user names: a brake on using them as a scanner. */
export const LLM_TEST_RATE_LIMIT = 20;

export function llmSettingsRoutes(app: App, ctx: AppContext) {
  const settings = llmSettingsService(ctx);
  const schema = { tags: ['settings'], response: { 200: llmSettingsResponseSchema } };

  app.get('/api/settings/llm', { schema }, (req) => settings.get(requireUser(req)));

  app.put(
    '/api/settings/llm',
    { preValidation: signedIn, config: { sessionOnly: true }, schema: { ...schema, body: llmSettingsUpdateSchema } },
    (req) => settings.save(requireUser(req), req.body),
  );

  app.delete('/api/settings/llm', { config: { sessionOnly: true }, schema }, (req) => settings.remove(requireUser(req)));

  app.post(
    '/api/settings/llm/test',
    {
      preValidation: signedIn,
      config: {
        sessionOnly: true,
        rateLimit: perUserRateLimit(LLM_TEST_RATE_LIMIT),
      },
      schema: { tags: ['settings'], body: llmTestRequestSchema.nullish(), response: { 200: llmTestResultSchema } },
    },
    (req) => settings.test(requireUser(req), req.body ?? {}),
  );
}
