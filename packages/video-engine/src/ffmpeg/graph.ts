import type { ChunkPlan, LogoPlan, RenderPlan } from '../plan.ts';
import { chain, filter } from './escape.ts';
import { sceneSegments } from './scene-graph.ts';
import { presenterOverlay } from './presenter-graph.ts';

export { buildAudioGraph } from './audio-graph.ts';

/**
 * The logo still decoded once and repeated by reference (like the presenter's stills), overlaid
 * on the chunk's frame clock. Only the logo's small rectangle is blended each frame.
 */
function logoOverlay(logo: LogoPlan, fps: number, startFrame: number, input: string, output: string): string[] {
  const still = [
    filter('movie', { filename: logo.path }),
    filter('format', { pix_fmts: 'yuva420p' }),
    filter('loop', { loop: -1, size: 1, start: 0 }),
    filter('settb', { expr: `1/${fps}` }),
    filter('setpts', { expr: `N+${startFrame}` }),
  ];
  return [
    chain([], still, ['logo']),
    chain([input, 'logo'], [filter('overlay', { x: logo.x, y: logo.y, shortest: 1, format: 'yuv420' })], [output]),
  ];
}

/**
 * Video filtergraph for one chunk, ending in [vout]: the scenes (see sceneSegments), then
 * captions (libass) and the presenter drawn on absolute timestamps, so the ASS and sendcmd
 * files use video time whichever chunk they belong to.
 */
export function buildVideoGraph(plan: RenderPlan, chunk: ChunkPlan): string {
  const parts = sceneSegments(plan, chunk);
  // The chunk's first frame on the clock its scripts use (the video's, or a segment's own).
  const clock = chunk.startFrame - (chunk.clockFrame ?? 0);
  const timing = [filter('settb', { expr: `1/${plan.fps}` }), filter('setpts', { expr: `N+${clock}` })];
  let post = timing;
  let from = 'scenes';
  if (plan.logo) {
    // Under the captions and presenter: text stays readable where a bottom corner meets it.
    parts.push(chain(['scenes'], timing, ['timed']));
    parts.push(...logoOverlay(plan.logo, plan.fps, clock, 'timed', 'logoed'));
    from = 'logoed';
    post = [];
  }
  if (chunk.assPath) post.push(filter('ass', { filename: chunk.assPath, fontsdir: plan.fontsDir }));
  const presenter = plan.presenter;
  if (presenter && chunk.presenterCmdPath) post.push(filter('sendcmd', { filename: chunk.presenterCmdPath }));
  parts.push(chain([from], post.length ? post : [filter('null')], [presenter ? 'base' : 'drawn']));
  if (presenter) parts.push(...presenterOverlay(presenter, plan.fps, clock, clock + chunk.endFrame - chunk.startFrame, 'base', 'drawn'));
  const finish = [filter('setpts', { expr: 'PTS-STARTPTS' }), filter('format', { pix_fmts: 'yuv420p' })];
  parts.push(chain(['drawn'], finish, ['vout']));
  return parts.join(';');
}
