import { keyTestResultSchema, speechSettingsResponseSchema, speechSettingsUpdateSchema, speechTestRequestSchema } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import type { App } from '../../http/index.ts';
import { perUserRateLimit, signedIn } from '../../http/route-options.ts';
import { requireUser } from '../auth/index.ts';
import { speechSettingsService } from './speech-settings.service.ts';

/** A test reaches a server the creator names and spends their characters: a brake on both. */
export const SPEECH_TEST_RATE_LIMIT = 20;

/**
 * Settings -> Speech. Like the model key (llm-settings), an API token may read the settings (never
 * the key) but not write, remove or test them (sessionOnly, ADR 0031).
 */
export function speechSettingsRoutes(app: App, ctx: AppContext) {
  const settings = speechSettingsService(ctx);
  const schema = { tags: ['settings'], response: { 200: speechSettingsResponseSchema } };
  const url = '/api/settings/speech';

  app.get(url, { schema }, (req) => settings.get(requireUser(req)));

  app.put(
    url,
    { preValidation: signedIn, config: { sessionOnly: true }, schema: { ...schema, body: speechSettingsUpdateSchema } },
    (req) => settings.save(requireUser(req), req.body),
  );

  app.delete(url, { config: { sessionOnly: true }, schema }, (req) => settings.remove(requireUser(req)));

  app.post(
    `${url}/test`,
    {
      preValidation: signedIn,
      config: { sessionOnly: true, rateLimit: perUserRateLimit(SPEECH_TEST_RATE_LIMIT) },
      schema: { tags: ['settings'], body: speechTestRequestSchema.nullish(), response: { 200: keyTestResultSchema } },
    },
    (req) => settings.test(requireUser(req), req.body ?? undefined),
  );
}
