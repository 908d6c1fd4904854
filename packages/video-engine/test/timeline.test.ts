import { describe, expect, it } from 'vitest';
import { planChunks, scenesToFrames, totalFramesFor, transitionFrames } from '../src/timeline.ts';
import { sceneBounds } from '../src/narration.ts';

describe('scene timing', () => {
  it('puts scene boundaries mid-way through the pause between scenes', () => {
    const scenes = sceneBounds(
      [
        { startMs: 300, endMs: 4000 },
        { startMs: 4400, endMs: 9000 },
        { startMs: 9400, endMs: 12_000 },
      ],
      12_600,
    );
    expect(scenes).toEqual([
      { startMs: 0, endMs: 4200 },
      { startMs: 4200, endMs: 9200 },
      { startMs: 9200, endMs: 12_600 },
    ]);
  });

  it('tiles the frames exactly', () => {
    const total = totalFramesFor(12_600, 30);
    expect(total).toBe(378);
    const spans = scenesToFrames(
      [
        { startMs: 0, endMs: 4200 },
        { startMs: 4200, endMs: 9217 },
        { startMs: 9217, endMs: 12_600 },
      ],
      30,
      total,
    );
    expect(spans).toEqual([
      { startFrame: 0, endFrame: 126 },
      { startFrame: 126, endFrame: 277 },
      { startFrame: 277, endFrame: 378 },
    ]);
  });

  it('gives every scene at least one frame', () => {
    const spans = scenesToFrames(
      [
        { startMs: 0, endMs: 10 },
        { startMs: 10, endMs: 20 },
        { startMs: 20, endMs: 30 },
      ],
      30,
      3,
    );
    expect(spans.map((s) => s.endFrame - s.startFrame)).toEqual([1, 1, 1]);
  });

  it('chunks scenes and keeps chunk spans contiguous', () => {
    const spans = [0, 10, 25, 40, 41, 60].map((s, i, a) => ({ startFrame: s, endFrame: a[i + 1] ?? 100 }));
    const chunks = planChunks(spans, 4);
    expect(chunks).toEqual([
      { index: 0, startFrame: 0, endFrame: 41, scenes: [0, 1, 2, 3] },
      { index: 1, startFrame: 41, endFrame: 100, scenes: [4, 5] },
    ]);
  });

  it('closes a pass early when it holds its share of footage clips', () => {
    const spans = Array.from({ length: 10 }, (_, i) => ({ startFrame: i * 10, endFrame: i * 10 + 10 }));
    // Stills are free; clips (x) count: s x x s x x x s s x
    const is = [false, true, true, false, true, true, true, false, false, true];
    const chunks = planChunks(spans, 6, { is, max: 3 });
    expect(chunks.map((c) => c.scenes)).toEqual([[0, 1, 2, 3, 4], [5, 6, 7, 8, 9]]);
    expect(planChunks(spans, 6, { is, max: 2 }).map((c) => c.scenes)).toEqual([[0, 1, 2, 3], [4, 5], [6, 7, 8, 9]]);
    // Every span lands in exactly one pass, in order, and the passes tile the frames.
    const flat = planChunks(spans, 6, { is, max: 1 });
    expect(flat.flatMap((c) => c.scenes)).toEqual(spans.map((_, i) => i));
    flat.forEach((c, i) => expect(c.startFrame).toBe(flat[i - 1]?.endFrame ?? 0));
    expect(flat.every((c) => c.scenes.filter((s) => is[s]).length <= 1)).toBe(true);
  });

  it('shortens cross-fades to half the shorter neighbour', () => {
    const spans = [
      { startFrame: 0, endFrame: 100 },
      { startFrame: 100, endFrame: 108 },
      { startFrame: 108, endFrame: 200 },
    ];
    expect(transitionFrames(spans, 0, 12)).toBe(4);
    expect(transitionFrames(spans, 2, 12)).toBe(0);
  });
});
