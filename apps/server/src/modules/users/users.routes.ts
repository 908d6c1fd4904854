import { LIMITS, MSG, dashboardStatsSchema, profileUpdateSchema, userSchema, userStatsSchema } from '@reelforge/contracts';
import type { App } from '../../http/index.ts';
import type { AppContext } from '../../context/index.ts';
import { tooLargeMessage } from '../../lib/error-handler.ts';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from '../auth/index.ts';
import { usersService } from './users.service.ts';

const PHOTO_AS_BYTES = 'Send the photo as the image file itself (Content-Type image/jpeg, image/png...), not JSON.';

export function usersRoutes(app: App, ctx: AppContext) {
  const users = usersService(ctx);

  app.patch('/api/user/profile', { schema: { tags: ['users'], body: profileUpdateSchema, response: { 200: userSchema } } }, (req) =>
    users.updateProfile(requireUser(req), req.body),
  );

  // The photo travels as the raw image bytes (any image/* or octet-stream content type);
  // what it is is decided by decoding it, not by the header or a file name.
  app.put(
    '/api/user/profile-image',
    { bodyLimit: LIMITS.photoMaxBytes * 2, errorHandler: tooLargeMessage(MSG.photoTooLarge), schema: { tags: ['users'], response: { 200: userSchema } } },
    (req) => {
      const user = requireUser(req);
      // JSON (even `null`) is parsed before this; only raw bytes are a photo.
      if (!Buffer.isBuffer(req.body)) throw new AppError(415, PHOTO_AS_BYTES, 'unsupported_media_type');
      return users.setProfilePhoto(user, req.body);
    },
  );

  app.get('/api/user/stats', { schema: { tags: ['users'], response: { 200: userStatsSchema } } }, (req) =>
    users.stats(requireUser(req)),
  );

  app.get('/api/dashboard/stats', { schema: { tags: ['users'], response: { 200: dashboardStatsSchema } } }, (req) =>
    users.dashboard(requireUser(req)),
  );
}
