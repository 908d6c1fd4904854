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

/**
 * A short video's passes for encoders running at once (ADR 0054): `parts` of them, split at the
 * shot boundaries nearest to equal work, encoded a lane's worth at a time. Shots of one scene
 * meet on a hard cut, so a part may end inside a scene; at a scene change the part that hands
 * over draws the cross-fade (its pass runs on into the next part's first shot, as one pass
 * would, and is cut when the fade ends) and the next part starts after those frames. The joined
 * parts show what one pass would, with no extra pass for the fade. ffmpeg 5.1 filters (libass
 * blending above all) in one thread while x264 waits on it: one pass kept two cores about 85%
 * busy, two at once keep them full.
 */
export function laneChunks(
  spans: Shot[],
  fade: { crossfade: boolean; frames: number },
  parts: number,
  /** What a frame of each shot costs to make, relative to the others (footage ~2x a design). */
  weight: (shot: number) => number = () => 1,
): Chunk[] {
  // The work done by the end of each shot.
  let sum = 0;
  const done = spans.map((s, i) => (sum += (s.endFrame - s.startFrame) * weight(i)));
  // The last shot of each lane but the last.
  const ends: number[] = [];
  for (let k = 1; k < parts; k++) {
    const want = (sum * k) / parts;
    const best = spans
      .map((_, i) => i)
      .filter((i) => i > (ends.at(-1) ?? -1) && i < spans.length - 1)
      .sort((a, b) => Math.abs(done[a]! - want) - Math.abs(done[b]! - want))[0];
    if (best !== undefined) ends.push(best);
  }
  const change = (i: number) => spans[i]?.sceneIndex === undefined || spans[i]?.sceneIndex !== spans[i + 1]?.sceneIndex;
  const fadeAfter = (i: number) => (fade.crossfade && change(i) ? transitionFrames(spans, i, fade.frames) : 0);
  const firsts = [0, ...ends.map((e) => e + 1)];
  return firsts.map((first, g) => {
    const last = ends[g] ?? spans.length - 1;
    const shots = Array.from({ length: last - first + 1 }, (_, k) => first + k);
    const skip = g > 0 ? fadeAfter(first - 1) : 0;
    const handOver = g < firsts.length - 1 ? fadeAfter(last) : 0;
    return {
      index: g,
      startFrame: spans[first]!.startFrame + skip,
      endFrame: spans[last]!.endFrame + handOver,
      scenes: handOver ? [...shots, last + 1] : shots,
      ...(skip ? { skip } : {}),
    };
  });
}
