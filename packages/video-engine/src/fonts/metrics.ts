import { readFileSync } from 'node:fs';

/** Advance widths of a TrueType/OpenType face, read from its cmap and hmtx tables. */
export interface FaceMetrics {
  /** Advance of a character in em, or undefined when the face has no glyph for it. */
  advance(codePoint: number): number | undefined;
}

const cache = new Map<string, FaceMetrics | null>();

/**
 * Reads a face's advances once (a few hundred kB of tables), so text can be measured exactly
 * instead of by a per-script average, which is off by a third on long lowercase words.
 * Returns undefined when the file cannot be parsed (callers fall back to averages).
 */
export function faceMetrics(path: string): FaceMetrics | undefined {
  const hit = cache.get(path);
  if (hit !== undefined) return hit ?? undefined;
  let metrics: FaceMetrics | null = null;
  try {
    metrics = parse(readFileSync(path));
  } catch {
    metrics = null;
  }
  cache.set(path, metrics);
  return metrics ?? undefined;
}

function parse(b: Buffer): FaceMetrics | null {
  const tables = new Map<string, number>();
  const n = b.readUInt16BE(4);
  for (let i = 0; i < n; i++) tables.set(b.toString('latin1', 12 + i * 16, 16 + i * 16), b.readUInt32BE(20 + i * 16));
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  const cmap = tables.get('cmap');
  if (head === undefined || hhea === undefined || hmtx === undefined || cmap === undefined) return null;
  const upm = b.readUInt16BE(head + 18);
  const longMetrics = b.readUInt16BE(hhea + 34);
  const glyphAdvance = (g: number) => b.readUInt16BE(hmtx + 4 * Math.min(g, longMetrics - 1)) / upm;
  const lookup = cmapLookup(b, cmap);
  if (!lookup) return null;
  return {
    advance(cp) {
      const g = lookup(cp);
      return g ? glyphAdvance(g) : undefined;
    },
  };
}

/** Glyph index of a code point from the best Unicode subtable (format 12, else format 4). */
function cmapLookup(b: Buffer, cmap: number): ((cp: number) => number) | null {
  const count = b.readUInt16BE(cmap + 2);
  let f4: number | undefined;
  let f12: number | undefined;
  for (let i = 0; i < count; i++) {
    const platform = b.readUInt16BE(cmap + 4 + i * 8);
    const encoding = b.readUInt16BE(cmap + 6 + i * 8);
    const at = cmap + b.readUInt32BE(cmap + 8 + i * 8);
    const format = b.readUInt16BE(at);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    if (format === 12) f12 = at;
    if (format === 4) f4 = at;
  }
  if (f12 !== undefined) {
    const at = f12;
    const groups = b.readUInt32BE(at + 12);
    return (cp) => {
      let lo = 0;
      let hi = groups - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const g = at + 16 + mid * 12;
        const start = b.readUInt32BE(g);
        const end = b.readUInt32BE(g + 4);
        if (cp < start) hi = mid - 1;
        else if (cp > end) lo = mid + 1;
        else return b.readUInt32BE(g + 8) + (cp - start);
      }
      return 0;
    };
  }
  if (f4 === undefined) return null;
  const at = f4;
  const segs = b.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segs * 2 + 2;
  const deltas = starts + segs * 2;
  const offsets = deltas + segs * 2;
  return (cp) => {
    if (cp > 0xffff) return 0;
    for (let s = 0; s < segs; s++) {
      if (cp > b.readUInt16BE(ends + s * 2)) continue;
      const start = b.readUInt16BE(starts + s * 2);
      if (cp < start) return 0;
      const delta = b.readInt16BE(deltas + s * 2);
      const ro = b.readUInt16BE(offsets + s * 2);
      if (!ro) return (cp + delta) & 0xffff;
      const g = b.readUInt16BE(offsets + s * 2 + ro + (cp - start) * 2);
      return g ? (g + delta) & 0xffff : 0;
    }
    return 0;
  };
}
