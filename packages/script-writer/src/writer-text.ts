// Small text utilities for the built-in writer: a seeded random source, template filling and
// word counting.

/** FNV-1a, 32 bit. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic choices: the same seed gives the same script. */
export class Picker {
  private state: number;
  private used = new Map<readonly string[], Set<number>>();
  private last = new Map<readonly string[], number>();

  constructor(seed: number) {
    this.state = seed || 1;
  }

  /** mulberry32 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** An entry not handed out before from this list (until all were), so lines rarely repeat. */
  one(list: readonly string[]): string {
    let seen = this.used.get(list);
    const last = this.last.get(list);
    if (!seen || seen.size >= list.length) {
      seen = new Set();
      this.used.set(list, seen);
    }
    // After a reset, never the entry handed out just before (no line twice in a row).
    let free = list.map((_, i) => i).filter((i) => !seen.has(i) && i !== last);
    if (free.length === 0) free = list.map((_, i) => i);
    const index = free[this.int(free.length)] ?? 0;
    seen.add(index);
    this.last.set(list, index);
    return list[index] ?? '';
  }
}

// "iPhone" and "eBay" keep their first letter small.
const capitalise = (s: string) => (/^\p{Ll}+\p{Lu}/u.test(s) ? s : s.charAt(0).toUpperCase() + s.slice(1));

/** Fills {name}; {Name} gives the value with a capital first letter. */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (key in vars) return vars[key] ?? '';
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    if (lower in vars) return capitalise(vars[lower] ?? '');
    throw new Error(`writer template uses an unknown placeholder ${whole}`);
  });
}

/** Spoken words: tokens with at least one letter or digit. */
export function countWords(text: string | readonly string[]): number {
  const s = typeof text === 'string' ? text : text.join(' ');
  return s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** The placeholder names a template uses, lower case ("{Focus}" -> "focus"). */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => {
    const key = m[1] ?? '';
    return key.charAt(0).toLowerCase() + key.slice(1);
  });
}

/** First letter upper case: a note or a quoted name that opens a sentence. */
export const capitaliseFirst = capitalise;

/** Ends a sentence that has no final punctuation. */
export const sentence = (s: string) => (/[.!?…]["'”»)]*$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);
