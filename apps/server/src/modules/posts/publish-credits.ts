import { composePostText, platformTextLength, POST_MESSAGES, TEXT_LIMITS, type Platform } from '@reelforge/contracts';
import { needsAttribution } from '../videos/index.ts';

/**
 * The caption a platform gets with the video's credits whose licence asks for attribution (CC BY)
 * after the creator's text, each credit whole or not at all, within the platform's text limit.
 * The creator's own text is never cut (the form already kept it within the limit); a credit that
 * does not fit is named in `note`, shown beside the post's result, rather than dropped silently.
 * Credits under licences that ask for none (Pexels, Pixabay) stay on the watch page and in the file.
 */
export function captionWithCredits(
  platform: Platform,
  text: { caption: string; hashtags: readonly string[] },
  credits: readonly string[] | null | undefined,
): { caption: string; note?: string } {
  const wanted = [...new Set(credits ?? [])].filter(needsAttribution);
  if (!wanted.length) return { caption: text.caption };
  const { maxChars } = TEXT_LIMITS[platform];
  const kept: string[] = [];
  const leftOut: string[] = [];
  const withBlock = (lines: string[]) => (lines.length ? `${text.caption.trim()}\n\nCredits:\n${lines.join('\n')}` : text.caption);
  for (const credit of wanted) {
    const tried = withBlock([...kept, credit]);
    if (platformTextLength(platform, composePostText(tried, text.hashtags)) <= maxChars) kept.push(credit);
    else leftOut.push(credit);
  }
  return { caption: withBlock(kept), ...(leftOut.length ? { note: POST_MESSAGES.creditsLeftOut(platform, maxChars, leftOut) } : {}) };
}
