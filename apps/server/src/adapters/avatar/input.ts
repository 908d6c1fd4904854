import sharp, { type Metadata } from 'sharp';
import { AVATAR_INPUT_MESSAGES as M, AVATAR_TOO_MANY_PIXELS, AvatarInputError } from './errors.ts';
import { boxOf, faceSquare, MIN_FACE_SCORE } from './face-crop.ts';
import type { Box } from './face.ts';
import { findFaces } from './landmarks.ts';
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

export interface DecodedPhoto {
  /** The square crop, AVATAR_SIZE x AVATAR_SIZE RGB. */
  base: RawImage;
  /** The face in `base` coordinates. */
  face: Box;
  /** The face mesh (478 points) in `base` coordinates. */
  points: Array<[number, number]>;
  /** The square that was kept, as fractions of the levelled photo's width and height. */
  crop: { strategy: 'face'; left: number; top: number; width: number; height: number; rollDeg: number };
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
 * Checks the photo by its content and cuts the avatar square from it around its one face, found
 * by the face-mesh model: head and shoulders, eyes levelled, face a little above the middle.
 * No face, several faces or a tiny face is a 422 (see face-crop.ts).
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

  const sq = await faceSquare(work);
  const { data } = await sharp(sq.image.data, { raw: { width: sq.image.width, height: sq.image.height, channels: 3 } })
    .extract({ left: sq.left, top: sq.top, width: sq.size, height: sq.size })
    .resize(AVATAR_SIZE, AVATAR_SIZE, { kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const base: RawImage = { data, width: AVATAR_SIZE, height: AVATAR_SIZE, channels: 3 };
  // Found again on the avatar itself (more precise at this scale); when the enlarged crop is too
  // soft for the detector, the photo's points carried through the crop serve.
  const k = AVATAR_SIZE / sq.size;
  const [again] = (await findFaces(base)).filter((f) => f.boxScore >= MIN_FACE_SCORE && f.faceScore >= MIN_FACE_SCORE);
  const points = again?.points ?? sq.points.map(([x, y]): [number, number] => [(x - sq.left) * k, (y - sq.top) * k]);
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return {
    base,
    face: boxOf(points),
    points,
    crop: {
      strategy: 'face',
      left: round(sq.left / sq.image.width),
      top: round(sq.top / sq.image.height),
      width: round(sq.size / sq.image.width),
      height: round(sq.size / sq.image.height),
      rollDeg: Math.round(sq.rollDeg * 10) / 10,
    },
  };
}

