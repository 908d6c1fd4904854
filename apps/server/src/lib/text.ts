/** Half of a surrogate pair standing alone (u flag: a whole pair is one code point, never matched). */
const LONE_SURROGATE = /\p{Cs}/gu;

/** The string with every lone surrogate replaced by U+FFFD (what String#toWellFormed does). */
export const wellFormed = (s: string): string => s.replace(LONE_SURROGATE, '\ufffd');

/**
 * JSON.stringify with well-formed strings: JSON text may say "\ud800", but Postgres refuses it
 * in json and jsonb, so text our own code cut in the middle of an emoji would fail the write.
 */
export const wellFormedJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? wellFormed(v) : v));

/** Text cut to at most `max` UTF-16 units, never between the two halves of an emoji. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}
