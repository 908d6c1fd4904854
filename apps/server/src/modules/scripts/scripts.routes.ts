import { SCRIPT_RATE_LIMIT, scriptRequestSchema, scriptResponseSchema } from '@reelforge/contracts';
import type { App } from '../../http/index.ts';
import { perUserRateLimit } from '../../http/route-options.ts';
import type { AppContext } from '../../context/index.ts';
import { requireUser } from '../auth/index.ts';
import { scriptsService } from './scripts.service.ts';

export function scriptsRoutes(app: App, ctx: AppContext) {
  const scripts = scriptsService(ctx);

  app.post(
    '/api/ai/generate-script',
    {
      config: { rateLimit: perUserRateLimit(SCRIPT_RATE_LIMIT) },
      // Signed-out callers get 401 before their body is looked at.
      preValidation: async (req) => {
        requireUser(req);
      },
      schema: { tags: ['scripts'], body: scriptRequestSchema, response: { 200: scriptResponseSchema } },
    },
    (req) => scripts.generateFor(requireUser(req).id, req.body),
  );
}
