import { EMOJI_CREDIT } from '@reelforge/video-engine';

/** Headed the block of footage and photo credits renders used to append to a description. */
const VISUAL_CREDITS_HEADING = 'Footage and images:';

/**
 * The creator's description without the credits earlier renders appended to it (the footage
 * block and the Twemoji line): credits now live in the video's own credits column.
 */
export function withoutAppendedCredits(description: string | null): string | null {
  if (description === null) return null;
  const paragraphs = description.split(/\n{2,}/);
  const kept = paragraphs.filter((p) => !p.startsWith(VISUAL_CREDITS_HEADING) && p.trim() !== EMOJI_CREDIT);
  return kept.length === paragraphs.length ? description : kept.filter((p) => p.trim()).join('\n\n');
}

/** Licences that ask for attribution wherever the work is shown (CC BY and its variants). */
export const needsAttribution = (credit: string) => /\bCC[- ]BY\b/i.test(credit);
