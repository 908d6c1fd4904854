import sharp, { type Sharp } from 'sharp';
import type { Box } from './face.ts';
import { AVATAR_SIZE } from './input.ts';
import { bilateral, clamp255, edgeMask, hslToRgb, rgbToHsl, type RawImage } from './pixels.ts';
import type { Rng } from './seed.ts';
import type { AvatarStyle } from './styles.ts';

const S = AVATAR_SIZE;

export interface StyledPhoto {
  png: Buffer;
  /** Maps a box in the square crop's coordinates to where it is in the styled image. */
  place: (box: Box) => Box;
}

const identity = (box: Box): Box => box;
const rawOf = (img: RawImage) => ({ raw: { width: img.width, height: img.height, channels: img.channels } });

async function toRaw(pipeline: Sharp): Promise<RawImage> {
  const { data, info } = await pipeline.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

const png = (pipeline: Sharp): Promise<Buffer> => pipeline.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();

/** Renders the square crop in a style. `rng` only varies decorative backgrounds (seeded by the name). */
export async function stylePhoto(base: RawImage, style: AvatarStyle, rng: Rng): Promise<StyledPhoto> {
  switch (style) {
    case 'cartoon':
      return { png: await cartoon(base), place: identity };
    case 'anime':
      return { png: await anime(base), place: identity };
    case 'professional':
      return professional(base);
    case 'casual':
      return casual(base, rng);
    case 'realistic':
      return { png: await realistic(base), place: identity };
  }
}

/** Mild clean-up: levels stretch, a touch of warmth and saturation, light sharpening. */
async function realistic(base: RawImage): Promise<Buffer> {
  return png(
    sharp(base.data, rawOf(base))
      .normalise({ lower: 1, upper: 99.5 })
      .modulate({ saturation: 1.08, brightness: 1.02 })
      .linear([1.04, 1.0, 0.94], [4, 1, -3])
      .sharpen({ sigma: 0.8, m1: 0.6, m2: 1.6 }),
  );
}

/**
 * Edge-preserving smoothing at half size (bilateral, `passes` times), back at full size: skin and
 * fabric become flat while eyes, mouth and hair outlines stay.
 */
async function flatten(base: RawImage, passes: number, sigmaColour: number): Promise<RawImage> {
  let small = await toRaw(sharp(base.data, rawOf(base)).resize(S / 2, S / 2));
  for (let i = 0; i < passes; i++) small = bilateral(small, 3, 2.5, sigmaColour);
  return toRaw(sharp(small.data, rawOf(small)).resize(S, S, { kernel: 'cubic' }).normalise({ lower: 1, upper: 99 }));
}

/** Quantises to a small palette (libimagequant, no dithering) and removes single-pixel specks. */
async function posterise(img: RawImage, colours: number, saturation: number, brightness: number): Promise<RawImage> {
  const quantised = await sharp(img.data, rawOf(img))
    .modulate({ saturation, brightness })
    .png({ palette: true, colours, dither: 0 })
    .toBuffer();
  return toRaw(sharp(quantised).median(3));
}

/** Flat colour areas from a small palette, saturated, with bold dark ink lines. */
async function cartoon(base: RawImage): Promise<Buffer> {
  const smooth = await flatten(base, 2, 26);
  const flat = await posterise(smooth, 10, 1.65, 1.05);
  // Bold ink on the main contours, thin lines on small features (eyes stay eyes, not blots).
  const bold = edgeMask(smooth, { low: 0.93, high: 0.975, minStrength: 48, thick: true });
  const fine = edgeMask(smooth, { low: 0.875, high: 0.94, minStrength: 36, thick: false });
  const ink = bold.map((v, i) => Math.max(v, fine[i]! * 0.85));
  const out = Buffer.alloc(S * S * 3);
  const inkRgb = [26, 18, 28];
  for (let i = 0, p = 0; i < S * S; i++, p += 3) {
    const a = Math.min(1, ink[i]! * 1.2);
    for (let c = 0; c < 3; c++) out[p + c] = clamp255(flat.data[p + c]! * (1 - a) + inkRgb[c]! * a);
  }
  return png(sharp(out, { raw: { width: S, height: S, channels: 3 } }));
}

/**
 * Anime look: very flat shading (smoothed, then a small palette), bright and strongly saturated
 * colours lifted towards a cool pastel, thin navy lines and a soft light bloom from the top left.
 */
async function anime(base: RawImage): Promise<Buffer> {
  const smooth = await flatten(base, 3, 30);
  const flat = await posterise(smooth, 14, 1.0, 1.0);
  const lines = edgeMask(smooth, { low: 0.9, high: 0.965, minStrength: 30, thick: false });
  const out = Buffer.alloc(S * S * 3);
  const tint = [200, 214, 255];
  const lineRgb = [52, 40, 96];
  for (let y = 0; y < S; y++) {
    for (let x = 0; x < S; x++) {
      const i = y * S + x;
      const p = i * 3;
      const [h, s, l] = rgbToHsl(flat.data[p]!, flat.data[p + 1]!, flat.data[p + 2]!);
      // Saturate the mid and light tones; darks turn into a soft cool ink instead of muddy brown.
      const lightness = Math.min(1, Math.max(0, (l - 0.08) / 0.22));
      const [r0, g0, b0] = hslToRgb(h, Math.min(1, s * (0.9 + 1.2 * lightness) + 0.1), Math.min(0.95, l * 0.84 + 0.14));
      const dark = 1 - lightness;
      const r = r0 * (1 - dark * 0.5) + 74 * dark * 0.5;
      const g = g0 * (1 - dark * 0.5) + 70 * dark * 0.5;
      const b = b0 * (1 - dark * 0.5) + 120 * dark * 0.5;
      const glow = Math.max(0, 1 - Math.hypot(x - S * 0.2, y - S * 0.1) / (S * 0.8)) * 0.2;
      const a = Math.min(1, lines[i]! * 1.1) * 0.85;
      const rgb = [r, g, b];
      for (let c = 0; c < 3; c++) {
        const tinted = rgb[c]! * 0.9 + tint[c]! * 0.1;
        const lit = tinted + (255 - tinted) * glow;
        out[p + c] = clamp255(lit * (1 - a) + lineRgb[c]! * a);
      }
    }
  }
  return png(sharp(out, { raw: { width: S, height: S, channels: 3 } }));
}

const PRO_DIAMETER = 392;
const PRO_OFFSET = (S - PRO_DIAMETER) / 2;

/** Cool, muted grade in a centred circle on a neutral studio gradient, soft vignette. */
async function professional(base: RawImage): Promise<StyledPhoto> {
  const graded = await sharp(base.data, rawOf(base))
    .normalise({ lower: 1, upper: 99.5 })
    .modulate({ saturation: 0.5, brightness: 1.03 })
    .recomb([
      [0.96, 0.03, 0.01],
      [0.01, 0.98, 0.03],
      [0.0, 0.04, 1.04],
    ])
    .linear(1.06, -6)
    .sharpen({ sigma: 0.7 })
    .resize(PRO_DIAMETER, PRO_DIAMETER)
    .composite([{ input: Buffer.from(circleMask(PRO_DIAMETER)), blend: 'dest-in' }])
    .png()
    .toBuffer();
  const backdrop = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}">
    <defs>
      <radialGradient id="bg" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="#eef1f5"/><stop offset="0.6" stop-color="#c9d0d9"/><stop offset="1" stop-color="#8e99a8"/></radialGradient>
      <radialGradient id="sh" cx="50%" cy="50%" r="50%"><stop offset="0.8" stop-color="#1c2430" stop-opacity="0.35"/><stop offset="1" stop-color="#1c2430" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${S}" height="${S}" fill="url(#bg)"/>
    <circle cx="${S / 2}" cy="${S / 2 + 8}" r="${PRO_DIAMETER / 2 + 18}" fill="url(#sh)"/>
    <circle cx="${S / 2}" cy="${S / 2}" r="${PRO_DIAMETER / 2 + 6}" fill="#ffffff"/>
  </svg>`;
  const finish = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}">
    <defs><radialGradient id="v" cx="50%" cy="50%" r="72%"><stop offset="0.62" stop-color="#0b1220" stop-opacity="0"/><stop offset="1" stop-color="#0b1220" stop-opacity="0.32"/></radialGradient></defs>
    <circle cx="${S / 2}" cy="${S / 2}" r="${PRO_DIAMETER / 2 + 0.5}" fill="none" stroke="#d7dde5" stroke-width="1.5"/>
    <rect width="${S}" height="${S}" fill="url(#v)"/>
  </svg>`;
  const out = await png(
    sharp(Buffer.from(backdrop)).composite([
      { input: graded, left: PRO_OFFSET, top: PRO_OFFSET },
      { input: Buffer.from(finish) },
    ]),
  );
  const k = PRO_DIAMETER / S;
  return { png: out, place: (b) => ({ x: PRO_OFFSET + b.x * k, y: PRO_OFFSET + b.y * k, w: b.w * k, h: b.h * k }) };
}

function circleMask(d: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${d}" height="${d}"><circle cx="${d / 2}" cy="${d / 2}" r="${d / 2}" fill="#fff"/></svg>`;
}

const CASUAL_BACKGROUNDS: readonly [string, string, string][] = [
  ['#ff9a8b', '#ffd86f', '#ffffff'],
  ['#7ee8fa', '#f9a8d4', '#ffffff'],
  ['#a7f3d0', '#fde68a', '#ffffff'],
  ['#c4b5fd', '#fbcfe8', '#ffffff'],
  ['#fdba74', '#f472b6', '#ffffff'],
];
const CASUAL_SIZE = 424;
const CASUAL_OFFSET = (S - CASUAL_SIZE) / 2;

/** Warm and bright, slight vignette, in a soft rounded frame on a colourful background. */
async function casual(base: RawImage, rng: Rng): Promise<StyledPhoto> {
  const r = 56;
  const vignette = `<svg xmlns="http://www.w3.org/2000/svg" width="${CASUAL_SIZE}" height="${CASUAL_SIZE}">
    <defs><radialGradient id="v" cx="50%" cy="45%" r="70%"><stop offset="0.65" stop-color="#3a1a00" stop-opacity="0"/><stop offset="1" stop-color="#3a1a00" stop-opacity="0.28"/></radialGradient></defs>
    <rect width="${CASUAL_SIZE}" height="${CASUAL_SIZE}" fill="url(#v)"/>
  </svg>`;
  const photo = await sharp(base.data, rawOf(base))
    .normalise({ lower: 0.5, upper: 99.5 })
    .modulate({ brightness: 1.08, saturation: 1.22 })
    .linear([1.05, 1.01, 0.95], [6, 3, -2])
    .resize(CASUAL_SIZE, CASUAL_SIZE)
    .composite([
      { input: Buffer.from(vignette), blend: 'multiply' },
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${CASUAL_SIZE}" height="${CASUAL_SIZE}"><rect width="${CASUAL_SIZE}" height="${CASUAL_SIZE}" rx="${r}" fill="#fff"/></svg>`,
        ),
        blend: 'dest-in',
      },
    ])
    .png()
    .toBuffer();
  const [c1, c2, frame] = rng.pick(CASUAL_BACKGROUNDS);
  const dots = Array.from({ length: 14 }, () => {
    const x = rng.range(0, S);
    const y = rng.range(0, S);
    const rad = rng.range(6, 22);
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${rad.toFixed(1)}" fill="#ffffff" fill-opacity="${rng.range(0.18, 0.4).toFixed(2)}"/>`;
  }).join('');
  const backdrop = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>
    <filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter></defs>
    <rect width="${S}" height="${S}" fill="url(#bg)"/>
    ${dots}
    <rect x="${CASUAL_OFFSET - 2}" y="${CASUAL_OFFSET + 10}" width="${CASUAL_SIZE + 4}" height="${CASUAL_SIZE + 4}" rx="${r + 8}" fill="#5a2a10" fill-opacity="0.28" filter="url(#blur)"/>
    <rect x="${CASUAL_OFFSET - 8}" y="${CASUAL_OFFSET - 8}" width="${CASUAL_SIZE + 16}" height="${CASUAL_SIZE + 16}" rx="${r + 8}" fill="${frame}"/>
  </svg>`;
  const out = await png(sharp(Buffer.from(backdrop)).composite([{ input: photo, left: CASUAL_OFFSET, top: CASUAL_OFFSET }]));
  const k = CASUAL_SIZE / S;
  return { png: out, place: (b) => ({ x: CASUAL_OFFSET + b.x * k, y: CASUAL_OFFSET + b.y * k, w: b.w * k, h: b.h * k }) };
}
