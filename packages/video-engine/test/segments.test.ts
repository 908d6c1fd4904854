import { describe, expect, it } from 'vitest';
import { buildVideoGraph } from '../src/ffmpeg/graph.ts';
import { DEFAULT_ENCODER, type ChunkPlan, type RenderPlan } from '../src/plan.ts';
import { laneChunks, sceneChunks, segmentOf } from '../src/segments.ts';
import { planChunks } from '../src/timeline.ts';

/** Three script scenes; the second has two shots that meet on a hard cut. */
const shots = [
  { startFrame: 0, endFrame: 120, sceneIndex: 0 },
  { startFrame: 120, endFrame: 180, sceneIndex: 1 },
  { startFrame: 180, endFrame: 240, sceneIndex: 1 },
  { startFrame: 240, endFrame: 300, sceneIndex: 2 },
];
const fade = { crossfade: true, frames: 12 };

function plan(chunks: ChunkPlan[]): RenderPlan {
  const pans = [
    { x0: 0, y0: 0, x1: 86, y1: 154 },
    { x0: 86, y0: 154, x1: 0, y1: 0 },
  ];
  return {
    width: 1080,
    height: 1920,
    fps: 30,
    totalFrames: 300,
    oversize: { width: 1166, height: 2074 },
    scenes: shots.map((s, i) => ({ ...s, backgroundPath: `/w/bg-${i}.y4m`, pan: pans[i % 2]! })),
    chunks,
    transition: { kind: 'crossfade', frames: 12 },
    audio: { narrationPath: '/w/narration.wav', duck: true },
    encoder: DEFAULT_ENCODER,
    outputPath: '/out/video.mp4',
  };
}

const withParts = (chunks: ReturnType<typeof planChunks>) => chunks.map((c) => ({ ...c, partPath: `/w/part-${c.index}.mp4` }));

describe('sceneChunks: a pass per script scene, and one per cross-fade between them', () => {
  it('groups a scene’s shots, with each fade a short pass of its own', () => {
    expect(sceneChunks(shots, fade)).toEqual([
      { index: 0, segment: true, startFrame: 0, endFrame: 120, scenes: [0] },
      { index: 1, segment: true, startFrame: 120, endFrame: 132, scenes: [1], leadIn: 0 },
      { index: 2, segment: true, startFrame: 132, endFrame: 240, scenes: [1, 2], skip: 12 },
      { index: 3, segment: true, startFrame: 240, endFrame: 252, scenes: [3], leadIn: 2 },
      { index: 4, segment: true, startFrame: 252, endFrame: 300, scenes: [3], skip: 12 },
    ]);
    // Dipping through black, scenes need no passes between them; shots without a scene are a scene each.
    expect(sceneChunks([{ startFrame: 0, endFrame: 40 }, { startFrame: 40, endFrame: 80 }], { crossfade: false, frames: 12 }).map((c) => c.scenes)).toEqual([[0], [1]]);
  });

  it('finds the segment of a script scene', () => {
    const p = plan(withParts(sceneChunks(shots, fade)));
    expect(segmentOf(p, 1).index).toBe(2);
    expect(() => segmentOf(p, 7)).toThrow(/scene 7/);
  });
});

describe('the passes’ graphs draw the cross-fades of a single pass', () => {
  const segmented = plan(withParts(sceneChunks(shots, fade)));
  const graph = (i: number) => buildVideoGraph(segmented, segmented.chunks[i]!);

  it('a fade: the previous shot running on under the next fading in, 12 frames, no dip through black', () => {
    const g = graph(1);
    // Shot 0 (120 frames) paced over 132 as in a single pass, its last 12 frames kept.
    expect(g).toMatch(/movie=filename=\/w\/bg-0\.y4m[^;]*trim=end_frame=132,[^;]*trim=start_frame=120/);
    expect(g).toMatch(/fade=t=in:st=0:d=0\.4:alpha=1/);
    expect(g).toMatch(/overlay=[^;]*,trim=end_frame=12\[scenes\]/);
    expect(g).not.toMatch(/fade=t=(in|out):s=/);
  });

  it('a scene: starts after its fade, paces its last shot over the run-on the next fade draws', () => {
    const g = graph(2);
    expect(g).toMatch(/bg-1\.y4m[^;]*trim=start_frame=12/);
    expect(g).toMatch(/bg-2\.y4m[^;]*trim=end_frame=72,[^;]*trim=start_frame=0:end_frame=60/);
    expect(g).not.toMatch(/fade=t=/);
  });

  it('dips through black at pass edges when passes are not segments (as before)', () => {
    const sized = plan(withParts(planChunks(shots, 1)));
    expect(buildVideoGraph(sized, sized.chunks[1]!)).toMatch(/fade=t=in:s=0/);
    expect(buildVideoGraph(sized, sized.chunks[0]!)).toMatch(/fade=t=out/);
  });
});

describe('laneChunks: a short video in parts encoded at once', () => {
  it('splits at the shot boundary nearest the middle; the lane before a scene change draws the fade into the next', () => {
    expect(laneChunks(shots, fade, 2)).toEqual([
      { index: 0, startFrame: 0, endFrame: 132, scenes: [0, 1] },
      { index: 1, startFrame: 132, endFrame: 300, scenes: [1, 2, 3], skip: 12 },
    ]);
  });

  it('cuts inside a scene on its hard cut, with no fade drawn twice', () => {
    expect(laneChunks(shots, fade, 3)).toEqual([
      { index: 0, startFrame: 0, endFrame: 132, scenes: [0, 1] },
      { index: 1, startFrame: 132, endFrame: 180, scenes: [1], skip: 12 },
      { index: 2, startFrame: 180, endFrame: 300, scenes: [2, 3] },
    ]);
    // Dipping through black, no lane reaches into the next.
    expect(laneChunks(shots, { crossfade: false, frames: 12 }, 2)).toEqual([
      { index: 0, startFrame: 0, endFrame: 120, scenes: [0] },
      { index: 1, startFrame: 120, endFrame: 300, scenes: [1, 2, 3] },
    ]);
  });

  it('splits by work, not frames, when shots cost differently (footage over designs)', () => {
    // Shot 0 (120 frames) costing three times the others' frames, the middle of the work is at its end;
    // the last shot costing four times, it is two shots later (and the lane draws the fade there).
    expect(laneChunks(shots, fade, 2, (i) => (i === 0 ? 3 : 1)).map((c) => [c.startFrame, c.endFrame])).toEqual([
      [0, 132],
      [132, 300],
    ]);
    expect(laneChunks(shots, fade, 2, (i) => (i === 3 ? 4 : 1)).map((c) => [c.startFrame, c.endFrame])).toEqual([
      [0, 252],
      [252, 300],
    ]);
  });

  it('the handing lane is cut when its fade ends; the next starts after the fade', () => {
    const laned = plan(withParts(laneChunks(shots, fade, 2)));
    const first = buildVideoGraph(laned, laned.chunks[0]!);
    expect(first).toMatch(/fade=t=in:st=4:d=0\.4:alpha=1/);
    expect(first).toMatch(/trim=end_frame=132\[scenes\]/);
    expect(first).not.toMatch(/fade=t=(in|out):s=/);
    expect(buildVideoGraph(laned, laned.chunks[1]!)).toMatch(/bg-1\.y4m[^;]*trim=start_frame=12/);
  });
});
