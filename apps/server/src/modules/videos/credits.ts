/** Heads the block of footage and photo credits in a video's description. */
export const VISUAL_CREDITS_HEADING = 'Footage and images:';
const MAX_LINES = 40;

/**
 * The description with the current render's visual credits: the previous render's block (from
 * its heading to the next blank line) is replaced, or removed when the render showed none.
 */
export function withVisualCredits(description: string | null, credits: string[]): string | null {
  const paragraphs = (description ?? '').split(/\n{2,}/);
  const kept = paragraphs.filter((p) => !p.startsWith(VISUAL_CREDITS_HEADING));
  if (kept.length === paragraphs.length && !credits.length) return description;
  const lines = [...new Set(credits)].slice(0, MAX_LINES);
  if (lines.length) kept.push([VISUAL_CREDITS_HEADING, ...lines.map((c) => `- ${c}`)].join('\n'));
  const text = kept.filter((p) => p.trim()).join('\n\n');
  return text || (description === null ? null : '');
}
