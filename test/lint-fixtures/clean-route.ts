// lint-as: apps/server/src/modules/videos/videos.routes.ts
// The allowed shape: a route imports its service and the session helper.
import { requireUser } from '../auth/session.ts';
import { videosService } from './videos.service.ts';
export const videosRoutes = [requireUser, videosService];
// expect: nothing
