import { encodeChunk, type ChunkInputs, type RunFfmpeg } from './encode.ts';
import type { RenderPlan } from './plan.ts';
import type { Chunk, FrameSpan } from './timeline.ts';

/** A pass that is one script scene's segment, and what it draws of its neighbours. */
export interface SegmentChunk extends Chunk {
  /** The shot before the segment: its run-on under this segment's first fade-in is drawn here. */
  leadIn?: number;
  /** The next segment draws this one's last shot running on: no dip through black at its end. */
  leadOut?: boolean;
}

/**
 * One pass per script scene (issue 26): the scene's shots, encoded alike and joined by stream
 * copy. A cross-fade between scenes lies wholly in the incoming scene's first frames (the
 * outgoing shot runs on under it), so each segment after the first leads in with the shot before
 * it and the joined video changes scene as a single pass would, with no dip at the joins.
 * Shots without a scene index are a scene each.
 */
export function sceneChunks(spans: (FrameSpan & { sceneIndex?: number })[]): SegmentChunk[] {
  const chunks: SegmentChunk[] = [];
  spans.forEach((span, i) => {
    const last = chunks.at(-1);
    const prev = spans[i - 1];
    if (last && span.sceneIndex !== undefined && prev?.sceneIndex === span.sceneIndex) {
      last.scenes.push(i);
      last.endFrame = span.endFrame;
      return;
    }
    if (last) last.leadOut = true;
    chunks.push({ index: chunks.length, startFrame: span.startFrame, endFrame: span.endFrame, scenes: [i], ...(last ? { leadIn: i - 1 } : {}) });
  });
  return chunks;
}

/** The plan's pass that holds script scene `sceneIndex` (a plan made with `segments`). */
export function segmentOf(plan: RenderPlan, sceneIndex: number) {
  const chunk = plan.chunks.find((c) => c.scenes.some((s) => plan.scenes[s]?.sceneIndex === sceneIndex));
  if (!chunk) throw new Error(`scene ${sceneIndex} is in no segment of the plan`);
  return chunk;
}

/**
 * Encodes one scene's segment into its part file (`segmentOf(plan, i).partPath`), with the
 * encode parameters every segment of the plan shares, so the parts join without re-encoding.
 */
export function encodeSegment(plan: RenderPlan, sceneIndex: number, run: RunFfmpeg, inputsFor?: ChunkInputs) {
  const chunk = segmentOf(plan, sceneIndex);
  return encodeChunk(plan, chunk.index, run, undefined, inputsFor?.(chunk));
}
