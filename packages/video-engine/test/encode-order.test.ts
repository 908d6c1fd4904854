import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeVideo } from '../src/encode.ts';
import { DEFAULT_ENCODER, type ChunkPlan, type RenderPlan } from '../src/plan.ts';

function planWith(chunkCount: 1 | 2): RenderPlan {
  const scenes = [
    { startFrame: 0, endFrame: 90, backgroundPath: '/w/bg-0.y4m', pan: { x0: 0, y0: 0, x1: 0, y1: 0 } },
    { startFrame: 90, endFrame: 180, backgroundPath: '/w/bg-1.y4m', pan: { x0: 0, y0: 0, x1: 0, y1: 0 } },
  ];
  const chunk = (index: number, ids: number[]): ChunkPlan => ({
    index,
    startFrame: scenes[ids[0] ?? 0]?.startFrame ?? 0,
    endFrame: scenes[ids.at(-1) ?? 0]?.endFrame ?? 0,
    scenes: ids,
    partPath: `/w/part-${index}.mp4`,
  });
  return {
    width: 1080,
    height: 1920,
    fps: 30,
    totalFrames: 180,
    oversize: { width: 1166, height: 2074 },
    scenes,
    chunks: chunkCount === 1 ? [chunk(0, [0, 1])] : [chunk(0, [0]), chunk(1, [1])],
    transition: { kind: 'dip', frames: 12 },
    audio: { narrationPath: '/w/mix.wav', duck: false },
    encoder: DEFAULT_ENCODER,
    outputPath: '/out/video.mp4',
  };
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Lets pending I/O and promise callbacks run until `done` holds (or gives up after many turns). */
async function turnsUntil(done: () => boolean): Promise<void> {
  for (let i = 0; i < 2000 && !done(); i++) await new Promise((r) => setImmediate(r));
  if (!done()) throw new Error('condition never held');
}

const settleTurns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
};

describe('encodeVideo and the sound mix', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('encodes the video-only parts while the mix is still being made, and joins them once it is', async () => {
    dir = await mkdtemp(join(tmpdir(), 'reelforge-encode-order-'));
    const calls: string[][] = [];
    const mix = deferred();
    const encoding = encodeVideo(planWith(2), dir, async (args) => void calls.push(args), () => undefined, { audioReady: mix.promise });
    await turnsUntil(() => calls.length === 2 && existsSync(join(dir, 'parts.txt')));
    expect(calls.map((a) => a.at(-1))).toEqual(['/w/part-0.mp4', '/w/part-1.mp4']);
    expect(calls.every((a) => a.includes('-an') && !a.includes('/w/mix.wav'))).toBe(true);
    await settleTurns(50);
    // The join muxes the mix: it must not start before the mix is written.
    expect(calls).toHaveLength(2);
    mix.resolve();
    await encoding;
    expect(calls).toHaveLength(3);
    expect(calls[2]).toContain('/w/mix.wav');
    expect(calls[2]).toContain('copy');
  });

  it("encodes a laned video's parts here, at once, never through the caller's shared passes", async () => {
    dir = await mkdtemp(join(tmpdir(), 'reelforge-encode-order-'));
    const started: string[] = [];
    const passes = [deferred(), deferred()];
    const shared: RenderPlan[] = [];
    const run = async (args: string[]) => {
      const part = args.at(-1) ?? '';
      started.push(part);
      if (part === '/w/part-0.mp4') await passes[0]!.promise;
      if (part === '/w/part-1.mp4') await passes[1]!.promise;
    };
    const encoding = encodeVideo({ ...planWith(2), lanes: 2 }, dir, run, () => undefined, {
      encodeParts: async (p) => void shared.push(p),
    });
    // Both passes are running before either ends.
    await turnsUntil(() => started.length === 2);
    expect([...started].sort()).toEqual(['/w/part-0.mp4', '/w/part-1.mp4']);
    passes.forEach((p) => p.resolve());
    await encoding;
    expect(shared).toEqual([]);
    expect(started.at(-1)).toBe('/out/video.mp4');
    // Without lanes the same parts go to the caller, as the render graph's workers share them.
    await encodeVideo(planWith(2), dir, async () => undefined, () => undefined, { encodeParts: async (p) => void shared.push(p) });
    expect(shared).toHaveLength(1);
  });

  it('starts a single pass, which muxes the mix, only once the mix is written', async () => {
    dir = await mkdtemp(join(tmpdir(), 'reelforge-encode-order-'));
    const calls: string[][] = [];
    const mix = deferred();
    const encoding = encodeVideo(planWith(1), dir, async (args) => void calls.push(args), () => undefined, { audioReady: mix.promise });
    await settleTurns(50);
    expect(calls).toHaveLength(0);
    mix.resolve();
    await encoding;
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('/w/mix.wav');
    expect(calls[0]?.at(-1)).toBe('/out/video.mp4');
  });
});
