import type { SceneTiming } from './narration.ts';

export interface FrameSpan {
  startFrame: number;
  /** Exclusive. */
  endFrame: number;
}

export function totalFramesFor(durationMs: number, fps: number): number {
  return Math.max(1, Math.round((durationMs / 1000) * fps));
}

/**
 * Scene times to whole frames. Boundaries are rounded once and shared by neighbours, so the
 * spans tile [0, totalFrames) exactly and no frame is dropped or doubled between scenes.
 */
export function scenesToFrames(scenes: SceneTiming[], fps: number, totalFrames: number): FrameSpan[] {
  const bounds = scenes.map((s, i) => (i === 0 ? 0 : Math.round((s.startMs / 1000) * fps)));
  bounds.push(totalFrames);
  // Every scene keeps at least one frame even if its speech is shorter than a frame.
  for (let i = 1; i < bounds.length - 1; i++) {
    bounds[i] = Math.min(Math.max(bounds[i] ?? 0, (bounds[i - 1] ?? 0) + 1), totalFrames - (bounds.length - 1 - i));
  }
  return scenes.map((_, i) => ({ startFrame: bounds[i] ?? 0, endFrame: bounds[i + 1] ?? totalFrames }));
}

export interface Chunk extends FrameSpan {
  index: number;
  /** Indices into the scene list. */
  scenes: number[];
}

/**
 * Splits the video into runs of scenes rendered by separate ffmpeg passes. Each pass holds one
 * background frame per scene it contains, so capping scenes per pass caps ffmpeg's memory for
 * hour-long videos; short videos are a single pass. A footage clip costs more than a still
 * (its decoder is opened when the pass starts), so `clips` may cap those separately: a pass
 * ends at `maxScenesPerChunk` scenes or at `clips.max` of the scenes marked in `clips.is`.
 */
export function planChunks(
  spans: FrameSpan[],
  maxScenesPerChunk: number,
  clips?: { is: readonly boolean[]; max: number },
): Chunk[] {
  const chunks: Chunk[] = [];
  let ids: number[] = [];
  let clipsIn = 0;
  const close = () => {
    const first = spans[ids[0] ?? 0];
    const last = spans[ids[ids.length - 1] ?? 0];
    if (ids.length && first && last) chunks.push({ index: chunks.length, startFrame: first.startFrame, endFrame: last.endFrame, scenes: ids });
    ids = [];
    clipsIn = 0;
  };
  spans.forEach((_, i) => {
    const clip = clips?.is[i] ? 1 : 0;
    if (ids.length >= maxScenesPerChunk || (clips && clipsIn + clip > clips.max)) close();
    ids.push(i);
    clipsIn += clip;
  });
  close();
  return chunks;
}

/**
 * Cross-fade length at the boundary after scene `i`: the wanted length, shortened so it never
 * takes more than half of either neighbouring scene.
 */
export function transitionFrames(spans: FrameSpan[], i: number, wanted: number): number {
  const a = spans[i];
  const b = spans[i + 1];
  if (!a || !b) return 0;
  const half = Math.floor(Math.min(a.endFrame - a.startFrame, b.endFrame - b.startFrame) / 2);
  return Math.max(0, Math.min(wanted, half));
}
