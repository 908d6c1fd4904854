/** The clips module's public surface: clips cut from a long library video (issue 28). */
export { clipsRoutes } from './clips.routes.ts';
export { runClips } from './clips-runner.ts';
export { sweepClips } from './clips-sweep.ts';
