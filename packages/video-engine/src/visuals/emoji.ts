import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir } from '../fonts/package-dir.ts';

/** Credit line the Twemoji licence (CC-BY 4.0) asks for wherever its graphics are shown. */
export const EMOJI_CREDIT = 'Emoji graphics: Twemoji by Twitter, Inc. and contributors, CC-BY 4.0';

/**
 * Twemoji file names are the code points in hex joined by '-'; U+FE0F (emoji presentation) is
 * left out unless the sequence has a zero-width joiner.
 */
export function twemojiNames(emoji: string): string[] {
  const cps = [...emoji.trim()].map((c) => (c.codePointAt(0) ?? 0).toString(16));
  const hasZwj = cps.includes('200d');
  const without = cps.filter((c) => c !== 'fe0f');
  const names = [hasZwj ? cps.join('-') : without.join('-'), without.join('-'), cps.join('-')];
  // A flag or keycap that is not in the set still has its first symbol as a fallback.
  if (without[0]) names.push(without[0]);
  return [...new Set(names)];
}

/** Path of the shipped SVG for an emoji, or undefined when the set has no such emoji. */
export function emojiSvgPath(emoji: string): string | undefined {
  const dir = packageDir('@twemoji/svg');
  for (const name of twemojiNames(emoji)) {
    const path = join(dir, `${name}.svg`);
    if (existsSync(path)) return path;
  }
  return undefined;
}
