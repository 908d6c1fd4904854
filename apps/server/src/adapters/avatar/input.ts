import sharp, { type Metadata } from 'sharp';
import { AVATAR_INPUT_MESSAGES as M, AVATAR_TOO_MANY_PIXELS, AvatarInputError } from './errors.ts';
import { estimateFace, type Box } from './face.ts';
import type { RawImage } from './pixels.ts';

export const AVATAR_SIZE = 512;
/** The spec's limit: 'Please choose an image smaller than 5MB'. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MIN_SIDE = 64;
const MAX_PIXELS = 50_000_000;
/** Decoded formats we take as photos. SVG/PDF are documents that may render anything: not accepted. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
/** Working resolution for analysis and cropping (plenty for a 512 px result). */
const WORK_SIDE = 1280;
const ANALYSIS_SIDE = 160;

export interface DecodedPhoto {
  /** The square crop, AVATAR_SIZE x AVATAR_SIZE RGB. */
  base: RawImage;
  /** The face in `base` coordinates, when one was found. */
  face: Box | null;
  /** The square that was kept, as fractions of the (upright) photo's width and height. */
  crop: { strategy: 'face' | 'attention'; left: number; top: number; width: number; height: number };
}

/**
 * What the first bytes claim to be, for the message when decoding fails: a known photo format
 * that does not decode is damaged; a known image format we do not read (BMP, ICO) is unsupported;
 * anything else is not an image at all.
 */
function sniff(bytes: Buffer): 'photo' | 'other-image' | 'unknown' {
  const head = bytes.subarray(0, 16);
  const ascii = head.toString('latin1');
  const brand = ascii.slice(8, 12);
  if (
    (head[0] === 0x89 && ascii.slice(1, 4) === 'PNG') ||
    (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) ||
    ascii.startsWith('GIF8') ||
    (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') ||
    (ascii.slice(4, 8) === 'ftyp' && ['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1'].includes(brand)) ||
    ascii.startsWith('II*\0') ||
    ascii.startsWith('MM\0*')
  ) {
    return 'photo';
  }
  if (ascii.startsWith('BM') || (head[0] === 0 && head[1] === 0 && head[2] === 1 && head[3] === 0)) return 'other-image';
  return 'unknown';
}

/**
 * Checks the photo by its content and cuts the avatar square from it: centred on the face when a
 * face-like skin region is found (head and shoulders, face a little above the middle), otherwise
 * on the most salient region (sharp's attention strategy).
 */
export async function decodePhoto(image: Buffer): Promise<DecodedPhoto> {
  if (image.length === 0) throw new AvatarInputError('not_an_image', M.notAnImage);
  // Size first: a too-large upload is refused before any decoding work.
  if (image.length > MAX_IMAGE_BYTES) throw new AvatarInputError('file_too_large', M.tooLarge);

  let meta: Metadata;
  try {
    meta = await sharp(image, { limitInputPixels: false }).metadata();
  } catch {
    const kind = sniff(image);
    if (kind === 'photo') throw new AvatarInputError('unreadable', M.unreadable);
    if (kind === 'other-image') throw new AvatarInputError('unsupported_format', M.unsupported);
    throw new AvatarInputError('not_an_image', M.notAnImage);
  }
  if (!PHOTO_FORMATS.has(meta.format)) throw new AvatarInputError('unsupported_format', M.unsupported);
  const width = meta.width;
  const height = meta.height;
  if (!width || !height) throw new AvatarInputError('unreadable', M.unreadable);
  if (width * height > MAX_PIXELS) throw new AvatarInputError('file_too_large', AVATAR_TOO_MANY_PIXELS);
  if (Math.min(width, height) < MIN_SIDE) throw new AvatarInputError('too_small', M.tooSmall);

  let work: RawImage;
  try {
    const { data, info } = await sharp(image, { failOn: 'truncated', limitInputPixels: MAX_PIXELS, pages: 1 })
      .rotate()
      .resize(WORK_SIDE, WORK_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    work = { data, width: info.width, height: info.height, channels: 3 };
  } catch {
    throw new AvatarInputError('unreadable', M.unreadable);
  }
  if (Math.min(work.width, work.height) < MIN_SIDE) throw new AvatarInputError('too_small', M.tooSmall);

  const face = await findFace(work);
  let square: { left: number; top: number; size: number };
  let strategy: 'face' | 'attention';
  if (face) {
    strategy = 'face';
    square = squareAroundFace(face, work.width, work.height);
  } else {
    strategy = 'attention';
    square = await attentionSquare(work);
  }

  const { data } = await sharp(work.data, { raw: { width: work.width, height: work.height, channels: 3 } })
    .extract({ left: square.left, top: square.top, width: square.size, height: square.size })
    .resize(AVATAR_SIZE, AVATAR_SIZE, { kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const base: RawImage = { data, width: AVATAR_SIZE, height: AVATAR_SIZE, channels: 3 };

  const k = AVATAR_SIZE / square.size;
  const baseFace = face
    ? { x: (face.x - square.left) * k, y: (face.y - square.top) * k, w: face.w * k, h: face.h * k }
    : await findFace(base);
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return {
    base,
    face: baseFace,
    crop: {
      strategy,
      left: round(square.left / work.width),
      top: round(square.top / work.height),
      width: round(square.size / work.width),
      height: round(square.size / work.height),
    },
  };
}

/** Face box in `img` coordinates, found on a small copy. */
async function findFace(img: RawImage): Promise<Box | null> {
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: img.channels } })
    .resize(ANALYSIS_SIDE, ANALYSIS_SIDE, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const small: RawImage = { data, width: info.width, height: info.height, channels: img.channels };
  const box = estimateFace(small);
  if (!box) return null;
  const k = img.width / info.width;
  return { x: box.x * k, y: box.y * k, w: box.w * k, h: box.h * k };
}

/** Head-and-shoulders square: the face takes ~40% of the width, its centre sits at 42% height. */
function squareAroundFace(face: Box, width: number, height: number): { left: number; top: number; size: number } {
  const limit = Math.min(width, height);
  const size = Math.round(Math.min(limit, Math.max(face.w * 2.5, face.h * 2.1, limit * 0.3)));
  const cx = face.x + face.w / 2;
  const cy = face.y + face.h / 2;
  const left = Math.round(Math.min(width - size, Math.max(0, cx - size / 2)));
  const top = Math.round(Math.min(height - size, Math.max(0, cy - size * 0.42)));
  return { left, top, size };
}

/** The largest square sharp's attention strategy would keep. */
async function attentionSquare(img: RawImage): Promise<{ left: number; top: number; size: number }> {
  const size = Math.min(img.width, img.height);
  if (img.width === img.height) return { left: 0, top: 0, size };
  const { info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: img.channels } })
    .resize(size, size, { fit: 'cover', position: sharp.strategy.attention })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // sharp reports the crop offset as negative attention offsets.
  const left = Math.min(img.width - size, Math.max(0, -(info.cropOffsetLeft ?? 0)));
  const top = Math.min(img.height - size, Math.max(0, -(info.cropOffsetTop ?? 0)));
  return { left, top, size };
}
