import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia, render, type RenderResult, type RenderSpecInput } from '../src/index.ts';
import { resolveFfmpeg } from './support/ffmpeg.ts';
import { greyFrames, meanAbsDiff, meanOf } from './support/frames.ts';

const FFMPEG = resolveFfmpeg();
const root = mkdtempSync(join(tmpdir(), 'lanes-e2e-'));


const spec: RenderSpecInput = {
  width: 540,
  height: 960,
  platform: 'tiktok',
  title: 'Three Habits',
  theme: 'sunrise',
  voice: { voiceId: 'voice2' },
  captions: { enabled: true },
  scenes: [
    { text: 'Drink a glass of water when you wake up, before coffee and before the phone.' },
    { text: 'Walk outside for ten minutes before lunch.' },
    { text: 'Write down one thing you finished today, however small it was.' },
  ],
};

describe('a short video encoded in lanes (parts at once, joined by stream copy)', () => {
  const out: Record<number, RenderResult> = {};
  const parts: Record<number, string[]> = {};

  beforeAll(async () => {
    for (const lanes of [1, 2, 3]) {
      const keep = join(root, `keep-${lanes}`);
      mkdirSync(keep, { recursive: true });
      out[lanes] = await render(spec, join(root, `lanes-${lanes}`, 'video.mp4'), { ffmpegPath: FFMPEG, transition: 'crossfade', lanes, tmpDir: keep, keepWorkDir: true });
      const work = join(keep, readdirSync(keep)[0] ?? '');
      parts[lanes] = readdirSync(work).filter((f) => /^part-\d+\.mp4$/.test(f));
    }
  }, 300_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('encodes one part per lane and plays whole, sound and picture the narration’s length', async () => {
    expect(parts[1]).toEqual([]);
    expect(parts[2]).toHaveLength(2);
    expect(parts[3]).toHaveLength(3);
    for (const lanes of [2, 3]) {
      const video = out[lanes]!;
      const info = await probeMedia(video.videoPath, { ffmpegPath: FFMPEG });
      expect(info.audio?.codec).toBe('aac');
      expect(Math.abs(info.durationSec - video.durationSec)).toBeLessThan(0.1);
      expect(greyFrames(video.videoPath)).toHaveLength(Math.round(video.durationSec * 30));
    }
  });

  it('looks like the single pass at every frame: fades kept across the joins, no dip or frozen frame', () => {
    const one = greyFrames(out[1]!.videoPath);
    for (const lanes of [2, 3]) {
      const laned = greyFrames(out[lanes]!.videoPath);
      expect(laned.length).toBe(one.length);
      const worst = Math.max(...one.map((f, i) => meanAbsDiff(f, laned[i]!)));
      // Two encodes of the same pictures differ by x264's rounding, not by what they show.
      expect(worst).toBeLessThan(4);
      expect(Math.min(...laned.map(meanOf))).toBeGreaterThan(20);
    }
  });
});
