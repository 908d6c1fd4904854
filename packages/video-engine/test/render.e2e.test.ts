import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meanVolumeDb, probeMedia, render, type RenderResult, type RenderStage } from '../src/index.ts';
import { bundledFfmpeg } from '../src/ffmpeg/resolve.ts';
import { parseSrtCues } from './helpers.ts';
import { resolveFfmpeg, resolveFfprobe } from './support/ffmpeg.ts';

const FFMPEG = resolveFfmpeg();
const FFPROBE = resolveFfprobe();
const root = mkdtempSync(join(tmpdir(), 'render-e2e-'));
const fixtures = join(root, 'fixtures');
const tmpParent = join(root, 'tmp');

function ff(args: string[]): void {
  execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

/** RGB24 pixels of a w x h box of the frame at `sec`. */
function framePixels(video: string, sec: number, box: { x: number; y: number; w: number; h: number }): Buffer {
  return execFileSync(
    FFMPEG,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-ss',
      String(sec),
      '-i',
      video,
      '-frames:v',
      '1',
      '-vf',
      `crop=${box.w}:${box.h}:${box.x}:${box.y}`,
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ],
    { maxBuffer: 64 << 20 },
  );
}

function countPixels(rgb: Buffer, test: (r: number, g: number, b: number) => boolean): number {
  let n = 0;
  for (let i = 0; i + 2 < rgb.length; i += 3) if (test(rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0)) n++;
  return n;
}

beforeAll(() => {
  execFileSync('mkdir', ['-p', fixtures, tmpParent]);
  ff(['-f', 'lavfi', '-i', 'testsrc2=s=800x600', '-frames:v', '1', join(fixtures, 'scene.png')]);
  // Round presenter stills with alpha: closed mouth orange, open mouth green.
  for (const [name, colour] of [
    ['face.png', '0xFF8800'],
    ['open.png', '0x00CC44'],
  ] as const) {
    ff([
      '-f',
      'lavfi',
      '-i',
      `color=c=${colour}:s=256x256`,
      '-frames:v',
      '1',
      '-vf',
      "format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='if(lt(hypot(X-128,Y-128),120),255,0)'",
      join(fixtures, name),
    ]);
  }
  ff(['-f', 'lavfi', '-i', 'sine=f=330:d=2', join(fixtures, 'music.wav')]);
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('render (system ffmpeg)', () => {
  let result: RenderResult;
  const stages: [RenderStage, number][] = [];

  beforeAll(async () => {
    result = await render(
      {
        width: 1080,
        height: 1920,
        platform: 'tiktok',
        title: 'Focus in Two Steps',
        voice: { voiceId: 'voice2' },
        captions: { enabled: true },
        scenes: [
          { text: 'Put your phone in another room.' },
          { text: 'Then work for twenty five minutes, and rest.', imagePath: join(fixtures, 'scene.png') },
        ],
      },
      join(root, 'out', 'clip.mp4'),
      { ffmpegPath: FFMPEG, tmpDir: tmpParent, onProgress: (s, p) => stages.push([s, p]) },
    );
  }, 120_000);

  it('writes an H.264/AAC MP4 of the narration length and frame size', async () => {
    const info = await probeMedia(result.videoPath, { ffmpegPath: FFMPEG, ffprobePath: FFPROBE });
    expect(info.video).toEqual({ codec: 'h264', width: 1080, height: 1920, pixFmt: 'yuv420p' });
    expect(info.audio?.codec).toBe('aac');
    const lastWordSec = (result.words.at(-1)?.endMs ?? 0) / 1000;
    expect(Math.abs(info.durationSec - result.durationSec)).toBeLessThan(result.durationSec * 0.1);
    expect(info.durationSec).toBeGreaterThan(lastWordSec);
    expect(info.durationSec).toBeLessThan(lastWordSec + 1.5);
    expect(result).toMatchObject({ width: 1080, height: 1920 });
  });

  it.runIf(FFPROBE)('has exactly the planned number of frames (scene joins neither drop nor add any)', () => {
    const out = execFileSync(FFPROBE ?? '', [
      '-v',
      'error',
      '-count_frames',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=nb_read_frames',
      '-of',
      'csv=p=0',
      result.videoPath,
    ]).toString();
    expect(Number(out.trim())).toBe(Math.round(result.durationSec * 30));
  });

  it('has audible narration', async () => {
    expect(await meanVolumeDb(result.videoPath, FFMPEG)).toBeGreaterThan(-40);
  });

  it('burns the captions into the caption band, not elsewhere', () => {
    const word = result.words[2];
    if (!word) throw new Error('no words');
    const at = (word.startMs + word.endMs) / 2000;
    const white = (r: number, g: number, b: number) => r > 230 && g > 230 && b > 230;
    const gold = (r: number, g: number, b: number) => r > 220 && g > 180 && g < 235 && b < 80;
    // Caption band: above TikTok's bottom 20%; the top of the frame carries no text after the
    // title (keywords sit in the middle of the stage, under TikTok's top UI).
    const band = framePixels(result.videoPath, at, { x: 0, y: 1100, w: 1080, h: 436 });
    expect(countPixels(band, white)).toBeGreaterThan(500);
    expect(countPixels(band, gold)).toBeGreaterThan(100);
    const late = (result.words.at(-2)?.startMs ?? 0) / 1000;
    expect(countPixels(framePixels(result.videoPath, late, { x: 0, y: 0, w: 1080, h: 500 }), white)).toBe(0);
  });

  it('writes a JPEG thumbnail of the video size', async () => {
    expect(readFileSync(result.thumbnailPath).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const info = await probeMedia(result.thumbnailPath, { ffmpegPath: FFMPEG, ffprobePath: FFPROBE });
    expect(info.video).toMatchObject({ width: 1080, height: 1920 });
  });

  it('writes SRT and VTT cues on the word timings', () => {
    const srt = parseSrtCues(readFileSync(result.srtPath, 'utf8'));
    const vtt = parseSrtCues(readFileSync(result.vttPath, 'utf8'));
    expect(srt.length).toBeGreaterThan(2);
    expect(vtt).toEqual(srt);
    expect(srt.map((c) => c.text).join(' ')).toBe(result.words.map((w) => w.word).join(' '));
    expect(srt.join(' ')).not.toBe('');
    let wi = 0;
    for (const cue of srt) {
      const first = result.words[wi];
      const n = cue.text.split(' ').length;
      const last = result.words[wi + n - 1];
      expect(Math.abs(cue.startMs - (first?.startMs ?? -1))).toBeLessThanOrEqual(100);
      expect(Math.abs(cue.endMs - (last?.endMs ?? -1))).toBeLessThanOrEqual(100);
      wi += n;
    }
    expect(result.words[0]?.startMs).toBeGreaterThanOrEqual(250); // the lead-in silence
  });

  it('reports progress through every stage and cleans its temp dir', () => {
    expect([...new Set(stages.map(([s]) => s))]).toEqual([
      'narration',
      'captions',
      'visuals',
      'encoding',
      'thumbnail',
      'done',
    ]);
    const percents = stages.map(([, p]) => p);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(stages.at(-1)).toEqual(['done', 100]);
    expect(stages.filter(([s]) => s === 'encoding').length).toBeGreaterThan(2);
    expect(readdirSync(tmpParent)).toEqual([]);
  });
});

describe('render with the npm ffmpeg build (no timeline fades, no ffprobe)', () => {
  const old = bundledFfmpeg();

  it.runIf(old)('falls back, joins per-chunk parts, mixes music and animates the presenter', async () => {
    const ffmpegPath = old ?? '';
    const result = await render(
      {
        width: 360,
        height: 640,
        platform: 'instagram',
        title: 'Old build',
        voice: { voiceId: 'voice5' },
        captions: { enabled: true, style: 'plain' },
        scenes: [{ text: 'One scene here.' }, { text: 'Another scene there.' }, { text: 'And the last one.' }],
        music: { path: join(fixtures, 'music.wav'), volume: 0.3 },
        presenter: {
          imagePath: join(fixtures, 'face.png'),
          mouthOpenImagePath: join(fixtures, 'open.png'),
          position: 'top-left',
        },
      },
      join(root, 'old'),
      { ffmpegPath, tmpDir: tmpParent, maxScenesPerChunk: 2 },
    );
    const info = await probeMedia(result.videoPath, { ffmpegPath });
    expect(info.video).toMatchObject({ codec: 'h264', width: 360, height: 640, pixFmt: 'yuv420p' });
    expect(info.audio?.codec).toBe('aac');
    expect(Math.abs(info.durationSec - result.durationSec)).toBeLessThan(result.durationSec * 0.1);
    expect(await meanVolumeDb(result.videoPath, FFMPEG)).toBeGreaterThan(-40);
    // Presenter square at top-left of the safe area: open mouth (green) mid-word, closed (orange) in a pause.
    const box = { x: 40, y: 90, w: 100, h: 100 };
    const green = (r: number, g: number, b: number) => g > 150 && r < 80 && b < 120;
    const orange = (r: number, g: number, b: number) => r > 200 && g > 100 && g < 170 && b < 60;
    const w = result.words[1];
    if (!w) throw new Error('no words');
    const mid = framePixels(result.videoPath, (w.startMs + 60) / 1000, box);
    expect(countPixels(mid, green)).toBeGreaterThan(1000);
    const pause = framePixels(result.videoPath, result.durationSec - 0.2, box);
    expect(countPixels(pause, orange)).toBeGreaterThan(1000);
    expect(existsSync(result.thumbnailPath)).toBe(true);
    expect(readdirSync(tmpParent)).toEqual([]);
  });
});

describe('abort', () => {
  it('kills ffmpeg and removes the temp dir', async () => {
    const controller = new AbortController();
    const pids: number[] = [];
    const promise = render(
      {
        width: 1080,
        height: 1920,
        platform: 'youtube',
        voice: { voiceId: 'voice1' },
        captions: { enabled: true },
        scenes: [
          { text: 'This render will be stopped halfway through its encoding, long before it can finish the job.' },
        ],
      },
      join(root, 'aborted'),
      {
        ffmpegPath: FFMPEG,
        tmpDir: tmpParent,
        signal: controller.signal,
        // The first ffmpeg is the encode (no images to prepare); stop it while it runs.
        onFfmpegSpawn: (pid) => {
          pids.push(pid);
          setTimeout(() => controller.abort(new Error('stop now')), 100);
        },
      },
    );
    await expect(promise).rejects.toThrow('stop now');
    expect(pids.length).toBeGreaterThan(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
    expect(readdirSync(tmpParent)).toEqual([]);
    expect(readdirSync(join(root, 'aborted'))).toEqual([]); // no half-written video or sidecars
  });
});
