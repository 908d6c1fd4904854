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
export { pickIsSigned, signPick, signThumbnail, thumbnailIsSigned } from './stock-signing.ts';
export { durationOption } from './duration-option.ts';
export { renderOptionsSchema } from './render-options.ts';
export { scenesForScript } from './script-scenes.ts';
export { toVideoSummary } from './videos.mapper.ts';
export { fileKeys, type RenderQuota, type VideoRow, type VideoSummaryRow } from './videos.repository.ts';
export { videosService } from './videos.service.ts';
export { failedRender, type RenderOptions, type RenderOptionsInput } from './render-options.ts';
export { toVideo } from './videos.mapper.ts';
export { videoRecords } from './video-records.ts';
