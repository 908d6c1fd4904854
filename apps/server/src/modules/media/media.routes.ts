import { z } from 'zod';
import type { AppContext } from '../../context/index.ts';
import type { App } from '../../http/index.ts';
import { mediaService } from './media.service.ts';

const params = z.object({ '*': z.string().max(200) });

export function mediaRoutes(app: App, ctx: AppContext) {
  const media = mediaService(ctx);
  app.get('/media/*', { config: { public: true }, schema: { hide: true, params } }, async (req, reply) => {
    const file = await media.publicFile(req.params['*']);
    // A new photo gets a new name, so a name's bytes never change.
    return reply
      .header('content-type', 'image/jpeg')
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}
