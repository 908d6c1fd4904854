import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { buildPlan, type PlanInput } from '../src/plan-builder.ts';
import { renderSpecSchema } from '../src/spec.ts';
import { scenesPerPass } from '../src/stages/passes.ts';

const spec = renderSpecSchema.parse({
  width: 1080,
  height: 1920,
  platform: 'tiktok',
  voice: { voiceId: 'voice1' },
  captions: { enabled: true },
  scenes: [{ text: 'One.' }, { text: 'Two.' }],
  music: { path: '/m.mp3' },
});

const input = (over: Partial<PlanInput> = {}): PlanInput => ({
  spec,
  narration: { wavPath: '/w/n.wav' },
  totalFrames: 100,
  spans: [
    { startFrame: 0, endFrame: 40 },
    { startFrame: 40, endFrame: 100 },
  ],
  backgrounds: ['/w/bg-0.y4m', '/w/bg-1.y4m'],
  chunks: [{ index: 0, startFrame: 0, endFrame: 100, scenes: [0, 1], partPath: '/w/p0.mp4' }],
  music: { path: '/m.mp3', volume: 0.25 },
  crossfade: true,
  duck: true,
  outputPath: '/o/v.mp4.partial',
  ...over,
});

describe('buildPlan', () => {
  it('pans each scene across the oversized background and keeps the music settings', () => {
    const plan = buildPlan(input());
    expect(plan.oversize).toEqual({ width: 1166, height: 2074 });
    expect(plan.scenes[1]).toEqual({
      startFrame: 40,
      endFrame: 100,
      backgroundPath: '/w/bg-1.y4m',
      pan: { x0: 86, y0: 154, x1: 0, y1: 0 },
    });
    expect(plan.audio).toEqual({
      narrationPath: '/w/n.wav',
      music: { path: '/m.mp3', volume: 0.25 },
      durationSec: 100 / 30,
      duck: true,
    });
    expect(plan.transition).toEqual({ kind: 'crossfade', frames: 12 });
  });

  it('keeps x264 defaults for one pass and trims its memory for multi-pass renders', () => {
    expect(buildPlan(input()).encoder.threads).toBeUndefined();
    expect(buildPlan(input()).encoder.lookahead).toBeUndefined();
    const two = buildPlan(
      input({
        chunks: [
          { index: 0, startFrame: 0, endFrame: 40, scenes: [0], partPath: '/w/p0.mp4' },
          { index: 1, startFrame: 40, endFrame: 100, scenes: [1], partPath: '/w/p1.mp4' },
        ],
        crossfade: false,
      }),
    );
    expect(two.encoder.threads).toBe(availableParallelism());
    expect(two.encoder.lookahead).toBe(5);
    expect(two.transition.kind).toBe('dip');
    expect(buildPlan(input({ encoder: { crf: 20, threads: 1 } })).encoder).toMatchObject({ crf: 20, threads: 1 });
  });

  it("gives each lane's x264 its share of the cores, with the default lookahead", () => {
    const chunks = [
      { index: 0, startFrame: 0, endFrame: 40, scenes: [0], partPath: '/w/p0.mp4' },
      { index: 1, startFrame: 40, endFrame: 100, scenes: [1], partPath: '/w/p1.mp4' },
    ];
    const laned = buildPlan(input({ chunks, lanes: 2 }));
    expect(laned.lanes).toBe(2);
    expect(laned.encoder.threads).toBe(Math.max(1, Math.floor(availableParallelism() / 2)));
    expect(laned.encoder.lookahead).toBeUndefined();
    expect(buildPlan(input({ chunks, lanes: availableParallelism() * 4 })).encoder.threads).toBe(1);
  });

  it('renders up to 24 shots (about a minute) in one pass and longer videos in passes of 6', () => {
    expect(scenesPerPass(7)).toBe(7);
    expect(scenesPerPass(24)).toBe(24);
    expect(scenesPerPass(25)).toBe(6);
    // Footage: every clip of a pass is opened at its start, so a minute of it goes in passes too.
    expect(scenesPerPass(18, 10)).toBe(18);
    expect(scenesPerPass(18, 18)).toBe(9);
    expect(scenesPerPass(24, 24)).toBe(8);
    expect(scenesPerPass(30, 30)).toBe(6);
  });
});
