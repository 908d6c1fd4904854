import { assistantMessageSchema, assistantReplySchema } from '@reelforge/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../http/index.ts';
import { perUserRateLimit } from '../../http/route-options.ts';
import type { AppContext } from '../../context/index.ts';
import { assistantService } from './assistant.service.ts';

/** Each message may reach a language model: a brake per user (or address, signed out). */
export const ASSISTANT_RATE_LIMIT = 30;

const wantsStream = (req: FastifyRequest) => (req.headers.accept ?? '').includes('text/event-stream');

export function assistantRoutes(app: App, ctx: AppContext) {
  const assistant = assistantService(ctx);

  // Public: signed out it answers from the help corpus only; signed in it adds the user's own
  // state and, when a model is connected, streams the model's grounded answer.
  app.post(
    '/api/assistant/messages',
    {
      config: {
        public: true,
        rateLimit: perUserRateLimit(ASSISTANT_RATE_LIMIT),
      },
      schema: { tags: ['assistant'], body: assistantMessageSchema, response: { 200: assistantReplySchema } },
    },
    async (req, reply) => {
      if (!wantsStream(req)) return assistant.reply(req.user ?? null, req.body);
      const abort = new AbortController();
      reply.raw.on('close', () => abort.abort());
      const events = await assistant.stream(req.user ?? null, req.body, abort.signal);
      // Server-sent events written as they come: past Fastify's serializer and compression.
      // The security headers other hooks set on `reply` go out too.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      for await (const e of events) reply.raw.write(`event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`);
      reply.raw.end();
    },
  );
}
