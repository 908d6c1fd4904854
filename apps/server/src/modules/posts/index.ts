/** The posts module's public surface (scheduled posts and their publishing). */
export { runPublish } from './publish-runner.ts';
export { reconcileUnknown } from './publish-reconcile.ts';
export { sweepPublishing } from './publish-state.ts';
export { postsRoutes } from './posts.routes.ts';
export { postsService } from './posts.service.ts';
export { publishingPlatforms } from './publishing-platforms.ts';
