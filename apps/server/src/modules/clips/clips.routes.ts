import { clipsAcceptedSchema, createClipsSchema } from '@reelforge/contracts';
import type { App } from '../../http/index.ts';
import type { AppContext } from '../../context/index.ts';
import { signedIn } from '../../http/route-options.ts';
import { requireUser } from '../auth/index.ts';
import { clipsService } from './clips.service.ts';

export function clipsRoutes(app: App, ctx: AppContext) {
  const clips = clipsService(ctx);
  app.post(
    '/api/clips',
    { preValidation: signedIn, schema: { tags: ['videos'], body: createClipsSchema, response: { 202: clipsAcceptedSchema } } },
    async (req, reply) => reply.code(202).send(await clips.create(requireUser(req), req.body)),
  );
}
