import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { FakeClip } from './stock-media.ts';

export type Rgb = [number, number, number];
const hex = (c: Rgb) => `0x${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** A clip of one colour (with a tone, which renders must not carry), made with ffmpeg for the fakes. */
export function colourClip(dir: string, name: string, colour: Rgb, size: [number, number], sec = 4, author = 'Fake Author'): FakeClip {
  const path = join(dir, name);
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `color=c=${hex(colour)}:s=${size[0]}x${size[1]}:r=25:d=${sec}`,
    '-f', 'lavfi', '-i', `sine=f=1000:d=${sec}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', path,
  ]);
  return { name, path, width: size[0], height: size[1], duration: sec, author };
}

/** A still of one colour. */
export function colourImage(dir: string, name: string, colour: Rgb, size: [number, number], author = 'Fake Photographer'): FakeClip {
  const path = join(dir, name);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `color=c=${hex(colour)}:s=${size[0]}x${size[1]}`, '-frames:v', '1', path]);
  return { name, path, width: size[0], height: size[1], author };
}
