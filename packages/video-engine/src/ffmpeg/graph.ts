import type { ChunkPlan, RenderPlan } from '../plan.ts';
import { chain, filter } from './escape.ts';
import { sceneSegments } from './scene-graph.ts';
import { presenterOverlay } from './presenter-graph.ts';

export { buildAudioGraph } from './audio-graph.ts';

/**
 * Video filtergraph for one chunk, ending in [vout]: the scenes (see sceneSegments), then
 * captions (libass) and the presenter drawn on absolute timestamps, so the ASS and sendcmd
 * files use video time whichever chunk they belong to.
 */
export function buildVideoGraph(plan: RenderPlan, chunk: ChunkPlan): string {
  const parts = sceneSegments(plan, chunk);
  const post = [filter('settb', { expr: `1/${plan.fps}` }), filter('setpts', { expr: `N+${chunk.startFrame}` })];
  if (chunk.assPath) post.push(filter('ass', { filename: chunk.assPath, fontsdir: plan.fontsDir }));
  const presenter = plan.presenter;
  if (presenter && chunk.presenterCmdPath) post.push(filter('sendcmd', { filename: chunk.presenterCmdPath }));
  parts.push(chain(['scenes'], post, [presenter ? 'base' : 'drawn']));
  if (presenter) parts.push(...presenterOverlay(presenter, plan.fps, chunk.startFrame, chunk.endFrame, 'base', 'drawn'));
  const finish = [filter('setpts', { expr: 'PTS-STARTPTS' }), filter('format', { pix_fmts: 'yuv420p' })];
  parts.push(chain(['drawn'], finish, ['vout']));
  return parts.join(';');
}
