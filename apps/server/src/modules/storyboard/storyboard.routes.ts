import {
  stockSearchRequestSchema,
  stockSearchResponseSchema,
  storyboardResponseSchema,
  storyboardSchema,
  videoIdParamsSchema,
} from '@reelforge/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context/index.ts';
import type { App } from '../../http/index.ts';
import { requireUser } from '../auth/index.ts';
import { storyboardService } from './storyboard.service.ts';

const tags = ['storyboard'];
const thumbnailQuery = z.object({ url: z.string().max(2500), sig: z.string().max(100) });

export function storyboardRoutes(app: App, ctx: AppContext) {
  const storyboard = storyboardService(ctx);

  app.post(
    '/api/storyboard/search',
    { schema: { tags, body: stockSearchRequestSchema, response: { 200: stockSearchResponseSchema } } },
    (req) =>
      // Each provider call has its own timeout; this bounds the whole fall-through.
      storyboard.search(requireUser(req), req.body, AbortSignal.timeout(ctx.config.MEDIA_TIMEOUT_MS * 2)),
  );

  app.get('/api/storyboard/thumbnail', { schema: { tags, querystring: thumbnailQuery, hide: true } }, async (req, reply) => {
    requireUser(req);
    const preview = await storyboard.thumbnail(req.query.url, req.query.sig, AbortSignal.timeout(ctx.config.MEDIA_TIMEOUT_MS));
    return reply
      .header('content-type', preview.type)
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(preview.body);
  });

  app.get(
    '/api/videos/:id/storyboard',
    { schema: { tags, params: videoIdParamsSchema, response: { 200: storyboardResponseSchema } } },
    (req) => storyboard.load(requireUser(req), req.params.id),
  );

  app.put(
    '/api/videos/:id/storyboard',
    { schema: { tags, params: videoIdParamsSchema, body: storyboardSchema, response: { 200: storyboardResponseSchema } } },
    (req) => storyboard.save(requireUser(req), req.params.id, req.body),
  );
}
