import { LIMITS, MSG } from '@reelforge/contracts';

export type PhotoCheck = { ok: true } | { ok: false; title: string; description: string };

/**
 * Spec section 5: the avatar image must be an image file of at most 5 MB. The server judges the
 * bytes again (a text file named .png passes here and is refused there, with its message).
 */
export function checkPhoto(file: File): PhotoCheck {
  if (!file.type.startsWith('image/')) return { ok: false, title: 'Invalid File Type', description: MSG.photoNotImage };
  if (file.size > LIMITS.photoMaxBytes) return { ok: false, title: 'File Too Large', description: MSG.photoTooLarge };
  return { ok: true };
}

/** The file as a `data:<type>;base64,...` URL: what POST /api/deepagent/avatar takes as customImage. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unexpected file reader result'));
    reader.onerror = () => reject(reader.error ?? new Error('File read failed'));
    reader.readAsDataURL(file);
  });
}
