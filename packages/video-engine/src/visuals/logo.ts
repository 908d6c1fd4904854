import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { SafeArea } from '../platforms.ts';
import type { LogoSpec } from '../spec.ts';
import type { LogoPlan } from '../plan.ts';

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/**
 * Where the logo goes and how big it is: it fits a square of `size` x the frame's shorter side,
 * keeps its own aspect, and sits in its corner inside the platform's safe area with a small
 * margin, so the player's own buttons and captions never cover it. Even sizes and offsets keep
 * yuv420p's half-resolution chroma aligned with the logo's edges.
 */
export function logoBox(
  logo: Pick<LogoSpec, 'corner' | 'size'>,
  image: { width: number; height: number },
  frame: { width: number; height: number; safe: SafeArea },
): { x: number; y: number; width: number; height: number } {
  const side = logo.size * Math.min(frame.width, frame.height);
  const scale = side / Math.max(image.width, image.height);
  const width = even(image.width * scale);
  const height = even(image.height * scale);
  const pad = Math.round(0.02 * Math.min(frame.width, frame.height));
  const left = logo.corner.endsWith('left');
  const top = logo.corner.startsWith('top');
  const x = left ? frame.safe.left * frame.width + pad : frame.width * (1 - frame.safe.right) - pad - width;
  const y = top ? frame.safe.top * frame.height + pad : frame.height * (1 - frame.safe.bottom) - pad - height;
  return { x: even(x), y: even(y), width, height };
}

/**
 * Scales the logo once to its size on screen and bakes the opacity into its alpha channel, so
 * the encode only overlays a small premultiplied still (no per-frame scaling or alpha maths).
 */
export async function prepareLogo(
  logo: LogoSpec,
  frame: { width: number; height: number; safe: SafeArea },
  workDir: string,
): Promise<LogoPlan> {
  let meta: Metadata;
  try {
    meta = await sharp(logo.path).metadata();
  } catch (err) {
    throw new Error(`could not read the logo ${logo.path}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const box = logoBox(logo, { width: meta.width || 1, height: meta.height || 1 }, frame);
  const { data, info } = await sharp(logo.path)
    .resize(box.width, box.height, { fit: 'fill', kernel: 'lanczos3' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 3; i < data.length; i += 4) data[i] = Math.round((data[i] ?? 0) * logo.opacity);
  const path = join(workDir, 'logo.png');
  await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }).png().toFile(path);
  return { path, ...box };
}
