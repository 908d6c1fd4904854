import { z } from 'zod';
import type { AppContext } from '../../context/index.ts';
import type { App } from '../../http/index.ts';
import { sendFile } from '../../http/send-file.ts';
import { MEDIA_LINK_PATH } from '../../lib/media-link.ts';
import { mediaService } from './media.service.ts';

const params = z.object({ '*': z.string().max(200) });
// A wildcard, not a :param: a token (the key and expiry it signs) is longer than router params may be.
const linkParams = z.object({ '*': z.string().min(1).max(2000) });

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
  // A platform fetching a video to publish (signed, expiring; lib/media-link.ts). Not an API for
  // clients, so not in the API document. Ranges are honoured: fetchers resume and probe.
  app.get(`${MEDIA_LINK_PATH}*`, { config: { public: true }, schema: { hide: true, params: linkParams } }, async (req, reply) =>
    sendFile(ctx, req, reply, media.linkedKey(req.params['*']), 'video/mp4'),
  );
}
