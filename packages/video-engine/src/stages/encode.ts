import { join } from 'node:path';
import type { LoudnessReport } from '../audio/loudness.ts';
import { encodeVideo, type ChunkInputs } from '../encode.ts';
import { buildThumbnailArgs } from '../ffmpeg/args.ts';
import type { RenderPlan } from '../plan.ts';
import { cachedSegments, planDesigns } from '../segment-cache.ts';
import type { RenderContext } from './context.ts';
import type { MixJob } from './mix.ts';
import { drawDesigns, type LazyDesign } from '../visuals/motion-graphics.ts';

/**
 * Stage 6: encodes the passes (and joins them when there are several) once the normalised mix
 * is needed: before a single pass, which muxes it; only before the join when there are parts.
 * Returns the mix's loudness report and the wall time its passes took, and the thumbnail (the
 * frame at `thumbnailAtSec`) when it was taken from a part while the parts were being joined.
 */
export async function encodePasses(
  { options, report, workDir, run }: RenderContext,
  plan: RenderPlan,
  mix: MixJob,
  inputsFor?: ChunkInputs,
  lazy?: Map<string, LazyDesign>,
  thumbnailAtSec?: number,
): Promise<{ loudness: { report: LoudnessReport; ms: number }; thumbnail?: string }> {
  report('encoding', 0);
  // The video passes just encode the normalised mix (the music is already in it).
  const encodePlan = { ...plan, audio: { narrationPath: mix.mixPath, duck: plan.audio.duck, encoded: true } };
  // Segments found in the caller's cache are not encoded again (segment-cache.ts).
  const own = options.encodeParts;
  const encodeParts = own
    ? (p: RenderPlan, onFraction: (f: number) => void) => own(p, onFraction, lazy && planDesigns(p, lazy))
    : options.segmentCache
      ? cachedSegments(options.segmentCache, run, lazy)
      : undefined;
  // Designs left undrawn for the segment cache are all drawn when the passes do not go through it.
  if (lazy && !(plan.chunks.length > 1 && encodeParts && !inputsFor && !((plan.lanes ?? 1) > 1))) await drawDesigns([...lazy.values()]);
  // The join copies the parts' frames, so the thumbnail's frame is already in its part: taken
  // from there while the join runs, it is off the critical path (~0.2 s of a re-render).
  const frame = thumbnailAtSec === undefined ? -1 : Math.round(thumbnailAtSec * plan.fps);
  const part = plan.chunks.length > 1 ? plan.chunks.find((c) => c.startFrame <= frame && frame < c.endFrame) : undefined;
  const thumbnail = part && join(workDir, 'thumbnail.jpg');
  const whileJoining = part && thumbnail ? () => run(buildThumbnailArgs(part.partPath, (frame - part.startFrame) / plan.fps, thumbnail)) : undefined;
  await encodeVideo(encodePlan, workDir, run, (f) => report('encoding', f), { inputsFor, encodeParts, audioReady: mix.done, whileJoining });
  return { loudness: await mix.done, thumbnail };
}
