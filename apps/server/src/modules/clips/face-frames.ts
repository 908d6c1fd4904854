import { spawn } from 'node:child_process';
import type { FoundFace, RawImage } from '../../adapters/avatar/index.ts';
import type { FrameFaces, Size } from './reframe.ts';

export interface SampleOptions {
  ffmpeg: string;
  input: string;
  source: Size;
  startMs: number;
  endMs: number;
  /** Frames looked at per second of the clip. */
  fps: number;
  /** Width frames are looked at in (faces in a talk are large; small frames are fast). */
  sampleWidth: number;
  findFaces: (img: RawImage) => Promise<FoundFace[]>;
  signal?: AbortSignal;
}

/** ffmpeg arguments that write the span's frames, `fps` a second, as raw RGB of `size` to stdout. */
export function sampleArgs(o: Pick<SampleOptions, 'input' | 'startMs' | 'endMs' | 'fps'>, size: Size): string[] {
  return [
    '-hide_banner', '-nostdin', '-loglevel', 'error',
    '-ss', (o.startMs / 1000).toFixed(3), '-t', ((o.endMs - o.startMs) / 1000).toFixed(3), '-i', o.input,
    '-an', '-vf', `fps=${o.fps},scale=${size.width}:${size.height}`, '-pix_fmt', 'rgb24', '-f', 'rawvideo', 'pipe:1',
  ];
}

/**
 * The faces in the clip's span, a few frames a second, in source pixels. Frames are read from
 * ffmpeg as they come and looked at one by one, so a long span never sits in memory whole.
 */
export async function sampleFaces(o: SampleOptions): Promise<FrameFaces[]> {
  const width = Math.min(o.sampleWidth, o.source.width);
  const size = { width: width - (width % 2), height: Math.max(2, Math.round((width * o.source.height) / o.source.width / 2) * 2) };
  const scale = o.source.width / size.width;
  const frameBytes = size.width * size.height * 3;
  const child = spawn(o.ffmpeg, sampleArgs(o, size), { stdio: ['ignore', 'pipe', 'pipe'], signal: o.signal });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const out: FrameFaces[] = [];
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (pending.length >= frameBytes) {
      const data = Buffer.from(pending.subarray(0, frameBytes));
      pending = pending.subarray(frameBytes);
      const faces = await o.findFaces({ data, width: size.width, height: size.height, channels: 3 });
      out.push({
        tMs: Math.round((out.length * 1000) / o.fps),
        faces: faces.map((f) => ({ x: f.box.x * scale, y: f.box.y * scale, w: f.box.w * scale, h: f.box.h * scale, score: Math.min(f.boxScore, f.faceScore) })),
      });
    }
  }
  const code = await exited;
  if (code !== 0) throw new Error(`ffmpeg could not read the video's frames (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`);
  return out;
}
