import {
  batchVideosResponseSchema,
  batchVideosSchema,
  completeVideoResponseSchema,
  completeVideoSchema,
  renderVideoRequestSchema,
  renderVideoResponseSchema,
  videoIdParamsSchema,
} from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import type { App } from '../../http/index.ts';
import { perUserRateLimit } from '../../http/route-options.ts';
import { requireUser } from '../auth/index.ts';
import { studioService } from './studio.service.ts';

const params = videoIdParamsSchema;
/** Renders a user may start a minute, by REST or MCP's create_video. */
export const RENDER_RATE_LIMIT = 20;
export const RENDER_ROUTE = 'POST /api/videos/:id/render';
const tags = ['videos'];

/** What turns a request into a render: one video, a batch, or the agents' complete video. */
export function studioRoutes(app: App, ctx: AppContext) {
  const videos = studioService(ctx);

  /** Renders the video from its current title and script; the studio follows it like any render. */
  app.post(
    '/api/videos/:id/render',
    {
      config: { rateLimit: perUserRateLimit(RENDER_RATE_LIMIT) },
      schema: { tags, params, body: renderVideoRequestSchema, response: { 202: renderVideoResponseSchema } },
    },
    async (req, reply) => reply.code(202).send(await videos.render(requireUser(req), req.params.id, req.body)),
  );

  // "Create many": up to 50 topics from one template, each written and queued (202: rendering).
  app.post(
    '/api/videos/batch',
    {
      config: { rateLimit: perUserRateLimit(5) },
      schema: { tags, body: batchVideosSchema, response: { 202: batchVideosResponseSchema } },
    },
    async (req, reply) => reply.code(202).send(await videos.batch(requireUser(req), req.body)),
  );

  app.post(
    '/api/deepagent/complete-video',
    {
      config: { rateLimit: perUserRateLimit(20) },
      schema: { tags: ['agents'], body: completeVideoSchema, response: { 202: completeVideoResponseSchema } },
    },
    async (req, reply) => reply.code(202).send(await videos.completeVideo(requireUser(req), req.body)),
  );
}
