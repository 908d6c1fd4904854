import type { AppContext } from '../../context/index.ts';
import { videoBatch } from './video-batch.ts';
import { videoRenders } from './video-renders.ts';

/**
 * The video studio: turns a creator's request (a topic, a template, an avatar, a storyboard, a
 * batch) into a render of a video. It composes the modules that feed a render; the videos module
 * below it stores videos and runs renders, and never imports these feeders.
 */
export function studioService(ctx: AppContext) {
  return { ...videoRenders(ctx), ...videoBatch(ctx) };
}
