import {
  stockSearchRequestSchema,
  stockSearchResponseSchema,
  storyboardResponseSchema,
  storyboardSchema,
  videoIdParamsSchema,
} from '@reelforge/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context/index.ts';
import { nowMs } from '../../lib/clock.ts';
import type { App } from '../../http/index.ts';
import { requireUser } from '../auth/index.ts';
import { storyboardService } from './storyboard.service.ts';

const tags = ['storyboard'];
// A link signed before previews expired has no `exp`: 0 reads as long expired, in words.
const thumbnailQuery = z.object({ url: z.string().max(2500), exp: z.coerce.number().int().min(0).max(1e11).default(0), sig: z.string().max(100) });

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
    const preview = await storyboard.thumbnail(req.query.url, req.query.exp, req.query.sig, AbortSignal.timeout(ctx.config.MEDIA_TIMEOUT_MS));
    // The browser keeps it no longer than the link works.
    const maxAge = Math.max(0, preview.expiresAt - Math.floor(nowMs(ctx.clock) / 1000));
    return reply
      .header('content-type', preview.type)
      .header('cache-control', `private, max-age=${maxAge}`)
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
