import { MSG } from '@reelforge/contracts';
import { AppError } from '../../lib/errors.ts';

export type AvatarInputErrorCode =
  | 'not_an_image'
  | 'unsupported_format'
  | 'file_too_large'
  | 'unreadable'
  | 'too_small'
  | 'no_face'
  | 'several_faces'
  | 'face_too_small';

const STATUS: Record<AvatarInputErrorCode, number> = {
  not_an_image: 415,
  unsupported_format: 415,
  file_too_large: 413,
  unreadable: 422,
  too_small: 422,
  no_face: 422,
  several_faces: 422,
  face_too_small: 422,
};

/**
 * The photo given for an avatar cannot be used. The message is meant for people (spec section 5
 * texts where the spec has one). It is an AppError, so a route can let it through as a 4xx.
 */
export class AvatarInputError extends AppError {
  constructor(
    readonly reason: AvatarInputErrorCode,
    message: string,
  ) {
    super(STATUS[reason], message, reason);
    this.name = 'AvatarInputError';
  }
}

export const AVATAR_INPUT_MESSAGES = {
  notAnImage: MSG.photoNotImage,
  tooLarge: MSG.photoTooLarge,
  unreadable: 'The image could not be read. It may be damaged; please choose another image file.',
  unsupported: 'This image format is not supported. Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
  tooSmall: 'This image is too small. Please choose an image at least 64x64 pixels (512x512 or larger works best).',
} as const;

export const AVATAR_TOO_MANY_PIXELS = 'This image is too large (over 50 megapixels). Please choose a smaller image.';

/** A photo avatar needs one clear face: the presenter animates it from its landmarks. */
export const AVATAR_FACE_MESSAGES = {
  noFace: 'No face was found in this photo. Please choose a clear, front-facing photo of one person.',
  severalFaces: 'This photo shows more than one face. Please choose a photo of just one person.',
  faceTooSmall: 'The face in this photo is too small. Please choose a closer photo where the face fills more of the picture.',
} as const;
