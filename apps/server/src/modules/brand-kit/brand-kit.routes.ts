import { BRAND_KIT_LIMITS, BRAND_KIT_MESSAGES, brandKitSchema, brandKitUpdateSchema } from '@reelforge/contracts';
import type { App } from '../../http/index.ts';
import { signedIn } from '../../http/route-options.ts';
import type { AppContext } from '../../context/index.ts';
import { tooLargeMessage } from '../../lib/error-handler.ts';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from '../auth/index.ts';
import { sendFile } from '../../http/send-file.ts';
import { brandKitService } from './brand-kit.service.ts';

export function brandKitRoutes(app: App, ctx: AppContext) {
  const kit = brandKitService(ctx);
  const schema = { tags: ['settings'], response: { 200: brandKitSchema } };
  // Signed-out callers get 401 before their body is looked at.

  app.get('/api/settings/brand-kit', { schema }, (req) => kit.get(requireUser(req)));

  app.put('/api/settings/brand-kit', { preValidation: signedIn, schema: { ...schema, body: brandKitUpdateSchema } }, (req) =>
    kit.save(requireUser(req), req.body),
  );

  // The logo travels as its raw bytes (any image/* or octet-stream type, like the profile photo);
  // what it is is decided by decoding it.
  app.put(
    '/api/settings/brand-kit/logo',
    {
      preValidation: signedIn,
      bodyLimit: BRAND_KIT_LIMITS.logoMaxBytes * 2,
      errorHandler: tooLargeMessage(BRAND_KIT_MESSAGES.logoTooLarge),
      schema,
    },
    (req) => {
      if (!Buffer.isBuffer(req.body)) throw new AppError(415, BRAND_KIT_MESSAGES.logoNotImage, 'not_an_image');
      return kit.setLogo(requireUser(req), req.body);
    },
  );

  app.delete('/api/settings/brand-kit/logo', { schema }, (req) => kit.removeLogo(requireUser(req)));

  app.get('/api/settings/brand-kit/logo', { schema: { tags: ['settings'] } }, async (req, reply) =>
    sendFile(ctx, req, reply, await kit.logoKey(requireUser(req)), 'image/png'),
  );
}
