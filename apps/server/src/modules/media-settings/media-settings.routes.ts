import { keyTestResultSchema, mediaSettingsResponseSchema, mediaSettingsUpdateSchema, mediaTestRequestSchema } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import type { App } from '../../http/index.ts';
import { perUserRateLimit, signedIn } from '../../http/route-options.ts';
import { requireUser } from '../auth/index.ts';
import { mediaSettingsService } from './media-settings.service.ts';

/** Each test is a call on the creator's provider quota: a brake on spending it by accident. */
export const KEY_TEST_RATE_LIMIT = 20;

/**
 * Settings -> Stock media. Like the model key (llm-settings), an API token may read whether a key
 * is set but never write, remove or test one (sessionOnly, ADR 0031).
 */
export function mediaSettingsRoutes(app: App, ctx: AppContext) {
  const settings = mediaSettingsService(ctx);
  const schema = { tags: ['settings'], response: { 200: mediaSettingsResponseSchema } };
  const url = '/api/settings/media';

  app.get(url, { schema }, (req) => settings.get(requireUser(req)));

  app.put(
    url,
    { preValidation: signedIn, config: { sessionOnly: true }, schema: { ...schema, body: mediaSettingsUpdateSchema } },
    (req) => settings.save(requireUser(req), req.body),
  );

  app.delete(url, { config: { sessionOnly: true }, schema }, (req) => settings.remove(requireUser(req)));

  app.post(
    `${url}/test`,
    {
      preValidation: signedIn,
      config: { sessionOnly: true, rateLimit: perUserRateLimit(KEY_TEST_RATE_LIMIT) },
      schema: { tags: ['settings'], body: mediaTestRequestSchema.nullish(), response: { 200: keyTestResultSchema } },
    },
    (req) => settings.test(requireUser(req), req.body ?? {}),
  );
}
