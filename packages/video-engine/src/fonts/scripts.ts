/** Writing systems the shipped fonts cover, each drawn with its own family. */
export type Script = 'latin' | 'greek' | 'arabic' | 'hebrew' | 'devanagari' | 'thai' | 'cjk';

// Latin and Cyrillic letters outside these ranges fall to 'latin' (every display font covers them).
const RANGES: readonly (readonly [number, number, Script])[] = [
  [0x0370, 0x03ff, 'greek'],
  [0x1f00, 0x1fff, 'greek'],
  [0x0590, 0x05ff, 'hebrew'],
  [0xfb1d, 0xfb4f, 'hebrew'],
  [0x0600, 0x06ff, 'arabic'],
  [0x0750, 0x077f, 'arabic'],
  [0x08a0, 0x08ff, 'arabic'],
  [0xfb50, 0xfdff, 'arabic'],
  [0xfe70, 0xfeff, 'arabic'],
  [0x0900, 0x097f, 'devanagari'],
  [0xa8e0, 0xa8ff, 'devanagari'],
  [0x0e00, 0x0e7f, 'thai'],
  [0x2e80, 0x2fdf, 'cjk'],
  [0x3000, 0x30ff, 'cjk'],
  [0x3100, 0x31ff, 'cjk'],
  [0x3400, 0x4dbf, 'cjk'],
  [0x4e00, 0x9fff, 'cjk'],
  [0xf900, 0xfaff, 'cjk'],
  [0xff00, 0xffef, 'cjk'],
  [0x20000, 0x2fa1f, 'cjk'],
];

/** The script of a letter, or undefined for spaces, digits and punctuation (they join their neighbours). */
export function scriptOf(codePoint: number): Script | undefined {
  for (const [from, to, script] of RANGES) if (codePoint >= from && codePoint <= to) return script;
  const ch = String.fromCodePoint(codePoint);
  return /\p{L}/u.test(ch) ? 'latin' : undefined;
}

export interface ScriptRun {
  script: Script;
  text: string;
}

/**
 * Splits text into runs of one script. Neutral characters (spaces, digits, punctuation) stay
 * with the run before them, so a run switches family only where the letters change script.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pending = '';
  for (const ch of text) {
    const s = scriptOf(ch.codePointAt(0) ?? 0);
    const last = runs[runs.length - 1];
    if (!s) {
      if (last) last.text += ch;
      else pending += ch;
      continue;
    }
    if (last && last.script === s) last.text += ch;
    else runs.push({ script: s, text: pending + ch });
    pending = '';
  }
  if (pending) runs.push({ script: 'latin', text: pending });
  return runs;
}

/** Scripts present in any of the texts (decides which font files a render needs). */
export function scriptsIn(texts: readonly string[]): Set<Script> {
  const found = new Set<Script>(['latin']);
  for (const t of texts) for (const r of scriptRuns(t)) found.add(r.script);
  return found;
}
