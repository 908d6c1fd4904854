import { createTranslationsSchema, translationsResponseSchema, videoIdParamsSchema } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import type { App } from '../../http/index.ts';
import { perUserRateLimit } from '../../http/route-options.ts';
import { requireUser } from '../auth/index.ts';
import { translationsService } from './translations.service.ts';

/** POST /api/videos/{id}/translations: 201 with the new draft videos (translated now, rendered later). */
export function translationsRoutes(app: App, ctx: AppContext) {
  const service = translationsService(ctx);
  app.post(
    '/api/videos/:id/translations',
    {
      config: { rateLimit: perUserRateLimit(10) },
      schema: { tags: ['videos'], params: videoIdParamsSchema, body: createTranslationsSchema, response: { 201: translationsResponseSchema } },
    },
    async (req, reply) => reply.code(201).send(await service.translate(requireUser(req), req.params.id, req.body)),
  );
}
