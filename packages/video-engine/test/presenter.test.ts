import { describe, expect, it } from 'vitest';
import { presenterCommands } from '../src/visuals/presenter.ts';
import { chunkSegments, presenterInputArgs, presenterOverlay } from '../src/ffmpeg/presenter-graph.ts';
import type { ChunkPlan, RenderPlan } from '../src/plan.ts';

describe('presenter commands', () => {
  const words = [
    { word: 'Hi', startMs: 1000, endMs: 1400 },
    { word: 'there', startMs: 1500, endMs: 2000 },
  ];

  it('bobs on each word and shows the open-mouth picture while it is spoken', () => {
    const p = { imagePath: '/a.png', mouthOpenImagePath: '/b.png', x: 97, y: 1000, width: 346, bobPx: 10 };
    expect(presenterCommands(p, words).split('\n')).toEqual([
      '1.000-1.240 [enter] overlay@pres y 990, [leave] overlay@pres y 1000, [enter] overlay@mouth x 97, [enter] overlay@mouth y 990, [leave] overlay@mouth x -100000;',
      '1.500-1.800 [enter] overlay@pres y 990, [leave] overlay@pres y 1000, [enter] overlay@mouth x 97, [enter] overlay@mouth y 990, [leave] overlay@mouth x -100000;',
    ]);
  });

  it('writes only the window, and nothing when there is nothing to animate', () => {
    const p = { imagePath: '/a.png', x: 0, y: 0, width: 100, bobPx: 4 };
    expect(presenterCommands(p, words, 1450, 5000).split('\n')).toHaveLength(1);
    expect(presenterCommands({ ...p, bobPx: 0 }, words)).toBe('');
  });
});

describe('talking presenter in a chunk graph', () => {
  const p = {
    imagePath: '/a.png',
    x: 0,
    y: 0,
    width: 346,
    bobPx: 0,
    talking: [
      { x: 100, y: 400, size: 800, fromFrame: 0, toFrame: 90 },
      { x: 600, y: 100, size: 346, fromFrame: 90, toFrame: 300 },
      { x: 100, y: 400, size: 800, fromFrame: 300, toFrame: 400 },
    ],
  };

  it('reads only the spans the chunk shows, one pipe each (inputs 0, 1, ...), from the chunk frame on', () => {
    expect(chunkSegments(p, 60, 200).map((s) => [s.from, s.to])).toEqual([[60, 90], [90, 200]]);
    const graph = presenterOverlay(p, 30, 60, 200, 'base', 'drawn').join(';');
    const plan = { presenter: p, fps: 30 } as unknown as RenderPlan;
    const inputs = presenterInputArgs(plan, { startFrame: 60, endFrame: 200 } as ChunkPlan).join(' ');
    expect(inputs).toBe(
      '-f rawvideo -pixel_format yuva420p -video_size 800x800 -framerate 30 -i pipe:3 ' +
        '-f rawvideo -pixel_format yuva420p -video_size 346x346 -framerate 30 -i pipe:4',
    );
    expect(graph).not.toContain('movie');
    expect(graph).toContain('[0:v]settb=expr=1/30,setpts=expr=N+60[pres0]');
    expect(graph).toContain('[1:v]settb=expr=1/30,setpts=expr=N+90[pres1]');
    expect(graph).toMatch(/\[base\]\[pres0\]overlay@pres0=x=100:y=400:eof_action=pass:format=yuv420\[withpres0\]/);
    expect(graph).toMatch(/\[withpres0\]\[pres1\]overlay@pres1=x=600:y=100:eof_action=pass:format=yuv420\[drawn\]/);
  });

  it('passes the picture through in a chunk without the presenter', () => {
    expect(presenterOverlay({ ...p, talking: [p.talking[0]!] }, 30, 200, 300, 'base', 'drawn')).toEqual(['[base]null[drawn]']);
  });
});
