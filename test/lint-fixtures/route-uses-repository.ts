// lint-as: apps/server/src/modules/videos/videos.routes.ts
// A route that skips its service and reads the repository.
import { videosRepository } from './videos.repository.ts';
export const videosRoutes = videosRepository;
// expect: no-restricted-imports
