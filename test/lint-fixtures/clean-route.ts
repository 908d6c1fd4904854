// lint-as: apps/server/src/modules/videos/videos.routes.ts
// The allowed shape: a route imports its own service and another module's public surface.
import { requireUser } from '../auth/index.ts';
import { videosService } from './videos.service.ts';
export const videosRoutes = [requireUser, videosService];
// expect: nothing
