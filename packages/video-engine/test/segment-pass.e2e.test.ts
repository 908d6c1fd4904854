import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeSegment,
  encodeSegmentPass,
  probeMedia,
  render,
  runFfmpeg,
  segmentKey,
  type RenderResult,
  type RenderSpecInput,
  type SegmentPass,
} from '../src/index.ts';
import { resolveFfmpeg } from './support/ffmpeg.ts';
import { greyFrames, meanAbsDiff, meanOf } from './support/frames.ts';

const FFMPEG = resolveFfmpeg();
const root = mkdtempSync(join(tmpdir(), 'segment-pass-e2e-'));
const run = (args: string[], onOutTime?: (s: number) => void) => runFfmpeg(FFMPEG, args, { onOutTime });


const spec: RenderSpecInput = {
  width: 540,
  height: 960,
  platform: 'tiktok',
  title: 'Two Habits',
  theme: 'sunrise',
  voice: { voiceId: 'voice2' },
  captions: { enabled: true },
  scenes: [{ text: 'Drink a glass of water when you wake up.' }, { text: 'Walk outside for ten minutes before lunch.' }],
};

describe('a segment encoded elsewhere from its described pass (issue 26: steps on any worker)', () => {
  let local: RenderResult;
  let shipped: RenderResult;
  const store = join(root, 'store');
  const passes: { json: string; workDir: string; keyMatches: boolean; files: number }[] = [];

  beforeAll(async () => {
    mkdirSync(store, { recursive: true });
    const common = { ffmpegPath: FFMPEG, transition: 'crossfade' as const, segments: true, tmpDir: root };
    local = await render(spec, join(root, 'local', 'video.mp4'), common);
    shipped = await render(spec, join(root, 'shipped', 'video.mp4'), {
      ...common,
      // What a render step does with a worker on another machine: describe each pass, ship its
      // files by content hash, and let the other side encode it in a folder of its own.
      encodeParts: async (plan) => {
        for (const chunk of plan.chunks) {
          const described = await describeSegment(plan, chunk.index);
          for (const [hash, path] of described.files) if (!existsSync(join(store, hash))) copyFileSync(path, join(store, hash));
          const json = JSON.stringify(described.pass);
          passes.push({ json, workDir: dirname(chunk.partPath), keyMatches: described.key === (await segmentKey(plan, chunk)), files: described.files.size });
          const elsewhere = join(root, 'elsewhere', String(chunk.index));
          mkdirSync(elsewhere, { recursive: true });
          const partPath = join(elsewhere, 'part.mp4');
          await encodeSegmentPass(JSON.parse(json) as SegmentPass, { fileFor: (h) => join(store, h), workDir: elsewhere, partPath }, run);
          copyFileSync(partPath, chunk.partPath);
        }
      },
    });
  }, 300_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('describes every pass as data with no path of the rendering machine in it, keyed as the segment cache keys it', () => {
    // Two scenes and the cross-fade between them.
    expect(passes).toHaveLength(3);
    for (const p of passes) {
      expect(p.json).not.toContain(p.workDir);
      expect(p.json).not.toContain(root);
      expect(p.json).not.toContain('node_modules');
      expect(p.keyMatches).toBe(true);
      // At least the scene's picture and its captions travel.
      expect(p.files).toBeGreaterThanOrEqual(2);
    }
    expect(readdirSync(join(root, 'elsewhere', '0', 'fonts')).length).toBeGreaterThan(0);
  });

  it('joins into the same video the rendering machine encodes itself: whole, every frame alike, none dark', async () => {
    const info = await probeMedia(shipped.videoPath, { ffmpegPath: FFMPEG });
    expect(Math.abs(info.durationSec - shipped.durationSec)).toBeLessThan(0.1);
    const a = greyFrames(local.videoPath);
    const b = greyFrames(shipped.videoPath);
    expect(b).toHaveLength(Math.round(shipped.durationSec * 30));
    expect(b).toHaveLength(a.length);
    // Same command, same inputs: the same pixels (captions drawn with the linked shipped fonts).
    expect(Math.max(...a.map((f, i) => meanAbsDiff(f, b[i]!)))).toBeLessThan(0.5);
    expect(Math.min(...b.map(meanOf))).toBeGreaterThan(20);
  });

  it('refuses a pass described by another engine format', async () => {
    const pass = JSON.parse(passes[0]!.json) as SegmentPass;
    const workDir = join(root, 'refused');
    await expect(encodeSegmentPass({ ...pass, format: pass.format + 1 }, { fileFor: (h) => join(store, h), workDir, partPath: join(workDir, 'p.mp4') }, run)).rejects.toThrow(
      /format/,
    );
  });
});
