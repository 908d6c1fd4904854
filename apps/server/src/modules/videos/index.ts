/**
 * The videos module's public surface: what other modules, jobs and the app may use. Anything not
 * exported here is the module's own business.
 */
export type { Presenter, RenderBrand, RenderFeeds } from './render-feeds.ts';
export { runRender } from './render-runner.ts';
export { sweepRenders, LOST_RENDER_MESSAGE } from './render-sweep.ts';
export { helpWithPasses } from './render-passes.ts';
export { renderJob } from './render-queue.ts';
export { videosRoutes } from './videos.routes.ts';
export { removeStaleRenderPasses } from './render-retention.ts';
