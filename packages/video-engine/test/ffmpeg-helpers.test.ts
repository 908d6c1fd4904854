import { describe, expect, it } from 'vitest';
import { FFMPEG_MALLOC_TUNABLES, ffmpegEnv, parseOutTime, runFfmpeg } from '../src/ffmpeg/run.ts';
import { canCrossfade, parseFilterList } from '../src/ffmpeg/capabilities.ts';
import { parseFfmpegBanner, parseFfprobeJson } from '../src/ffmpeg/probe.ts';
import { resolveFfmpeg, resolveFfprobe } from '../src/ffmpeg/resolve.ts';
import { outputPaths } from '../src/outputs.ts';

describe('ffmpeg output parsing', () => {
  it('reads out_time from -progress blocks', () => {
    expect(
      parseOutTime('frame=10\nout_time_us=1500000\nout_time_ms=1500000\nout_time=00:00:01.500000\nprogress=continue\n'),
    ).toBe(1.5);
    expect(parseOutTime('out_time=01:02:03.250000\nprogress=continue\n')).toBe(3723.25);
    expect(parseOutTime('out_time_us=N/A\nprogress=continue\n')).toBeUndefined();
  });

  it('lists filter names', () => {
    const list = parseFilterList(
      'Filters:\n  T.. = Timeline support\n ... xfade             VV->V      Cross fade.\n TSC overlay  VV->V  Overlay\n ... movie             |->N       Read from a movie.\n',
    );
    expect([...list]).toEqual([
      ['xfade', '...'],
      ['overlay', 'TSC'],
      ['movie', '...'],
    ]);
    expect(canCrossfade({ filters: list })).toBe(false);
    expect(
      canCrossfade({
        filters: new Map([
          ['fade', 'TS.'],
          ['overlay', 'TSC'],
        ]),
      }),
    ).toBe(true);
  });

  it('parses the ffmpeg -i banner when there is no ffprobe', () => {
    const banner = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'a.mp4':
  Duration: 00:00:06.04, start: 0.000000, bitrate: 512 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, progressive), 1080x1920 [SAR 1:1 DAR 9:16], 380 kb/s, 30 fps
  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, stereo, fltp, 128 kb/s`;
    expect(parseFfmpegBanner(banner)).toEqual({
      durationSec: 6.04,
      video: { codec: 'h264', pixFmt: 'yuv420p', width: 1080, height: 1920 },
      audio: { codec: 'aac', sampleRate: 44100, channels: 2 },
    });
  });

  it('parses ffprobe json', () => {
    const json =
      '{"streams":[{"codec_type":"audio","codec_name":"aac","sample_rate":"44100","channels":2},{"codec_type":"video","codec_name":"h264","width":8,"height":6,"pix_fmt":"yuv420p"}],"format":{"duration":"2.5"}}';
    expect(parseFfprobeJson(json)).toEqual({
      durationSec: 2.5,
      audio: { codec: 'aac', sampleRate: 44100, channels: 2 },
      video: { codec: 'h264', width: 8, height: 6, pixFmt: 'yuv420p' },
    });
  });
});

describe('the environment ffmpeg runs in', () => {
  it("keeps big frame buffers in the heap, after the caller's own tunables", () => {
    expect(ffmpegEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', GLIBC_TUNABLES: FFMPEG_MALLOC_TUNABLES });
    expect(ffmpegEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }).GLIBC_TUNABLES).toBe(`glibc.malloc.arena_max=2:${FFMPEG_MALLOC_TUNABLES}`);
  });

  it('hands the tunables to the real ffmpeg, which still runs with them', async () => {
    // ffmpeg prints its own environment nowhere, so a shell stands in for it: the same spawn path.
    const seen = await runFfmpeg('/bin/sh', ['-c', 'echo "$GLIBC_TUNABLES" >&2; exec "$0" -hide_banner -loglevel error -f lavfi -i color=s=64x64:d=0.1 -f null -', resolveFfmpeg()]);
    expect(seen.trim()).toBe(ffmpegEnv().GLIBC_TUNABLES);
  });
});

describe('binary lookup', () => {
  it('prefers FFMPEG_PATH, then PATH, then the npm build', () => {
    expect(resolveFfmpeg({ FFMPEG_PATH: '/opt/ff/ffmpeg' })).toBe('/opt/ff/ffmpeg');
    expect(resolveFfmpeg({ PATH: '/usr/bin' })).toBe('/usr/bin/ffmpeg');
    expect(resolveFfmpeg({ PATH: '/nonexistent' })).toMatch(/@ffmpeg-installer\/linux-x64\/ffmpeg$/);
  });

  it('finds ffprobe beside ffmpeg or not at all', () => {
    expect(resolveFfprobe('/usr/bin/ffmpeg', { PATH: '' })).toBe('/usr/bin/ffprobe');
    expect(resolveFfprobe('/nowhere/ffmpeg', { PATH: '/nonexistent' })).toBeUndefined();
    expect(resolveFfprobe('/usr/bin/ffmpeg', { FFPROBE_PATH: '/x/ffprobe' })).toBe('/x/ffprobe');
  });
});

describe('output paths', () => {
  it('puts sidecars beside an .mp4 or into a directory', () => {
    expect(outputPaths('/o/clip.mp4')).toEqual({
      videoPath: '/o/clip.mp4',
      thumbnailPath: '/o/clip.jpg',
      srtPath: '/o/clip.srt',
      vttPath: '/o/clip.vtt',
    });
    expect(outputPaths('/o/job-1').videoPath).toBe('/o/job-1/video.mp4');
  });
});
