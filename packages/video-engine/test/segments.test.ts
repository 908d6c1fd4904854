import { describe, expect, it } from 'vitest';
import { buildVideoGraph } from '../src/ffmpeg/graph.ts';
import { DEFAULT_ENCODER, type ChunkPlan, type RenderPlan } from '../src/plan.ts';
import { sceneChunks, segmentOf } from '../src/segments.ts';
import { planChunks } from '../src/timeline.ts';

/** Three script scenes; the second has two shots that meet on a hard cut. */
const shots = [
  { startFrame: 0, endFrame: 120, sceneIndex: 0 },
  { startFrame: 120, endFrame: 180, sceneIndex: 1 },
  { startFrame: 180, endFrame: 240, sceneIndex: 1 },
  { startFrame: 240, endFrame: 300, sceneIndex: 2 },
];

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

describe('sceneChunks: one pass per script scene', () => {
  it('groups a scene’s shots and links each segment to the shot before it', () => {
    expect(sceneChunks(shots)).toEqual([
      { index: 0, startFrame: 0, endFrame: 120, scenes: [0], leadOut: true },
      { index: 1, startFrame: 120, endFrame: 240, scenes: [1, 2], leadIn: 0, leadOut: true },
      { index: 2, startFrame: 240, endFrame: 300, scenes: [3], leadIn: 2 },
    ]);
    // Shots without a script scene are a scene each.
    expect(sceneChunks([{ startFrame: 0, endFrame: 10 }, { startFrame: 10, endFrame: 20 }]).map((c) => c.scenes)).toEqual([[0], [1]]);
  });

  it('finds the segment of a script scene', () => {
    const p = plan(withParts(sceneChunks(shots)));
    expect(segmentOf(p, 1).index).toBe(1);
    expect(() => segmentOf(p, 7)).toThrow(/scene 7/);
  });
});

describe('a segment’s graph keeps the cross-fades of a single pass', () => {
  const segmented = plan(withParts(sceneChunks(shots)));
  const graph = (i: number) => buildVideoGraph(segmented, segmented.chunks[i]!);

  it('draws the previous shot running on under its first scene fading in, with no dip through black', () => {
    const g = graph(1);
    // Shot 0 (120 frames) paced over 132 as in a single pass, its last 12 frames kept.
    expect(g).toContain('movie=filename=/w/bg-0.y4m');
    expect(g).toMatch(/trim=end_frame=132,[^;]*trim=start_frame=120/);
    expect(g).toMatch(/fade=t=in:st=0:d=0\.4:alpha=1/);
    expect(g).not.toMatch(/fade=t=(in|out):s=/);
  });

  it('paces its last shot over the run-on the next segment draws, and stops at its own end', () => {
    const g = graph(0);
    expect(g).toMatch(/trim=end_frame=132,crop[^;]*trim=start_frame=0:end_frame=120/);
    expect(g).not.toMatch(/fade=t=out/);
  });

  it('dips through black at pass edges when passes are not segments (as before)', () => {
    const sized = plan(withParts(planChunks(shots, 1)));
    expect(buildVideoGraph(sized, sized.chunks[1]!)).toMatch(/fade=t=in:s=0/);
    expect(buildVideoGraph(sized, sized.chunks[0]!)).toMatch(/fade=t=out/);
  });
});
