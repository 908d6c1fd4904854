import { encodeChunk, type ChunkInputs, type RunFfmpeg } from './encode.ts';
import type { RenderPlan } from './plan.ts';
import { transitionFrames, type Chunk, type FrameSpan } from './timeline.ts';

/** A pass that is a script scene's segment or the transition into one, and what it draws of its neighbours. */
export interface SegmentChunk extends Chunk {
  /** A transition: the shot before, drawn running on under the first shot's fade-in (`scenes`). */
  leadIn?: number;
  /** Frames of the first shot the transition before already drew. */
  skip?: number;
  segment: true;
}

type Shot = FrameSpan & { sceneIndex?: number };

/**
 * One pass per script scene (issue 26), encoded alike and joined by stream copy; where scenes
 * cross-fade, the fade is a pass of its own between them (`fadeFrames` long): the outgoing shot
 * running on under the incoming one fading in, as a single pass draws it. A scene's pass then
 * depends on its scene alone, and an edit re-encodes that scene and the two short fades around it.
 * Shots without a scene index are a scene each.
 */
export function sceneChunks(spans: Shot[], fade: { crossfade: boolean; frames: number }): SegmentChunk[] {
  const groups: number[][] = [];
  spans.forEach((span, i) => {
    const last = groups.at(-1);
    if (last && span.sceneIndex !== undefined && spans[i - 1]?.sceneIndex === span.sceneIndex) last.push(i);
    else groups.push([i]);
  });
  const fadeAfter = (i: number) => (fade.crossfade ? transitionFrames(spans, i, fade.frames) : 0);
  const chunks: SegmentChunk[] = [];
  const push = (c: Omit<SegmentChunk, 'index' | 'segment'>) => chunks.push({ index: chunks.length, segment: true, ...c });
  groups.forEach((shots, g) => {
    const first = shots[0]!;
    const lastShot = shots.at(-1)!;
    const start = spans[first]!.startFrame;
    const prev = groups[g - 1]?.at(-1);
    const head = prev === undefined ? 0 : fadeAfter(prev);
    if (head && prev !== undefined) push({ startFrame: start, endFrame: start + head, scenes: [first], leadIn: prev });
    push({ startFrame: start + head, endFrame: spans[lastShot]!.endFrame, scenes: shots, ...(head ? { skip: head } : {}) });
  });
  return chunks;
}

/** The plan's pass that is script scene `sceneIndex`'s segment (a plan made with `segments`). */
export function segmentOf(plan: RenderPlan, sceneIndex: number) {
  const chunk = plan.chunks.find((c) => c.leadIn === undefined && c.scenes.some((s) => plan.scenes[s]?.sceneIndex === sceneIndex));
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
