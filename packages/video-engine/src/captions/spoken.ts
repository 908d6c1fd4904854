import type { CaptionStyle } from '../spec.ts';
import { captionAccent, luminance, themeBackdrops, themeFor, type ThemeName } from '../visuals/themes.ts';
import { captionStyleFor } from './styles/index.ts';

/**
 * The spoken caption word's colour for a video: the brand's (or the theme's own) moved until it
 * keeps 3:1 against what is right behind it. That is the theme's backgrounds for an outlined
 * style, and the dark plate over them for a boxed one.
 */
export function spokenWordColor(theme: ThemeName, style: CaptionStyle, brandColors?: readonly string[]): string {
  const t = themeFor(theme);
  const look = captionStyleFor(style).look(100);
  const backdrops = themeBackdrops(t);
  const behind = look.borderStyle === 4 ? backdrops.map((b) => overPlate(look.back, b)) : backdrops;
  // A plate is dark whatever the theme: gold reads on it.
  const fallback = look.borderStyle === 4 ? '#ffd700' : t.spoken;
  return captionAccent(brandColors, behind, fallback) ?? fallback;
}

/** A dark spoken word on an outlined style is ringed in white (the black outline would hide it on dark footage). */
export const isDarkWord = (hex: string) => luminance(hex) < 0.18;

/** The colour of an ASS back colour (&HAABBGGRR, alpha 00 = opaque) laid over `hex`. */
function overPlate(back: string, hex: string): string {
  const v = back.replace('&H', '');
  const alpha = parseInt(v.slice(0, 2), 16) / 255;
  const plate = [parseInt(v.slice(6, 8), 16), parseInt(v.slice(4, 6), 16), parseInt(v.slice(2, 4), 16)];
  const under = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return (
    '#' +
    plate
      .map((p, i) =>
        Math.round(p * (1 - alpha) + (under[i] ?? 0) * alpha)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
