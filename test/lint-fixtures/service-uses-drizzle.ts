// lint-as: apps/server/src/modules/videos/videos.service.ts
// A service that queries the database itself instead of through its repository.
import { eq } from 'drizzle-orm';
export const videosService = eq;
// expect: no-restricted-imports
