import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import type { SafeArea } from '../platforms.ts';
import type { LogoSpec } from '../spec.ts';
import type { LogoPlan } from '../plan.ts';
import { luminance } from './themes.ts';

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

const hex = (rgb: readonly number[]) => '#' + rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');

/** WCAG contrast ratio of two colours (1 = identical luminance, 21 = black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const distance = (a: string, b: string) =>
  Math.hypot(...[1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16)));

/**
 * The plate a logo needs on a palette (the theme's background stops, accents and brand colours):
 * when its own colour is close to one of them (an orange logo on the orange brand band) or has
 * too little contrast with one, a plate in black or white, whichever contrasts more with it.
 */
export function plateFor(logoColor: string, palette: readonly string[]): string | undefined {
  // Near in RGB, or of about the same lightness without a strong hue difference (red on green reads).
  const similar = palette.some((c) => distance(logoColor, c) < 110 || (distance(logoColor, c) < 170 && contrastRatio(logoColor, c) < 1.3));
  if (!similar) return undefined;
  return contrastRatio(logoColor, '#ffffff') >= contrastRatio(logoColor, '#111111') ? '#ffffff' : '#111111';
}

/**
 * Scales the logo once to its size on screen and bakes the opacity into its alpha channel, so
 * the encode only overlays a small premultiplied still (no per-frame scaling or alpha maths).
 * A logo whose colour the palette shares gets a rounded contrast plate behind it.
 */
export async function prepareLogo(
  logo: LogoSpec,
  frame: { width: number; height: number; safe: SafeArea },
  workDir: string,
  palette: readonly string[] = [],
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
  const sum = [0, 0, 0];
  let n = 0;
  for (let i = 0; i + 3 < data.length; i += 4) {
    if ((data[i + 3] ?? 0) < 128) continue;
    for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (data[i + c] ?? 0);
    n++;
  }
  const plate = n ? plateFor(hex(sum.map((v) => v / n)), palette) : undefined;
  for (let i = 3; i < data.length; i += 4) data[i] = Math.round((data[i] ?? 0) * logo.opacity);
  const path = join(workDir, 'logo.png');
  const raw = { raw: { width: info.width, height: info.height, channels: 4 as const } };
  if (!plate) {
    await sharp(data, raw).png().toFile(path);
    return { path, ...box };
  }
  const pad = even(Math.max(box.width, box.height) * 0.1);
  const w = box.width + 2 * pad;
  const h = box.height + 2 * pad;
  // The plate is as opaque as the logo is asked to be, slightly less, so it reads as a backing.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="${pad * 1.2}" fill="${plate}" fill-opacity="${Math.min(1, logo.opacity * 0.95)}"/></svg>`;
  await sharp(Buffer.from(svg))
    .composite([{ input: await sharp(data, raw).png().toBuffer(), left: pad, top: pad }])
    .png()
    .toFile(path);
  // The plate grows inward from the logo's corner, so it stays inside the safe area.
  const left = logo.corner.endsWith('left');
  const top = logo.corner.startsWith('top');
  return { path, x: left ? box.x : box.x - 2 * pad, y: top ? box.y : box.y - 2 * pad, width: w, height: h };
}
