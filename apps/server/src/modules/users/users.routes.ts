import { LIMITS, MSG, dashboardStatsSchema, profileUpdateSchema, userSchema, userStatsSchema } from '@reelforge/contracts';
import type { App } from '../../http/index.ts';
import type { AppContext } from '../../context/index.ts';
import { tooLargeMessage } from '../../lib/error-handler.ts';
import { requireUser } from '../auth/index.ts';
import { usersService } from './users.service.ts';

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
    (req) => users.setProfilePhoto(requireUser(req), req.body as Buffer),
  );

  app.get('/api/user/stats', { schema: { tags: ['users'], response: { 200: userStatsSchema } } }, (req) =>
    users.stats(requireUser(req)),
  );

  app.get('/api/dashboard/stats', { schema: { tags: ['users'], response: { 200: dashboardStatsSchema } } }, (req) =>
    users.dashboard(requireUser(req)),
  );
}
