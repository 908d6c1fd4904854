/** Motion-graphics looks: a palette and a shape language each. */
export const THEME_NAMES = ['midnight', 'sunrise', 'paper', 'neon'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** How a theme decorates a frame (see design.ts). */
export type ShapeLanguage = 'orbs' | 'circles' | 'blocks' | 'lines';

export interface Theme {
  name: ThemeName;
  /** Background gradient stops, per shot variant (cycled so consecutive shots differ). */
  backgrounds: readonly (readonly [string, string])[];
  /** Two accent colours: badges, pills, shapes. Brand colours replace these. */
  accents: readonly [string, string];
  /** Keyword text colour, and its outline for contrast. */
  ink: string;
  inkOutline: string;
  /** Text colour on an accent-coloured pill. */
  onAccent: string;
  shapes: ShapeLanguage;
  /** Light themes get darker shadows and no glow. */
  light: boolean;
  /**
   * The spoken caption word's colour without brand colours: one that reads at 3:1 or more on
   * every background of the theme (gold is lost on sunrise's orange and paper's cream).
   */
  spoken: string;
}

const THEMES: Record<ThemeName, Theme> = {
  midnight: {
    name: 'midnight',
    backgrounds: [
      ['#141a3c', '#5b2a86'],
      ['#0b2540', '#1f6f8b'],
      ['#1d1240', '#8a2f6b'],
    ],
    accents: ['#ff5fa2', '#4fd1ff'],
    ink: '#ffffff',
    inkOutline: '#0a0a1e',
    onAccent: '#ffffff',
    shapes: 'orbs',
    light: false,
    spoken: '#ffd700',
  },
  sunrise: {
    name: 'sunrise',
    backgrounds: [
      ['#ff7a59', '#ffb347'],
      ['#e8505b', '#f9a26c'],
      ['#f76b1c', '#fad961'],
    ],
    accents: ['#2b1a4a', '#fff3d6'],
    ink: '#ffffff',
    inkOutline: '#5a1e12',
    onAccent: '#ffffff',
    shapes: 'circles',
    light: false,
    spoken: '#2b1a4a',
  },
  paper: {
    name: 'paper',
    backgrounds: [
      ['#f7f3ea', '#efe6d2'],
      ['#eef3f8', '#dde7f1'],
      ['#f8efe9', '#f1dccf'],
    ],
    accents: ['#ffcc29', '#2f5bea'],
    ink: '#16213e',
    inkOutline: '#ffffff',
    onAccent: '#16213e',
    shapes: 'blocks',
    light: true,
    spoken: '#2f5bea',
  },
  neon: {
    name: 'neon',
    backgrounds: [
      ['#07070f', '#1a1030'],
      ['#050b12', '#0e2a2a'],
      ['#0d0512', '#2a0b2e'],
    ],
    accents: ['#b6ff3b', '#ff3bd4'],
    ink: '#ffffff',
    inkOutline: '#000000',
    onAccent: '#0a0a0a',
    shapes: 'lines',
    light: false,
    spoken: '#ffd700',
  },
};

/** Relative luminance (sRGB), to pick readable text on a brand colour. */
export function luminance(hex: string): number {
  const v = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (v[0] ?? 0) + 0.7152 * (v[1] ?? 0) + 0.0722 * (v[2] ?? 0);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** Large text's WCAG minimum: what the spoken caption word keeps against what is behind it. */
export const SPOKEN_CONTRAST = 3;

/**
 * The brand colour for the spoken caption word: the brighter of the two, lifted toward white
 * until it reads on any background (captions sit on footage and dark themes alike; a deep
 * purple word on a purple theme disappears). Given the colours behind the caption (a theme's
 * backgrounds, or a boxed style's plate), the word is then moved toward white or black,
 * whichever gets there, until it keeps 3:1 against every one of them; without brand colours
 * `fallback` is the starting colour.
 */
export function captionAccent(brandColors?: readonly string[], behind?: readonly string[], fallback?: string): string | undefined {
  const brightest = [...(brandColors ?? [])].sort((x, y) => luminance(y) - luminance(x))[0];
  let hex = brightest;
  if (brightest) for (let t = 0.15; luminance(hex!) < 0.3 && t <= 1; t += 0.15) hex = mix(brightest, '#ffffff', t);
  hex ??= fallback;
  if (!hex || !behind?.length) return hex;
  return readableOn(hex, behind);
}

/** `hex` moved toward white or black (the nearer way to 3:1) until it contrasts with every colour of `behind`. */
export function readableOn(hex: string, behind: readonly string[]): string {
  const worst = (c: string) => Math.min(...behind.map((b) => contrast(c, b)));
  if (worst(hex) >= SPOKEN_CONTRAST) return hex;
  const steps = (to: string) => {
    for (let t = 0.05; t <= 1.001; t += 0.05) if (worst(mix(hex, to, t)) >= SPOKEN_CONTRAST) return t;
    return Infinity;
  };
  const [up, down] = [steps('#ffffff'), steps('#000000')];
  return mix(hex, up <= down ? '#ffffff' : '#000000', Math.min(1, Math.min(up, down)));
}

/** Where the spoken word is judged against: every background stop of the theme. */
export const themeBackdrops = (t: Theme): string[] => t.backgrounds.flat();

/** `hex` mixed toward `to` by t (0..1). */
const mix = (hex: string, to: string, t: number) =>
  '#' +
  [1, 3, 5]
    .map((i) => {
      const [a, b] = [parseInt(hex.slice(i, i + 2), 16), parseInt(to.slice(i, i + 2), 16)];
      return Math.round(a + (b - a) * Math.min(1, t));
    })
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('');

/** A theme with brand colours in place of its accents. */
export function themeFor(name: ThemeName, brandColors?: readonly string[]): Theme {
  const base = THEMES[name];
  const [a, b] = brandColors ?? [];
  if (!a) return base;
  const accents: [string, string] = [a, b ?? base.accents[1]];
  return { ...base, accents, onAccent: luminance(a) > 0.45 ? '#111111' : '#ffffff' };
}
