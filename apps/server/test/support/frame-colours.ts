import { execFileSync } from 'node:child_process';
import type { Rgb } from '../fakes/media-files.ts';

const W = 108;
const H = 192;
/** Mean colour of the top 8% of each sampled frame: above the keywords and the captions. */
export function topBands(file: string, fps: number): Rgb[] {
  const all = execFileSync(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-i', file, '-vf', `fps=${fps},scale=${W}:${H}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    { maxBuffer: 1 << 28 },
  );
  const size = W * H * 3;
  const rows = Math.round(H * 0.08);
  const out: Rgb[] = [];
  for (let at = 0; at + size <= all.length; at += size) {
    const sum = [0, 0, 0];
    for (let i = 0; i < rows * W * 3; i += 3) for (let c = 0; c < 3; c++) sum[c]! += all[at + i + c] ?? 0;
    out.push(sum.map((v) => v / (rows * W)) as Rgb);
  }
  return out;
}
/** Two colours within a codec's drift of each other. */
export const near = (a: Rgb, b: Rgb) => Math.max(...a.map((v, i) => Math.abs(v - b[i]!))) < 28;
