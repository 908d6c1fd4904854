/**
 * Emoji sequences in text: pictographs with their modifiers (skin tones, variation selector,
 * zero-width joiners, keycap) and regional-indicator flags.
 */
const EMOJI = /(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u20E3|\u200D(?:\p{Extended_Pictographic}|\p{Regional_Indicator})|\p{Regional_Indicator})*/gu;

// Pictographs the text faces do have (©, ®, ™, arrows...): text unless asked to be emoji (U+FE0F).
const TEXT_DEFAULT = /^[\u00A9\u00AE\u203C\u2049\u2122\u2139\u2194-\u21AA]$/u;
const isEmoji = (seq: string) => !TEXT_DEFAULT.test(seq);

/** The emoji in `text`, in order (each a whole sequence, e.g. a family or a flag). */
export function emojiIn(text: string): string[] {
  return [...text.matchAll(EMOJI)].map((m) => m[0]).filter(isEmoji);
}

/** `text` without its emoji (and the spaces they leave), for drawing with a font that has none. */
export function stripEmoji(text: string): string {
  if (!emojiIn(text).length) return text;
  return text
    .replace(EMOJI, (seq) => (isEmoji(seq) ? ' ' : seq))
    .replace(/\uFE0F|\u20E3/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
