import { MSG } from '@reelforge/contracts';
import sharp, { type Stats } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AVATAR_INPUT_MESSAGES,
  AVATAR_SIZE,
  AVATAR_STYLES,
  AvatarInputError,
  synthesizeAvatar,
  type AvatarStyle,
  type Box,
} from '../src/adapters/avatar/index.ts';

const FIXTURES = new URL('./fixtures/photos/', import.meta.url);

/**
 * An 800x600 JPEG: a real public-domain portrait (fixtures/photos/ASSETS.md) standing right of
 * centre in front of a wall, so cropping has to find her.
 */
async function testPhoto(): Promise<Buffer> {
  const person = await sharp(new URL('astronaut.jpg', FIXTURES).pathname).resize(400, 400).toBuffer();
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#6f8797' } })
    .composite([{ input: person, left: 340, top: 120 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function rgb(png: Buffer): Promise<Buffer> {
  return sharp(png).removeAlpha().raw().toBuffer();
}

/** Mean absolute difference per channel value (0..255) between two same-size images. */
function meanAbsDiff(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

function distinctColours(raw: Buffer): number {
  const seen = new Set<number>();
  for (let i = 0; i < raw.length; i += 3) seen.add((raw[i]! << 16) | (raw[i + 1]! << 8) | raw[i + 2]!);
  return seen.size;
}

/** Mean chroma (max - min of RGB): how colourful an image is. */
function meanChroma(raw: Buffer): number {
  let sum = 0;
  for (let i = 0; i < raw.length; i += 3) sum += Math.max(raw[i]!, raw[i + 1]!, raw[i + 2]!) - Math.min(raw[i]!, raw[i + 1]!, raw[i + 2]!);
  return sum / (raw.length / 3);
}

/** Pixels that differ between a and b, split by whether they fall inside `box` (grown by `pad`). */
function diffInsideOutside(a: Buffer, b: Buffer, box: Box, pad: number): { inside: number; outside: number } {
  let inside = 0;
  let outside = 0;
  for (let y = 0; y < AVATAR_SIZE; y++) {
    for (let x = 0; x < AVATAR_SIZE; x++) {
      const p = (y * AVATAR_SIZE + x) * 3;
      if (a[p] === b[p] && a[p + 1] === b[p + 1] && a[p + 2] === b[p + 2]) continue;
      const inBox = x >= box.x - pad && x <= box.x + box.w + pad && y >= box.y - pad && y <= box.y + box.h + pad;
      if (inBox) inside++;
      else outside++;
    }
  }
  return { inside, outside };
}

async function expectInputError(image: Buffer, message: string, status: number) {
  const err = await synthesizeAvatar({ image, style: 'realistic', name: 'Test' }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AvatarInputError);
  const e = err as AvatarInputError;
  expect(e.message).toBe(message);
  expect(e.status).toBe(status);
}

describe('avatar synthesis from a photo', () => {
  let photo: Buffer;
  const out = {} as Record<AvatarStyle, { png: Buffer; raw: Buffer; mouthOpenPng?: Buffer; mouth: Box | null; face: Box | null }>;

  beforeAll(async () => {
    photo = await testPhoto();
    for (const style of AVATAR_STYLES) {
      const r = await synthesizeAvatar({ image: photo, style, name: 'Ada Lovelace', gender: 'female', age: 36 });
      expect(r.meta.style).toBe(style);
      expect(r.meta.source).toBe('photo');
      out[style] = { png: r.png, raw: await rgb(r.png), mouthOpenPng: r.mouthOpenPng, mouth: r.meta.mouth, face: r.meta.face };
    }
  });

  it('renders every style as a 512x512 PNG', async () => {
    for (const style of AVATAR_STYLES) {
      const meta = await sharp(out[style].png).metadata();
      expect(meta.format, style).toBe('png');
      expect([meta.width, meta.height], style).toEqual([AVATAR_SIZE, AVATAR_SIZE]);
    }
  });

  it('crops around the subject: the face ends up near the horizontal centre, not where it was in the photo', async () => {
    const r = await synthesizeAvatar({ image: photo, style: 'realistic', name: 'Ada' });
    expect(r.meta.crop?.strategy).toBe('face');
    const face = r.meta.face!;
    // In the photo the face centre is at x = 540 of 800 (67%); in the avatar it is centred.
    const cx = (face.x + face.w / 2) / AVATAR_SIZE;
    expect(cx).toBeGreaterThan(0.4);
    expect(cx).toBeLessThan(0.6);
    // Head and shoulders: the face is a sizeable part of the picture, in its upper half.
    expect(face.w / AVATAR_SIZE).toBeGreaterThan(0.25);
    expect(face.y + face.h / 2).toBeLessThan(AVATAR_SIZE * 0.6);
    // The square was taken from the right part of the photo, where the person is.
    expect(r.meta.crop!.left).toBeGreaterThan(0.15);
  });

  it('makes every pair of styles clearly different', () => {
    for (const [i, a] of AVATAR_STYLES.entries()) {
      for (const b of AVATAR_STYLES.slice(i + 1)) {
        expect(meanAbsDiff(out[a].raw, out[b].raw), `${a} vs ${b}`).toBeGreaterThan(12);
      }
    }
  });

  it('gives each style its own character, measured by image statistics', async () => {
    const stats = Object.fromEntries(
      await Promise.all(AVATAR_STYLES.map(async (s) => [s, await sharp(out[s].png).stats()] as const)),
    ) as Record<AvatarStyle, Stats>;
    const colours = Object.fromEntries(AVATAR_STYLES.map((s) => [s, distinctColours(out[s].raw)])) as Record<AvatarStyle, number>;
    const chroma = Object.fromEntries(AVATAR_STYLES.map((s) => [s, meanChroma(out[s].raw)])) as Record<AvatarStyle, number>;
    // Cartoon and anime are flat: far fewer colours and less entropy than the realistic photo.
    expect(colours.cartoon).toBeLessThan(colours.realistic / 4);
    expect(colours.anime).toBeLessThan(colours.realistic / 2);
    expect(stats.cartoon.entropy).toBeLessThan(stats.realistic.entropy - 1);
    // Cartoon is saturated (more than the muted professional grade; the portrait's orange suit is
    // already as saturated as its palette gets); anime is lighter (pastel) and bluer than realistic.
    expect(chroma.cartoon).toBeGreaterThan(chroma.professional * 1.2);
    const mean = (s: AvatarStyle, c: number) => stats[s].channels[c]!.mean;
    expect((mean('anime', 0) + mean('anime', 1) + mean('anime', 2)) / 3).toBeGreaterThan((mean('realistic', 0) + mean('realistic', 1) + mean('realistic', 2)) / 3);
    expect(mean('anime', 2) - mean('anime', 0)).toBeGreaterThan(mean('realistic', 2) - mean('realistic', 0));
    // Professional is muted; casual is warm and colourful.
    expect(chroma.professional).toBeLessThan(chroma.realistic * 0.75);
    expect(chroma.casual).toBeGreaterThan(chroma.professional * 1.5);
    expect(mean('casual', 0) - mean('casual', 2)).toBeGreaterThan(mean('professional', 0) - mean('professional', 2));
  });

  it('frames professional and casual portraits: their corners are a backdrop, not the photo', async () => {
    const other = await sharp(new URL('astronaut.jpg', FIXTURES).pathname).modulate({ hue: 180 }).jpeg().toBuffer();
    const corner = async (png: Buffer) => (await rgb(png)).subarray(0, 16 * 3);
    for (const style of ['professional', 'casual'] as const) {
      const r = await synthesizeAvatar({ image: other, style, name: 'Ada Lovelace', gender: 'female', age: 36 });
      expect((await corner(r.png)).equals(await corner(out[style].png)), style).toBe(true);
    }
    const plain = await synthesizeAvatar({ image: other, style: 'realistic', name: 'Ada Lovelace', gender: 'female', age: 36 });
    expect((await corner(plain.png)).equals(await corner(out.realistic.png))).toBe(false);
  });

  it('is deterministic: the same photo and style give the same bytes', async () => {
    for (const style of ['cartoon', 'casual'] as const) {
      const again = await synthesizeAvatar({ image: photo, style, name: 'Ada Lovelace', gender: 'female', age: 36 });
      expect(again.png.equals(out[style].png), style).toBe(true);
      expect(again.mouthOpenPng?.equals(out[style].mouthOpenPng!), style).toBe(true);
    }
  });

  it('gives unknown styles the default (realistic) look', async () => {
    const r = await synthesizeAvatar({ image: photo, style: 'vaporwave', name: 'Ada Lovelace', gender: 'female', age: 36 });
    expect(r.meta.style).toBe('realistic');
    expect(r.meta.requestedStyle).toBe('vaporwave');
    expect(r.png.equals(out.realistic.png)).toBe(true);
  });

  it('makes a mouth-open frame that differs only around the mouth', async () => {
    for (const style of AVATAR_STYLES) {
      const { mouthOpenPng, mouth, face } = out[style];
      expect(mouthOpenPng, style).toBeDefined();
      expect(mouth && face, style).toBeTruthy();
      // The mouth is in the lower half of the face.
      expect(mouth!.y, style).toBeGreaterThan(face!.y + face!.h * 0.5);
      const d = diffInsideOutside(out[style].raw, await rgb(mouthOpenPng!), { x: face!.x, y: mouth!.y, w: face!.w, h: face!.h }, 40);
      expect(d.inside, style).toBeGreaterThan(200);
      expect(d.outside, style).toBe(0);
    }
  });
});

describe('avatar synthesis without a photo', () => {
  it('draws a portrait, not a flat box, that depends on the name', async () => {
    const a = await synthesizeAvatar({ style: 'realistic', name: 'Maya Chen', gender: 'female', age: 28 });
    const b = await synthesizeAvatar({ style: 'realistic', name: 'Tom Becker', gender: 'male', age: 52 });
    expect(a.meta.source).toBe('generated');
    for (const r of [a, b]) {
      const meta = await sharp(r.png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', AVATAR_SIZE, AVATAR_SIZE]);
      const stats = await sharp(r.png).stats();
      for (const c of stats.channels.slice(0, 3)) expect(c.stdev).toBeGreaterThan(25);
      expect(distinctColours(await rgb(r.png))).toBeGreaterThan(200);
    }
    expect(meanAbsDiff(await rgb(a.png), await rgb(b.png))).toBeGreaterThan(8);
    expect(a.meta.features).not.toEqual(b.meta.features);
  });

  it('is the same person every time for the same name, gender and age', async () => {
    const a = await synthesizeAvatar({ style: 'anime', name: 'Maya Chen', gender: 'female', age: 28 });
    const b = await synthesizeAvatar({ style: 'anime', name: 'Maya Chen', gender: 'female', age: 28 });
    expect(a.png.equals(b.png)).toBe(true);
    expect(a.mouthOpenPng!.equals(b.mouthOpenPng!)).toBe(true);
  });

  it('keeps the person and changes the drawing across styles; unknown styles look realistic', async () => {
    const raws = {} as Record<AvatarStyle, Buffer>;
    const skins = new Set<string>();
    for (const style of AVATAR_STYLES) {
      const r = await synthesizeAvatar({ style, name: 'Maya Chen', gender: 'female', age: 28 });
      raws[style] = await rgb(r.png);
      skins.add(r.meta.features!.skin);
    }
    expect(skins.size).toBe(1);
    for (const [i, a] of AVATAR_STYLES.entries()) {
      for (const b of AVATAR_STYLES.slice(i + 1)) expect(meanAbsDiff(raws[a], raws[b]), `${a} vs ${b}`).toBeGreaterThan(8);
    }
    const unknown = await synthesizeAvatar({ style: 'pixel-art', name: 'Maya Chen', gender: 'female', age: 28 });
    expect(unknown.meta.style).toBe('realistic');
    expect((await rgb(unknown.png)).equals(raws.realistic)).toBe(true);
  });

  it('has a mouth-open frame for talking, differing only at the mouth', async () => {
    for (const style of AVATAR_STYLES) {
      const r = await synthesizeAvatar({ style, name: 'Sam Rivera', age: 23 });
      expect(r.mouthOpenPng, style).toBeDefined();
      const d = diffInsideOutside(await rgb(r.png), await rgb(r.mouthOpenPng!), r.meta.mouth!, 4);
      expect(d.inside, style).toBeGreaterThan(150);
      expect(d.outside, style).toBe(0);
    }
  });
});

describe('avatar photo validation (by content)', () => {
  it('refuses text with a clear message', async () => {
    await expectInputError(Buffer.from('Dear diary, this is not a picture at all.\n'.repeat(20)), MSG.photoNotImage, 415);
  });

  it('refuses a corrupt image: a valid PNG signature followed by garbage', async () => {
    const png = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#808080' } }).png().toBuffer();
    const corrupt = Buffer.concat([png.subarray(0, 8), Buffer.alloc(4000, 0x5a)]);
    await expectInputError(corrupt, AVATAR_INPUT_MESSAGES.unreadable, 422);
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await testPhoto();
    await expectInputError(jpeg.subarray(0, Math.floor(jpeg.length / 2)), AVATAR_INPUT_MESSAGES.unreadable, 422);
  });

  it('refuses an image over 5 MB before decoding it', async () => {
    // A real, decodable 6 MB PNG (noise does not compress) ...
    const side = 1450;
    const noise = Buffer.alloc(side * side * 3);
    let s = 12345;
    for (let i = 0; i < noise.length; i++) {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      noise[i] = s >>> 24;
    }
    const big = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024 - 200_000);
    await expectInputError(big, MSG.photoTooLarge, 413);
    // ... and 6 MB that would not even decode get the size message, not "could not be read".
    const undecodable = Buffer.concat([big.subarray(0, 8), Buffer.alloc(6 * 1024 * 1024, 1)]);
    await expectInputError(undecodable, MSG.photoTooLarge, 413);
  });

  it('refuses SVG documents, empty input and tiny images with clear messages', async () => {
    await expectInputError(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600"/></svg>'), AVATAR_INPUT_MESSAGES.unsupported, 415);
    await expectInputError(Buffer.alloc(0), MSG.photoNotImage, 415);
    const tiny = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c08060' } }).png().toBuffer();
    await expectInputError(tiny, AVATAR_INPUT_MESSAGES.tooSmall, 422);
  });

  it('accepts other real image formats (WebP with transparency)', async () => {
    const webp = await sharp(await testPhoto()).ensureAlpha(0.6).webp().toBuffer();
    const r = await synthesizeAvatar({ image: webp, style: 'professional', name: 'Ada' });
    const meta = await sharp(r.png).metadata();
    expect([meta.width, meta.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE]);
  });
});
