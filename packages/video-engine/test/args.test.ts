import { describe, expect, it } from 'vitest';
import {
  buildConcatArgs,
  buildConcatList,
  buildImagePrepArgs,
  buildRenderArgs,
  buildThumbnailArgs,
} from '../src/ffmpeg/args.ts';
import { buildAudioGraph, buildVideoGraph } from '../src/ffmpeg/graph.ts';
import { headTimes } from '../src/ffmpeg/scene-graph.ts';
import { escapeGraphLevel, escapeOptionValue, filter } from '../src/ffmpeg/escape.ts';
import { DEFAULT_ENCODER, type ChunkPlan, type RenderPlan } from '../src/plan.ts';

function plan(overrides: Partial<RenderPlan> = {}): RenderPlan {
  const scenes = [
    { startFrame: 0, endFrame: 120, backgroundPath: '/w/bg-0.y4m', pan: { x0: 0, y0: 0, x1: 86, y1: 154 } },
    { startFrame: 120, endFrame: 240, backgroundPath: '/w/bg-1.y4m', pan: { x0: 86, y0: 154, x1: 0, y1: 0 } },
    { startFrame: 240, endFrame: 300, backgroundPath: '/w/bg-0.y4m', pan: { x0: 43, y0: 0, x1: 43, y1: 154 } },
  ];
  const chunks: ChunkPlan[] = [
    {
      index: 0,
      startFrame: 0,
      endFrame: 300,
      scenes: [0, 1, 2],
      partPath: '/w/part-0.mp4',
      assPath: '/w/captions-0.ass',
    },
  ];
  return {
    width: 1080,
    height: 1920,
    fps: 30,
    totalFrames: 300,
    oversize: { width: 1166, height: 2074 },
    scenes,
    chunks,
    transition: { kind: 'crossfade', frames: 12 },
    audio: { narrationPath: '/w/narration.wav', duck: true },
    encoder: DEFAULT_ENCODER,
    outputPath: '/out/video.mp4',
    ...overrides,
  };
}

const chunk0 = (p: RenderPlan) => p.chunks[0] as ChunkPlan;
const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1] ?? '';

describe('escaping', () => {
  it('escapes option values then the graph level', () => {
    expect(escapeOptionValue("a:b'c\\d")).toBe("a\\:b\\'c\\\\d");
    expect(escapeGraphLevel('a,b;c[d]')).toBe('a\\,b\\;c\\[d\\]');
    expect(filter('ass', { filename: "/tmp/my dir/it's:1,2.ass" })).toBe(
      "ass=filename=/tmp/my dir/it\\\\\\'s\\\\:1\\,2.ass",
    );
    expect(filter('null')).toBe('null');
    expect(filter('scale', { w: 10, h: undefined })).toBe('scale=w=10');
  });
});

describe('buildVideoGraph', () => {
  it('loops one background per scene and pans it by cropping', () => {
    const g = buildVideoGraph(plan(), chunk0(plan()));
    expect(g.match(/movie=filename=/g)).toHaveLength(3);
    expect(g).toContain(
      'movie=filename=/w/bg-0.y4m,loop=loop=-1:size=1:start=0,settb=expr=1/30,setpts=expr=N,trim=end_frame=132,crop=w=1080:h=1920:x=0+86*min(n\\,131)/131:y=0+154*min(n\\,131)/131',
    );
    expect(g).not.toMatch(/scale|zoompan|geq/);
  });

  it('cross-fades by fading each incoming scene in over the outgoing one, through one overlay', () => {
    const g = buildVideoGraph(plan(), chunk0(plan()));
    expect(g).not.toContain('xfade');
    // Scene 0 runs 12 frames past its end; scene 1's first 12 frames are its head.
    expect(g).toContain('trim=end_frame=132,crop=');
    expect(g).toContain('split=outputs=2[src1h][src1b]');
    expect(g).toContain('[src1h]trim=end_frame=12,setpts=expr=PTS-STARTPTS[h1]');
    expect(g).toContain('[src1b]trim=start_frame=12,setpts=expr=PTS-STARTPTS[b1]');
    expect(g).toContain('[b0][b1][b2]concat=n=3:v=1:a=0[bodies]');
    expect(g).toContain('[h1][h2]concat=n=2:v=1:a=0[headcat]');
    expect(g).toContain(
      '[headcat]format=pix_fmts=yuva420p,settb=expr=1/30,setpts=expr=if(lt(N\\,12)\\,N+120\\,N+228),' +
        'fade=t=in:st=4:d=0.4:alpha=1:enable=between(t\\,3.983333\\,4.383333),' +
        'fade=t=in:st=8:d=0.4:alpha=1:enable=between(t\\,7.983333\\,8.383333)[heads]',
    );
    expect(g).toContain(
      '[bodies][heads]overlay=x=0:y=0:enable=between(t\\,3.983333\\,4.383333)+between(t\\,7.983333\\,8.383333)[scenes]',
    );
    expect(g).not.toContain('fade=t=out');
  });

  it('places concatenated head frames at their windows', () => {
    expect(headTimes([{ at: 120, frames: 12 }])).toBe('N+120');
    expect(
      headTimes([
        { at: 120, frames: 12 },
        { at: 240, frames: 6 },
        { at: 300, frames: 12 },
      ]),
    ).toBe('if(lt(N,12),N+120,if(lt(N,18),N+228,N+282))');
  });

  it('dips through black when asked to', () => {
    const p = plan({ transition: { kind: 'dip', frames: 12 } });
    const g = buildVideoGraph(p, chunk0(p));
    expect(g).not.toContain('overlay');
    expect(g).toContain('trim=start_frame=0,setpts=expr=PTS-STARTPTS,fade=t=out:s=114:n=6[b0]');
    expect(g).toContain('fade=t=in:s=0:n=6,fade=t=out:s=114:n=6[b1]');
    expect(g).toContain('[b0][b1][b2]concat=n=3:v=1:a=0[bodies];[bodies]null[scenes]');
  });

  it('draws captions on absolute time and ends in yuv420p', () => {
    const p = plan();
    p.chunks = [
      { index: 0, startFrame: 0, endFrame: 120, scenes: [0], partPath: '/w/p0.mp4' },
      { index: 1, startFrame: 120, endFrame: 300, scenes: [1, 2], partPath: '/w/p1.mp4', assPath: '/w/c1.ass' },
    ];
    const g = buildVideoGraph(p, p.chunks[1] as ChunkPlan);
    expect(g).toContain('settb=expr=1/30,setpts=expr=N+120,ass=filename=/w/c1.ass');
    expect(g.endsWith('[drawn]setpts=expr=PTS-STARTPTS,format=pix_fmts=yuv420p[vout]')).toBe(true);
    // Chunk edges dip; inside the chunk scenes cross-fade.
    expect(g).toContain('fade=t=in:s=0:n=6[b0]');
    expect(g.match(/fade=t=in:st=/g)).toHaveLength(1);
    expect(buildVideoGraph(p, p.chunks[0] as ChunkPlan)).not.toContain('ass=');
  });

  it('overlays the presenter and animates it with sendcmd', () => {
    const p = plan({
      presenter: { imagePath: '/a/face.png', mouthOpenImagePath: '/a/open.png', x: 80, y: 1000, width: 346, bobPx: 10 },
    });
    const c = { ...chunk0(p), presenterCmdPath: '/w/presenter-0.cmd' };
    const g = buildVideoGraph(p, c);
    expect(g).toContain('sendcmd=filename=/w/presenter-0.cmd[base]');
    expect(g).toContain(
      'movie=filename=/a/face.png,scale=w=346:h=-2,format=pix_fmts=yuva420p,loop=loop=-1:size=1:start=0',
    );
    expect(g).toContain('[base][pres]overlay@pres=x=80:y=1000:shortest=1[withpres]');
    expect(g).toContain('[withpres][mouth]overlay@mouth=x=-100000:y=1000:shortest=1[drawn]');
  });
});

describe('buildAudioGraph', () => {
  it('is absent without music', () => {
    expect(buildAudioGraph(plan(), 0)).toBeUndefined();
  });

  it('ducks looped music under the narration', () => {
    const p = plan({ audio: { narrationPath: '/n.wav', music: { path: '/m.mp3', volume: 0.3 }, duck: true } });
    const g = buildAudioGraph(p, 0, 1) ?? '';
    expect(g).toContain(
      '[1:a]aformat=sample_fmts=fltp:sample_rates=44100:channel_layouts=stereo,volume=volume=0.3[music]',
    );
    expect(g).toContain('[music][key]sidechaincompress=');
    expect(g).toContain('[voice][ducked]amix=inputs=2:duration=first:dropout_transition=0,volume=volume=2[aout]');
  });

  it('just mixes quietly when sidechaincompress is missing', () => {
    const p = plan({ audio: { narrationPath: '/n.wav', music: { path: '/m.mp3', volume: 0.3 }, duck: false } });
    const g = buildAudioGraph(p, 0, 1) ?? '';
    expect(g).not.toContain('sidechaincompress');
    expect(g).toContain('[voice][music]amix=');
  });
});

describe('buildRenderArgs', () => {
  it('finishes a one-chunk video in a single pass', () => {
    const p = plan({ chunks: [chunk0(plan())] });
    const args = buildRenderArgs(p, chunk0(p));
    expect(args.slice(0, 8)).toEqual([
      '-hide_banner',
      '-nostdin',
      '-y',
      '-loglevel',
      'error',
      '-nostats',
      '-progress',
      'pipe:1',
    ]);
    expect(args.slice(8, 10)).toEqual(['-i', '/w/narration.wav']);
    expect(args.slice(args.indexOf('-map'))).toEqual([
      '-map',
      '[vout]',
      '-map',
      '0:a',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-aac_coder',
      'fast',
      '-b:a',
      '128k',
      '-ar',
      '44100',
      '-ac',
      '2',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      '/out/video.mp4',
    ]);
  });

  it('loops music and maps the mixed audio', () => {
    const p = plan({ audio: { narrationPath: '/n.wav', music: { path: '/m.mp3', volume: 0.2 }, duck: true } });
    const args = buildRenderArgs(p, chunk0(p));
    expect(args.slice(8, 14)).toEqual(['-i', '/n.wav', '-stream_loop', '-1', '-i', '/m.mp3']);
    expect(graphOf(args)).toContain('[aout]');
    expect(args[args.indexOf('-map') + 3]).toBe('[aout]');
  });

  it('writes video-only parts when there are several chunks, then concatenates them', () => {
    const p = plan({ encoder: { ...DEFAULT_ENCODER, threads: 2, lookahead: 5 } });
    p.chunks = [
      { index: 0, startFrame: 0, endFrame: 120, scenes: [0], partPath: '/w/part-0.mp4' },
      { index: 1, startFrame: 120, endFrame: 300, scenes: [1, 2], partPath: "/w/it's-1.mp4" },
    ];
    const part = buildRenderArgs(p, p.chunks[0] as ChunkPlan);
    expect(part).not.toContain('-i');
    expect(part.slice(-16)).toEqual([
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-threads',
      '2',
      '-rc-lookahead',
      '5',
      '-an',
      '-f',
      'mp4',
      '/w/part-0.mp4',
    ]);
    expect(buildConcatList(p)).toBe("file '/w/part-0.mp4'\nfile '/w/it'\\''s-1.mp4'\n");
    const concat = buildConcatArgs(p, '/w/parts.txt');
    expect(concat).toEqual([
      '-hide_banner',
      '-nostdin',
      '-y',
      '-loglevel',
      'error',
      '-nostats',
      '-progress',
      'pipe:1',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      '/w/parts.txt',
      '-i',
      '/w/narration.wav',
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-c:v',
      'copy',
      '-c:a',
      'aac',
      '-aac_coder',
      'fast',
      '-b:a',
      '128k',
      '-ar',
      '44100',
      '-ac',
      '2',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      '/out/video.mp4',
    ]);
  });
});

describe('other commands', () => {
  it('grabs one thumbnail frame', () => {
    expect(buildThumbnailArgs('/o/v.mp4', 1, '/o/v.jpg').slice(8)).toEqual([
      '-ss',
      '1.000',
      '-i',
      '/o/v.mp4',
      '-frames:v',
      '1',
      '-q:v',
      '3',
      '-update',
      '1',
      '/o/v.jpg',
    ]);
  });

  it('prepares a library image as a covering y4m frame', () => {
    expect(buildImagePrepArgs('/lib/cat.jpg', { width: 1166, height: 2074 }, 30, '/w/bg.y4m').slice(8)).toEqual([
      '-i',
      '/lib/cat.jpg',
      '-frames:v',
      '1',
      '-vf',
      'scale=1166:2074:force_original_aspect_ratio=increase:flags=lanczos,crop=1166:2074,setsar=1,format=yuv420p',
      '-r',
      '30',
      '-f',
      'yuv4mpegpipe',
      '/w/bg.y4m',
    ]);
  });
});
