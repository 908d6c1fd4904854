/** A whitespace-separated token of the narration, with code point offsets into the text. */
export interface TextToken {
  text: string;
  /** Code point index of the first character. */
  start: number;
  /** Code point index one past the last character. */
  end: number;
}

// Code point offsets because eSpeak reports positions in characters, not UTF-16 units.
export function tokenize(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let current: string[] = [];
  let start = 0;
  let i = 0;
  for (const ch of text) {
    if (/\s/u.test(ch)) {
      if (current.length) tokens.push({ text: current.join(''), start, end: i });
      current = [];
    } else {
      if (!current.length) start = i;
      current.push(ch);
    }
    i++;
  }
  if (current.length) tokens.push({ text: current.join(''), start, end: i });
  return tokens;
}

/** True when a token would be read aloud (has a letter or digit), as opposed to "—" or "…". */
export function isSpoken(token: string): boolean {
  return /[\p{L}\p{N}]/u.test(token);
}

/** Splits long text at sentence ends into pieces of roughly maxChars, never inside a word. */
export function splitSentences(text: string, maxChars: number): string[] {
  const sentences = text.match(/[^.!?。！？]+[.!?。！？]*["'”’)]*\s*/gu) ?? [text];
  const pieces: string[] = [];
  let buf = '';
  for (const s of sentences) {
    if (buf && buf.length + s.length > maxChars) {
      pieces.push(buf.trim());
      buf = '';
    }
    buf += s;
  }
  if (buf.trim()) pieces.push(buf.trim());
  return pieces;
}
