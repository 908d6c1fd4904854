/**
 * The videos module's public surface: what other modules, jobs and the app may use. Anything not
 * exported here is the module's own business.
 */

// The videos themselves: the API, and the rows others read or change by purpose.
export { videosRoutes } from './videos.routes.ts';
export { videosService } from './videos.service.ts';
export { videoRecords } from './video-records.ts';
export { fileKeys, type RenderQuota, type VideoRow, type VideoSummaryRow } from './videos.repository.ts';
export { toVideo, toVideoSummary } from './videos.mapper.ts';

// What a render is asked for, and how it is queued.
export { failedRender, renderOptionsSchema, type RenderOptions, type RenderOptionsInput } from './render-options.ts';
export { durationOption } from './duration-option.ts';
export { scenesForScript } from './script-scenes.ts';
export { renderJob } from './render-queue.ts';
export { pickIsSigned, signPick, thumbnailCheck, thumbnailPath, thumbnailSource, THUMBNAIL_TTL_SECONDS } from './stock-signing.ts';

// The render's work, called by jobs/ (which also wires the modules that feed it).
export { RENDER_FEEDS, type Presenter, type RenderBrand, type RenderFeeds } from './render-feeds.ts';
export { runRender } from './render-runner.ts';
export { helpWithPasses } from './render-passes.ts';
export { sweepRenders, LOST_RENDER_MESSAGE } from './render-sweep.ts';
export { removeStaleRenderPasses } from './render-retention.ts';
export { watchMeta, withWatchMeta } from './watch-meta.ts';
export { needsAttribution } from './credits.ts';
