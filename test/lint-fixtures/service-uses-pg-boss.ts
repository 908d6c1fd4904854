// lint-as: apps/server/src/modules/posts/posts.service.ts
// A service that drives the queue library instead of ctx.queue.
import PgBoss from 'pg-boss';
export const postsService = PgBoss;
// expect: no-restricted-imports
