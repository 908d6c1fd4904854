import sharp from 'sharp';
import { AVATAR_INPUT_MESSAGES, AvatarInputError } from './errors.ts';
import { boxOf, MIN_FACE_SCORE, OUTER_LIPS } from './face-crop.ts';
import { findFaces } from './landmarks.ts';
import type { Box } from './face.ts';
import { AVATAR_SIZE, decodePhoto } from './input.ts';
import { openMouth } from './mouth.ts';
import { stylePhoto } from './photo-styles.ts';
import { renderPortrait, type PortraitFeatures } from './portrait.ts';
import { hash32, rngFrom } from './seed.ts';
import { resolveAvatarStyle, type AvatarStyle } from './styles.ts';

export { AVATAR_INPUT_MESSAGES, AvatarInputError, type AvatarInputErrorCode } from './errors.ts';
export { AVATAR_SIZE, MAX_IMAGE_BYTES } from './input.ts';
export { AVATAR_STYLES, DEFAULT_AVATAR_STYLE, resolveAvatarStyle, type AvatarStyle } from './styles.ts';
export type { Box } from './face.ts';
export type { PortraitFeatures } from './portrait.ts';
export { findFaces, type FoundFace } from './landmarks.ts';
export type { RawImage } from './pixels.ts';

export interface AvatarRequest {
  /** The photo's bytes, checked by content. Absent: a portrait is drawn from name, gender and age. */
  image?: Buffer | null;
  style: string;
  name: string;
  gender?: string | null;
  age?: number | null;
}

export interface AvatarMeta {
  /** The style actually rendered (unknown requested styles become the default look). */
  style: AvatarStyle;
  requestedStyle: string;
  source: 'photo' | 'generated';
  width: number;
  height: number;
  /** Where the face and mouth are in the output image (for the video presenter), when known. */
  face: Box | null;
  mouth: Box | null;
  /** Photo only: where the square was taken from (fractions of the levelled photo) and the tilt undone. */
  crop?: { strategy: 'face'; left: number; top: number; width: number; height: number; rollDeg: number };
  /**
   * The face mesh in output pixels (photos always; drawn portraits when the model finds it), flat [x0, y0, x1, y1, ...] (478 points: MediaPipe's
   * 468 plus 10 iris points), rounded to 0.1 px. The presenter warps the face along these.
   */
  landmarks?: number[];
  /** Generated only: the traits drawn from name, gender and age. */
  features?: PortraitFeatures;
}

export interface SynthesizedAvatar {
  /** AVATAR_SIZE x AVATAR_SIZE PNG. */
  png: Buffer;
  /**
   * The same image with the mouth open, for talking-head animation (alternate the two frames with
   * the narration's envelope). Always present for generated portraits. For photos it is a 2D jaw
   * drop at the detected mouth (see mouth.ts), present only when a face and its lips were found;
   * without it the presenter should animate the whole avatar (scale/bounce).
   */
  mouthOpenPng?: Buffer;
  meta: AvatarMeta;
}

/** The seed of everything decorative or generated: same name, gender and age, same avatar. */
function identitySeed(req: AvatarRequest): number {
  return hash32(`${req.name.trim().toLowerCase()}|${(req.gender ?? '').trim().toLowerCase()}|${req.age ?? ''}`);
}

/**
 * Makes an avatar offline and deterministically: from a photo (validated, cropped around the
 * subject, rendered in the style) or, without one, a drawn portrait. Throws AvatarInputError (a
 * 4xx AppError with a message for people) when the photo cannot be used.
 */
export async function synthesizeAvatar(req: AvatarRequest): Promise<SynthesizedAvatar> {
  const style = resolveAvatarStyle(req.style);
  const rng = rngFrom(identitySeed(req));
  if (!req.image) {
    const portrait = await renderPortrait({ style, gender: req.gender, age: req.age }, rng);
    const landmarks = await drawnFaceMesh(portrait.png);
    return {
      png: portrait.png,
      mouthOpenPng: portrait.mouthOpenPng,
      meta: {
        style,
        requestedStyle: req.style,
        source: 'generated',
        width: AVATAR_SIZE,
        height: AVATAR_SIZE,
        face: portrait.face,
        mouth: portrait.mouth,
        features: portrait.features,
        landmarks,
      },
    };
  }
  if (!Buffer.isBuffer(req.image)) throw new AvatarInputError('not_an_image', AVATAR_INPUT_MESSAGES.notAnImage);

  const photo = await decodePhoto(req.image);
  const styled = await stylePhoto(photo.base, style, rng);
  const points = photo.points.map(([x, y]) => styled.place({ x, y, w: 0, h: 0 }));
  const landmarks = points.flatMap((p) => [Math.round(p.x * 10) / 10, Math.round(p.y * 10) / 10]);
  const face = roundBox(styled.place(photo.face));
  const mouth = roundBox(boxOf(points.map((p) => [p.x, p.y]), OUTER_LIPS));
  const { data, info } = await sharp(styled.png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const opened = openMouth({ data, width: info.width, height: info.height, channels: 3 }, face, mouth, style);
  const mouthOpenPng = await sharp(opened.data, { raw: { width: opened.width, height: opened.height, channels: 3 } })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  return {
    png: styled.png,
    mouthOpenPng,
    meta: {
      style,
      requestedStyle: req.style,
      source: 'photo',
      width: AVATAR_SIZE,
      height: AVATAR_SIZE,
      face,
      mouth,
      crop: photo.crop,
      landmarks,
    },
  };
}

/**
 * The mesh of a drawn portrait, so it talks like a photo. We drew exactly one face, so the
 * detector's box score may be low (line art is not what it was trained on); the mesh score decides.
 */
async function drawnFaceMesh(png: Buffer): Promise<number[] | undefined> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [face] = (await findFaces({ data, width: info.width, height: info.height, channels: 3 })).filter(
    (f) => f.faceScore >= MIN_FACE_SCORE && f.boxScore >= 0.3,
  );
  return face?.points.flatMap(([x, y]) => [Math.round(x * 10) / 10, Math.round(y * 10) / 10]);
}

const roundBox = (b: Box): Box => ({ x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.w), h: Math.round(b.h) });
