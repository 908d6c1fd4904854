import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia, render, type RenderResult, type RenderSpecInput } from '../src/index.ts';
import { resolveFfmpeg } from './support/ffmpeg.ts';

const FFMPEG = resolveFfmpeg();
const root = mkdtempSync(join(tmpdir(), 'segments-e2e-'));
const [W, H] = [54, 96];

/** Every frame of the video, shrunk to W x H grey. */
function frames(video: string): Buffer[] {
  const raw = execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-i', video, '-vf', `scale=${W}:${H},format=gray`, '-f', 'rawvideo', '-'], {
    maxBuffer: 256 << 20,
  });
  const out: Buffer[] = [];
  for (let i = 0; i + W * H <= raw.length; i += W * H) out.push(raw.subarray(i, i + W * H));
  return out;
}

const meanAbsDiff = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / a.length;
const mean = (a: Buffer) => a.reduce((sum, v) => sum + v, 0) / a.length;

const spec: RenderSpecInput = {
  width: 540,
  height: 960,
  platform: 'tiktok',
  title: 'Three Habits',
  theme: 'sunrise',
  voice: { voiceId: 'voice2' },
  captions: { enabled: true },
  scenes: [
    { text: 'Drink a glass of water when you wake up.' },
    { text: 'Walk outside for ten minutes before lunch.' },
    { text: 'Write down one thing you finished today.' },
  ],
};

describe('a render in segments (one pass per scene, joined by stream copy)', () => {
  let single: RenderResult;
  let segmented: RenderResult;
  let parts: string[];

  beforeAll(async () => {
    const common = { ffmpegPath: FFMPEG, transition: 'crossfade' as const };
    single = await render(spec, join(root, 'single', 'video.mp4'), { ...common, tmpDir: root });
    const keep = join(root, 'keep');
    execFileSync('mkdir', ['-p', keep]);
    segmented = await render(spec, join(root, 'segmented', 'video.mp4'), { ...common, tmpDir: keep, keepWorkDir: true, segments: true });
    const work = readdirSync(keep).map((d) => join(keep, d))[0] ?? '';
    parts = readdirSync(work).filter((f) => /^part-\d+\.mp4$/.test(f));
  }, 300_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('encodes one part per scene and plays whole, sound and picture the narration’s length', async () => {
    expect(parts.sort()).toEqual(['part-0.mp4', 'part-1.mp4', 'part-2.mp4']);
    const info = await probeMedia(segmented.videoPath, { ffmpegPath: FFMPEG });
    expect(info.audio?.codec).toBe('aac');
    expect(Math.abs(info.durationSec - segmented.durationSec)).toBeLessThan(0.1);
    expect(frames(segmented.videoPath)).toHaveLength(Math.round(segmented.durationSec * 30));
  });

  it('looks like the single pass at every frame: the cross-fades kept, no dip or frozen frame at the joins', () => {
    const a = frames(single.videoPath);
    const b = frames(segmented.videoPath);
    expect(b.length).toBe(a.length);
    const worst = Math.max(...a.map((f, i) => meanAbsDiff(f, b[i]!)));
    // Two encodes of the same pictures differ by x264's rounding, not by what they show.
    expect(worst).toBeLessThan(4);
    // And the video is not dark anywhere (a dip through black would be).
    expect(Math.min(...b.map(mean))).toBeGreaterThan(20);
  });
});
