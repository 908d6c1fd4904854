import { describe, expect, it } from 'vitest';
import { buildPlan, type PlanInput } from '../src/plan-builder.ts';
import { buildVideoGraph } from '../src/ffmpeg/graph.ts';
import { renderSpecSchema, type SceneSpec } from '../src/spec.ts';
import { assignVisuals } from '../src/visuals/footage.ts';
import type { Shot } from '../src/visuals/shots.ts';

const shot = (index: number, sceneIndex: number, startFrame: number, endFrame: number, layout: Shot['layout'] = 'hero'): Shot => ({
  index,
  sceneIndex,
  startFrame,
  endFrame,
  layout,
  keywords: [],
});

describe('assignVisuals', () => {
  const scenes: SceneSpec[] = [
    {
      text: 'one',
      visuals: [
        { kind: 'video', path: '/a.mp4', startSec: 1, credit: 'A' },
        { kind: 'image', path: '/b.jpg', startSec: 0, credit: 'B' },
      ],
    },
    { text: 'two' },
  ];

  it('gives a scene its visuals in turn, a reused clip continuing where it stopped, and credits only what is shown', () => {
    const shots = [shot(0, 0, 0, 84, 'title'), shot(1, 0, 84, 174), shot(2, 0, 174, 264), shot(3, 0, 264, 354), shot(4, 1, 354, 450)];
    const plan = assignVisuals(scenes, shots, 30);
    expect(plan.visuals).toEqual([
      undefined,
      { kind: 'video', path: '/a.mp4', startSec: 1 },
      { kind: 'image', path: '/b.jpg' },
      { kind: 'video', path: '/a.mp4', startSec: 4 },
      undefined,
    ]);
    expect(plan.credits).toEqual(['A', 'B']);
  });

  it('with the clip\'s length known, starts exactly where the last shot stopped, and over when the rest is too short', () => {
    const one: SceneSpec[] = [{ text: 'one', visuals: [{ kind: 'video', path: '/a.mp4', startSec: 1 }] }];
    const shots = [shot(0, 0, 0, 90), shot(1, 0, 90, 180), shot(2, 0, 180, 270), shot(3, 0, 270, 360)];
    // 3 s shots of a 7.5 s clip from 1 s: 1-4, 4-7, then 7-10 would run past the end: from 1 again.
    const plan = assignVisuals(one, shots, 30, new Map([['/a.mp4', 7.5]]));
    expect(plan.visuals).toEqual([
      { kind: 'video', path: '/a.mp4', startSec: 1, exact: true },
      { kind: 'video', path: '/a.mp4', startSec: 4, exact: true },
      { kind: 'video', path: '/a.mp4', startSec: 1, exact: true },
      { kind: 'video', path: '/a.mp4', startSec: 4, exact: true },
    ]);
    // A clip shorter than its shot plays from its start (and loops).
    expect(assignVisuals(one, shots.slice(0, 2), 30, new Map([['/a.mp4', 2]])).visuals[1]).toEqual({ kind: 'video', path: '/a.mp4', startSec: 0, exact: true });
  });
});

describe('the scene graph with shots', () => {
  const spec = renderSpecSchema.parse({
    width: 360,
    height: 640,
    platform: 'tiktok',
    voice: { voiceId: 'voice1' },
    captions: { enabled: false },
    scenes: [{ text: 'One.' }, { text: 'Two.' }],
  });
  const input: PlanInput = {
    spec,
    narration: { wavPath: '/w/n.wav' },
    totalFrames: 300,
    spans: [
      { startFrame: 0, endFrame: 100, sceneIndex: 0 },
      { startFrame: 100, endFrame: 200, sceneIndex: 0 },
      { startFrame: 200, endFrame: 300, sceneIndex: 1 },
    ],
    backgrounds: ['/w/a.mp4', '/w/b.y4m', '/w/c.y4m'],
    clips: [{ path: '/w/a.mp4', startSec: 2 }, undefined, undefined],
    chunks: [{ index: 0, startFrame: 0, endFrame: 300, scenes: [0, 1, 2], partPath: '/w/p0.mp4' }],
    crossfade: false,
    duck: true,
    outputPath: '/o/v.mp4',
  };

  it('cuts between shots of one scene and dips only where the scene changes', () => {
    const graph = buildVideoGraph(buildPlan(input), buildPlan(input).chunks[0]!);
    const chains = graph.split(';');
    const shotChain = (k: number) => chains.find((c) => c.endsWith(`[b${k}]`)) ?? '';
    expect(shotChain(0)).not.toContain('fade=');
    expect(shotChain(1)).toContain('fade=t=out');
    expect(shotChain(1)).not.toContain('fade=t=in');
    expect(shotChain(2)).toContain('fade=t=in');
  });

  it('plays a clip from its start point, looped, scaled to cover and cropped, video stream only', () => {
    const graph = buildVideoGraph(buildPlan(input), buildPlan(input).chunks[0]!);
    expect(graph).toContain('movie=filename=/w/a.mp4:seek_point=2:loop=0:streams=dv');
    expect(graph).toContain('scale=w=360:h=640:force_original_aspect_ratio=increase');
    expect(graph).toContain('crop=w=360:h=640,');
    // Its length unknown, the shot starts at movie's keyframe seek; no frames are dropped.
    expect(graph).not.toContain('select=');
  });

  it('drops the frames before an exact start point, with a bound on how many', () => {
    const exact = { ...input, clips: [{ path: '/w/a.mp4', startSec: 2, exact: true }, undefined, undefined] };
    const graph = buildVideoGraph(buildPlan(exact), buildPlan(exact).chunks[0]!);
    expect(graph).toContain('movie=filename=/w/a.mp4:seek_point=2:loop=0:streams=dv:dec_threads=1,select=expr=gte(t\\,2)+gte(n\\,360),');
  });

  it('cross-fades only between scenes', () => {
    const plan = buildPlan({ ...input, crossfade: true });
    const graph = buildVideoGraph(plan, plan.chunks[0]!);
    // One incoming head (scene 2's), none inside scene 1.
    expect(graph).toContain('[h2]');
    expect(graph).not.toContain('[h1]');
  });
});
