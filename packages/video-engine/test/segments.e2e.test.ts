import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia, render, type NarrationCache, type RenderResult, type RenderSpecInput, type SceneNarration, type SegmentCache } from '../src/index.ts';
import { resolveFfmpeg } from './support/ffmpeg.ts';
import { greyFrames, meanAbsDiff, meanOf } from './support/frames.ts';

const FFMPEG = resolveFfmpeg();
const root = mkdtempSync(join(tmpdir(), 'segments-e2e-'));
const [W, H] = [54, 96];



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

/** A cache kept in a folder, as a caller keeps one in storage; counts what it was asked. */
function folderCaches(dir: string) {
  execFileSync('mkdir', ['-p', dir]);
  const narrations = new Map<string, SceneNarration>();
  const settled: { index: number; cached: boolean }[] = [];
  const narration: NarrationCache = {
    async get(key, workDir) {
      const hit = narrations.get(key);
      if (!hit) return undefined;
      const wavPath = join(workDir, `cached-${key}.wav`);
      copyFileSync(hit.wavPath, wavPath);
      return { ...hit, wavPath };
    },
    async put(key, n) {
      const wavPath = join(dir, `${key}.wav`);
      copyFileSync(n.wavPath, wavPath);
      narrations.set(key, { ...n, wavPath });
    },
  };
  const segment: SegmentCache = {
    async get(key, partPath) {
      if (!existsSync(join(dir, `${key}.mp4`))) return false;
      copyFileSync(join(dir, `${key}.mp4`), partPath);
      return true;
    },
    async put(key, partPath) {
      copyFileSync(partPath, join(dir, `${key}.mp4`));
    },
    onSegment: (s) => settled.push({ index: s.index, cached: s.cached }),
  };
  return { narration, segment, settled };
}

describe('a render in segments (a pass per scene and per cross-fade, joined by stream copy)', () => {
  let single: RenderResult;
  let segmented: RenderResult;
  let edited: RenderResult;
  let parts: string[];
  let drawn: { first: number; edited: number };
  const caches = folderCaches(join(root, 'cache'));
  const firstRun: { index: number; cached: boolean }[] = [];

  beforeAll(async () => {
    const common = { ffmpegPath: FFMPEG, transition: 'crossfade' as const, narrationCache: caches.narration };
    single = await render(spec, join(root, 'single', 'video.mp4'), { ...common, tmpDir: root });
    const keep = join(root, 'keep');
    execFileSync('mkdir', ['-p', keep]);
    const segments = { ...common, segments: true, segmentCache: caches.segment };
    segmented = await render(spec, join(root, 'segmented', 'video.mp4'), { ...segments, tmpDir: keep, keepWorkDir: true });
    const work = readdirSync(keep).map((d) => join(keep, d))[0] ?? '';
    parts = readdirSync(work).filter((f) => /^part-\d+\.mp4$/.test(f));
    firstRun.push(...caches.settled.splice(0));
    const scenes = spec.scenes.map((s, i) => (i === 1 ? { text: 'Walk outside for ten minutes after lunch.' } : s));
    const keepEdited = join(root, 'keep-edited');
    execFileSync('mkdir', ['-p', keepEdited]);
    edited = await render({ ...spec, scenes }, join(root, 'edited', 'video.mp4'), { ...segments, tmpDir: keepEdited, keepWorkDir: true });
    const editedWork = readdirSync(keepEdited).map((d) => join(keepEdited, d))[0] ?? '';
    const designsIn = (dir: string) => readdirSync(dir).filter((f) => /^shot-\d+\.y4m$/.test(f)).length;
    drawn = { first: designsIn(work), edited: designsIn(editedWork) };
  }, 300_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('encodes one part per scene and plays whole, sound and picture the narration’s length', async () => {
    // Three scenes and the two cross-fades between them.
    expect(parts.sort()).toEqual(['part-0.mp4', 'part-1.mp4', 'part-2.mp4', 'part-3.mp4', 'part-4.mp4']);
    expect(firstRun).toEqual([0, 1, 2, 3, 4].map((index) => ({ index, cached: false })));
    const info = await probeMedia(segmented.videoPath, { ffmpegPath: FFMPEG });
    expect(info.audio?.codec).toBe('aac');
    expect(Math.abs(info.durationSec - segmented.durationSec)).toBeLessThan(0.1);
    expect(greyFrames(segmented.videoPath)).toHaveLength(Math.round(segmented.durationSec * 30));
  });

  it('looks like the single pass at every frame: the cross-fades kept, no dip or frozen frame at the joins', () => {
    const a = greyFrames(single.videoPath);
    const b = greyFrames(segmented.videoPath);
    expect(b.length).toBe(a.length);
    const worst = Math.max(...a.map((f, i) => meanAbsDiff(f, b[i]!)));
    // Two encodes of the same pictures differ by x264's rounding, not by what they show.
    expect(worst).toBeLessThan(4);
    // And the video is not dark anywhere (a dip through black would be).
    expect(Math.min(...b.map(meanOf))).toBeGreaterThan(20);
  });

  it('takes the thumbnail from its part while the parts are joined: the same picture as the single pass’s', () => {
    const grey = (jpg: string) =>
      execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-i', jpg, '-vf', `scale=${W}:${H},format=gray`, '-f', 'rawvideo', '-'], { maxBuffer: 1 << 20 });
    const fromPart = grey(segmented.thumbnailPath);
    expect(fromPart).toHaveLength(W * H);
    expect(meanOf(fromPart)).toBeGreaterThan(20);
    expect(meanAbsDiff(fromPart, grey(single.thumbnailPath))).toBeLessThan(4);
  });

  it('after one scene’s edit encodes only what changed (that scene; its fades only if they changed); the joined video plays whole with the new words', async () => {
    // The edit left the scene's first and last 0.4 s as they were, so its fades are found too.
    expect(caches.settled).toEqual([
      { index: 0, cached: true },
      { index: 1, cached: true },
      { index: 2, cached: false },
      { index: 3, cached: true },
      { index: 4, cached: true },
    ]);
    const info = await probeMedia(edited.videoPath, { ffmpegPath: FFMPEG });
    expect(Math.abs(info.durationSec - edited.durationSec)).toBeLessThan(0.1);
    const b = greyFrames(segmented.videoPath);
    const c = greyFrames(edited.videoPath);
    expect(c).toHaveLength(Math.round(edited.durationSec * 30));
    // The reused last scene is the same picture at the same distance from the end.
    expect(meanAbsDiff(c.at(-5)!, b.at(-5)!)).toBeLessThan(1);
    expect(readFileSync(edited.srtPath, 'utf8')).toContain('after');
    // Only the encoded segment's designed backgrounds were drawn; the cached ones' never were.
    expect(drawn.edited).toBeGreaterThan(0);
    expect(drawn.edited).toBeLessThan(drawn.first);
    expect(readFileSync(segmented.srtPath, 'utf8')).not.toContain('after');
  });

  it('keeps a later scene cached when an edit gives the scene before it more shots', async () => {
    caches.settled.splice(0);
    const longer = 'Walk outside for ten minutes before lunch, in sunlight, past trees and rivers and gardens, every single morning of the week, rain or shine.';
    const scenes = spec.scenes.map((s, i) => (i === 1 ? { text: longer } : s));
    await render({ ...spec, scenes }, join(root, 'longer', 'video.mp4'), {
      ffmpegPath: FFMPEG,
      transition: 'crossfade',
      narrationCache: caches.narration,
      segments: true,
      segmentCache: caches.segment,
      tmpDir: root,
    });
    expect(caches.settled.find((s) => s.index === 2)).toEqual({ index: 2, cached: false });
    // The last scene's look counts from its own first shot, not the video's: the same pixels, found.
    expect(caches.settled.at(-1)).toEqual({ index: 4, cached: true });
  }, 300_000);

  it('keeps the fade into a scene cached when an edit adds words at its end (its opening frames unchanged)', async () => {
    caches.settled.splice(0);
    const scenes = spec.scenes.map((s, i) => (i === 1 ? { text: `${s.text} Leave your phone at home.` } : s));
    const appended = await render({ ...spec, scenes }, join(root, 'appended', 'video.mp4'), {
      ffmpegPath: FFMPEG,
      transition: 'crossfade',
      narrationCache: caches.narration,
      segments: true,
      segmentCache: caches.segment,
      tmpDir: root,
    });
    // The fade into the edited scene shows its first 0.4 s, which the edit left alone: found.
    // The scene itself and the fade out of it (its new last words) are encoded.
    expect(caches.settled.filter((s) => s.index >= 1 && s.index <= 3)).toEqual([
      { index: 1, cached: true },
      { index: 2, cached: false },
      { index: 3, cached: false },
    ]);
    const info = await probeMedia(appended.videoPath, { ffmpegPath: FFMPEG });
    expect(Math.abs(info.durationSec - appended.durationSec)).toBeLessThan(0.1);
  }, 300_000);
});
