import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp, { type OverlayOptions } from 'sharp';
import type { Theme } from './themes.ts';
import type { Rect, ShotBoxes } from './layout.ts';
import { emojiSvgPath } from './emoji.ts';
import { writeRgbAsY4m } from './yuv.ts';

export interface DesignInput {
  theme: Theme;
  /** Oversized background frame and the video frame centred in it. */
  size: { width: number; height: number };
  frame: { width: number; height: number };
  boxes: ShotBoxes;
  emoji?: string;
  /** Varies gradient direction and shape placement per shot. */
  variant: number;
  /** Shapes faded back: the shot carries data (a stat, a list) that they must not compete with. */
  calm?: boolean;
}

/** Deterministic 0..1 numbers, so a spec always renders the same frames. */
function rng(seed: number): () => number {
  let s = (seed * 2654435761) >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

/**
 * The theme's texture: soft glows, edge circles, a band, a grid. No free-floating outline shapes
 * (a triangle, a ring, a tilted square dropped at random): they landed behind the type and the
 * captions, said nothing, and were what viewers called filler.
 */
function shapes(t: Theme, W: number, H: number, rand: () => number): string {
  const [a, b] = t.accents;
  const m = Math.min(W, H);
  const out: string[] = [];
  switch (t.shapes) {
    case 'orbs':
      for (let i = 0; i < 3; i++) {
        const c = i % 2 ? b : a;
        out.push(
          `<circle cx="${rand() * W}" cy="${rand() * H}" r="${m * (0.35 + rand() * 0.3)}" fill="url(#orb${i % 2})" opacity="${0.45 + rand() * 0.25}"/>`,
        );
        void c;
      }
      break;
    case 'circles':
      out.push(`<circle cx="${W * (rand() > 0.5 ? 0.95 : 0.05)}" cy="${H * (0.15 + rand() * 0.2)}" r="${m * 0.42}" fill="${b}" opacity="0.22"/>`);
      out.push(`<circle cx="${W * rand()}" cy="${H * (0.75 + rand() * 0.2)}" r="${m * 0.55}" fill="${a}" opacity="0.18"/>`);
      break;
    case 'blocks': {
      const rot = rand() > 0.5 ? -12 : 10;
      out.push(`<rect x="${-W * 0.2}" y="${H * (0.05 + rand() * 0.25)}" width="${W * 1.4}" height="${m * 0.22}" fill="${a}" opacity="0.9" transform="rotate(${rot} ${W / 2} ${H / 2})"/>`);
      out.push(`<rect x="0" y="0" width="${W}" height="${H}" fill="url(#dots)"/>`);
      break;
    }
    case 'lines': {
      const step = m / 9;
      for (let x = (rand() * step) % step; x < W; x += step) {
        out.push(`<line x1="${x}" y1="0" x2="${x}" y2="${H}" stroke="${b}" stroke-width="2" opacity="0.14"/>`);
      }
      for (let y = (rand() * step) % step; y < H; y += step) {
        out.push(`<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="${b}" stroke-width="2" opacity="0.14"/>`);
      }
      break;
    }
  }
  return out.join('');
}

/** The badge an emoji sits on, in the theme's shape language. */
function badge(t: Theme, r: Rect): string {
  const [a, b] = t.accents;
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const rad = r.w / 2;
  switch (t.shapes) {
    case 'orbs':
      return `<circle cx="${cx}" cy="${cy}" r="${rad * 1.05}" fill="url(#halo)"/>`;
    case 'circles':
      return `<circle cx="${cx}" cy="${cy}" r="${rad * 0.98}" fill="${b}" opacity="0.35"/><circle cx="${cx}" cy="${cy}" r="${rad * 0.86}" fill="${a}" opacity="0.55"/>`;
    case 'blocks':
      return `<rect x="${r.x + rad * 0.16}" y="${r.y + rad * 0.16}" width="${r.w}" height="${r.h}" rx="${rad * 0.28}" fill="${t.ink}"/><rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" rx="${rad * 0.28}" fill="${a}"/>`;
    case 'lines':
      return `<circle cx="${cx}" cy="${cy}" r="${rad * 0.98}" fill="#000000" opacity="0.35"/><circle cx="${cx}" cy="${cy}" r="${rad * 0.98}" fill="none" stroke="${a}" stroke-width="${rad * 0.06}"/>`;
  }
}

/** The static layer of a motion-graphics shot as SVG: gradient, theme shapes, emoji badge. */
export function designSvg(d: DesignInput): string {
  const { width: W, height: H } = d.size;
  const ox = (W - d.frame.width) / 2;
  const oy = (H - d.frame.height) / 2;
  const rand = rng(d.variant + 1);
  const t = d.theme;
  const [from, to] = t.backgrounds[d.variant % t.backgrounds.length] ?? t.backgrounds[0] ?? ['#000000', '#333333'];
  const angle = [[0, 0, 1, 1], [1, 0, 0, 1], [0.5, 0, 0.5, 1], [0, 1, 1, 0]][d.variant % 4] ?? [0, 0, 1, 1];
  const e = d.boxes.emoji;
  const emojiRect = { x: e.x + ox, y: e.y + oy, w: e.w, h: e.h };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="${angle[0]}" y1="${angle[1]}" x2="${angle[2]}" y2="${angle[3]}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="orb0"><stop offset="0" stop-color="${t.accents[0]}" stop-opacity="0.9"/><stop offset="1" stop-color="${t.accents[0]}" stop-opacity="0"/></radialGradient>
<radialGradient id="orb1"><stop offset="0" stop-color="${t.accents[1]}" stop-opacity="0.9"/><stop offset="1" stop-color="${t.accents[1]}" stop-opacity="0"/></radialGradient>
<radialGradient id="halo"><stop offset="0.55" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="${t.light ? 0.06 : 0.35}"/></radialGradient>
<pattern id="dots" width="${Math.round(Math.min(W, H) / 22)}" height="${Math.round(Math.min(W, H) / 22)}" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="3" fill="${t.ink}" opacity="0.12"/></pattern>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${d.calm ? `<g opacity="0.3">${shapes(t, W, H, rand)}</g>` : shapes(t, W, H, rand)}
<rect width="${W}" height="${H}" fill="url(#vignette)"/>
${d.emoji ? badge(t, emojiRect) : ''}
</svg>`;
}

/**
 * An emoji rasterised at a size, kept: a scene's shots draw the same emoji at the same size,
 * and rasterising it was about a fifth of each design's cost. Bounded; oldest dropped first.
 */
const emojiPngs = new Map<string, Promise<Buffer>>();
function emojiPng(svgPath: string, inner: number): Promise<Buffer> {
  const key = `${svgPath}@${inner}`;
  let png = emojiPngs.get(key);
  if (!png) {
    png = readFile(svgPath).then((svg) => sharp(svg, { density: Math.max(72, Math.round((72 * inner) / 36)) }).resize(inner, inner).png().toBuffer());
    // A failed read is not kept: the next design tries again.
    png.catch(() => emojiPngs.delete(key));
    emojiPngs.set(key, png);
    if (emojiPngs.size > 64) emojiPngs.delete(emojiPngs.keys().next().value!);
  }
  return png;
}

/** Changes whenever the same DesignInput would be drawn differently. */
const DESIGN_FORMAT = 1;

/**
 * A design's content key: everything its pixels depend on (and the rasteriser's version), so a
 * segment keyed by it changes exactly when the drawn file would.
 */
export function designKey(d: DesignInput, fps: number): string {
  return createHash('sha256').update(JSON.stringify([DESIGN_FORMAT, sharp.versions, d, fps])).digest('hex');
}

/**
 * Renders a shot's static layer (SVG + emoji) once and stores it as a one-frame y4m: the
 * render pass only crops it, so the graphics cost nothing per frame.
 */
export async function writeDesignY4m(d: DesignInput, path: string, fps: number): Promise<void> {
  const { width: W, height: H } = d.size;
  const layers: OverlayOptions[] = [];
  const svgPath = d.emoji ? emojiSvgPath(d.emoji) : undefined;
  if (svgPath) {
    const e = d.boxes.emoji;
    const inner = Math.round(e.w * 0.8);
    const png = await emojiPng(svgPath, inner);
    const left = Math.round(e.x + (W - d.frame.width) / 2 + (e.w - inner) / 2);
    const top = Math.round(e.y + (H - d.frame.height) / 2 + (e.h - inner) / 2);
    layers.push({ input: png, left, top });
  }
  const rgb = await sharp(Buffer.from(designSvg({ ...d, emoji: svgPath ? d.emoji : undefined })))
    .composite(layers)
    .removeAlpha()
    .raw()
    .toBuffer();
  writeRgbAsY4m(path, rgb, W, H, fps);
}
