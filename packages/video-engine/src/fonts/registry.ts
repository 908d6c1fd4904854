import { mkdir, symlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { faceMetrics } from './metrics.ts';
import { packageDir } from './package-dir.ts';
import { scriptRuns, scriptsIn, type Script } from './scripts.ts';

/** Display fonts a video can choose; other scripts always use their Noto family. */
export const FONT_CHOICES = ['noto-sans', 'montserrat'] as const;
export type FontChoice = (typeof FONT_CHOICES)[number];

interface FontFile {
  /**
   * The face's full name: libass matches memory fonts by legacy family or full name, and the
   * legacy family of a heavy face ("Noto Sans Black") is not the family a designer would type.
   */
  family: string;
  pkg: string;
  file: string;
  /** Average advance of a bold glyph in em, for line fitting without font metrics. */
  em: number;
  /**
   * libass sizes a face so that (OS/2 winAscent + winDescent) fills the font size (VSFilter's
   * rule), so one em is size / cell pixels; `cap` is the cap height in em (both from the file).
   */
  cell?: number;
  cap?: number;
}

// One heavy weight per family: libass picks the only face it has, so no faux bold is drawn.
const NOTO_LATIN: FontFile = { family: 'Noto Sans Black', pkg: '@embedpdf/fonts-latin', file: 'fonts/NotoSans-Black.ttf', em: 0.64, cell: 1.519, cap: 0.714 };
const BY_SCRIPT: Record<Exclude<Script, 'latin' | 'greek'>, FontFile> = {
  arabic: { family: 'Noto Naskh Arabic Bold', pkg: '@embedpdf/fonts-arabic', file: 'fonts/NotoNaskhArabic-Bold.ttf', em: 0.5 },
  hebrew: { family: 'Noto Sans Hebrew Bold', pkg: '@embedpdf/fonts-hebrew', file: 'fonts/NotoSansHebrew-Bold.ttf', em: 0.58 },
  devanagari: {
    family: 'Noto Sans Devanagari Bold',
    pkg: '@expo-google-fonts/noto-sans-devanagari',
    file: '700Bold/NotoSansDevanagari_700Bold.ttf',
    em: 0.62,
  },
  thai: { family: 'Noto Sans Thai Bold', pkg: '@expo-google-fonts/noto-sans-thai', file: '700Bold/NotoSansThai_700Bold.ttf', em: 0.6 },
  cjk: { family: 'Noto Sans S Chinese Bold', pkg: '@embedpdf/fonts-sc', file: 'fonts/NotoSansHans-Bold.otf', em: 1 },
};
const DISPLAY: Record<FontChoice, FontFile> = {
  'noto-sans': NOTO_LATIN,
  montserrat: {
    family: 'Montserrat ExtraBold',
    pkg: '@expo-google-fonts/montserrat',
    file: '800ExtraBold/Montserrat_800ExtraBold.ttf',
    em: 0.68,
    cell: 1.562,
    cap: 0.7,
  },
};

/** The family that draws a script in a given display font (Montserrat has no Greek). */
function fontFor(choice: FontChoice, script: Script): FontFile {
  if (script === 'latin') return DISPLAY[choice];
  if (script === 'greek') return NOTO_LATIN;
  return BY_SCRIPT[script];
}

/** Cap height in pixels of the display face drawn by libass at `size`. */
export function capHeightPx(choice: FontChoice, size: number): number {
  const f = DISPLAY[choice];
  return (size / (f.cell ?? 1)) * (f.cap ?? 0.7);
}

/** libass's size of the display face per em: text `e` em wide at size `s` takes e * s / cell px. */
export function cellOf(choice: FontChoice): number {
  return DISPLAY[choice].cell ?? 1;
}

/** One em in pixels of the display face drawn by libass at `size` (libass's size is not an em). */
export function emPx(choice: FontChoice, size: number): number {
  return size / (DISPLAY[choice].cell ?? 1);
}

export function familyFor(choice: FontChoice): string {
  return DISPLAY[choice].family;
}

/**
 * ASS text with a font switch (\fn) wherever the script changes, so Arabic, Devanagari or
 * Chinese inside a Latin-styled line is drawn by a font that has the glyphs instead of tofu.
 * `text` must already be ASS-escaped.
 */
export function assFontRuns(text: string, choice: FontChoice): string {
  const base = DISPLAY[choice].family;
  const runs = scriptRuns(text);
  if (runs.every((r) => fontFor(choice, r.script).family === base)) return text;
  return runs.map((r) => `{\\fn${fontFor(choice, r.script).family}}${r.text}`).join('') + `{\\fn${base}}`;
}

/**
 * Width of text in em, for wrapping and boxes: the face's own advances where its file can be
 * read, else per-script averages.
 */
export function textEm(text: string, choice: FontChoice): number {
  let em = 0;
  for (const r of scriptRuns(text)) {
    const f = fontFor(choice, r.script);
    const face = faceMetrics(fontFilePath(f));
    for (const ch of r.text) em += face?.advance(ch.codePointAt(0) ?? 0) ?? (ch === ' ' ? 0.28 : f.em);
  }
  return em;
}

export function fontFilePath(f: { pkg: string; file: string }): string {
  return join(packageDir(f.pkg), f.file);
}

/**
 * A directory holding links to just the font files this render needs: libass reads every
 * file in its fontsdir into memory, and the CJK face alone is 8 MB.
 */
export async function prepareFontsDir(dir: string, choice: FontChoice, texts: readonly string[]): Promise<string> {
  await mkdir(dir, { recursive: true });
  const files = new Map<string, string>();
  for (const script of scriptsIn(texts)) {
    const f = fontFor(choice, script);
    const path = fontFilePath(f);
    files.set(basename(path), path);
  }
  const display = fontFilePath(DISPLAY[choice]);
  files.set(basename(display), display);
  for (const [name, path] of files) await symlink(path, join(dir, name));
  return dir;
}

/**
 * Links shipped fonts into `dir` by file name (a segment pass names its fonts, not their paths:
 * a worker on another machine has the same files in its own node_modules). Unknown name: throws.
 */
export async function linkShippedFonts(dir: string, names: readonly string[]): Promise<string> {
  await mkdir(dir, { recursive: true });
  const shipped = [NOTO_LATIN, ...Object.values(BY_SCRIPT), ...Object.values(DISPLAY)].map(fontFilePath);
  for (const name of names) {
    const path = shipped.find((p) => basename(p) === name);
    if (!path) throw new Error(`font ${name} is not shipped with the engine`);
    await symlink(path, join(dir, name));
  }
  return dir;
}
