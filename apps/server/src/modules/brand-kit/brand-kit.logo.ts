import { BRAND_KIT_LIMITS, BRAND_KIT_MESSAGES } from '@reelforge/contracts';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';

const ACCEPTED = new Set(['png', 'jpeg', 'webp', 'svg']);

/**
 * Decodes the upload (what it is comes from its bytes, never a header or name), accepts PNG,
 * JPEG, WebP and SVG, and re-encodes it as a PNG that keeps its transparency, at most
 * logoMaxSide on its longest side. An SVG is rasterised here, so renders only ever read a PNG
 * and no script or external reference in it goes further.
 */
export async function normaliseLogo(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > BRAND_KIT_LIMITS.logoMaxBytes) throw new AppError(413, BRAND_KIT_MESSAGES.logoTooLarge, 'file_too_large');
  const notImage = () => new AppError(415, BRAND_KIT_MESSAGES.logoNotImage, 'not_an_image');
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw notImage();
  }
  if (!format || !ACCEPTED.has(format)) throw notImage();
  const side = BRAND_KIT_LIMITS.logoMaxSide;
  try {
    // Vector art is drawn at a density that gives it enough pixels before the resize.
    return await sharp(bytes, { limitInputPixels: 40_000_000, ...(format === 'svg' ? { density: 300 } : {}) })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: format !== 'svg' })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw notImage();
  }
}
