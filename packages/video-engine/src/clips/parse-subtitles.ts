import type { Cue } from './cue-words.ts';

// "00:01:02,500", "01:02.500" (WebVTT may leave the hours out), "00:01:02.5".
const TIME = String.raw`(?:(\d+):)?(\d{1,2}):(\d{2})[,.](\d{1,3})`;
const TIMING = new RegExp(`^\\s*${TIME}\\s*-->\\s*${TIME}`);

const toMs = (h: string | undefined, m: string, s: string, frac: string) =>
  ((Number(h ?? 0) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(frac.padEnd(3, '0'));

/** The spoken text of a cue line: tags (<i>, <v Speaker>, {\an8}) and sound notes ([music]) out. */
function spoken(line: string): string {
  return line
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/\[[^\]]*\]|\([A-Z\s]+\)/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/^\s*-\s*/, '')
    .trim();
}

/**
 * Cues of an SRT or WebVTT file, in time order: text joined per cue, markup and sound notes
 * dropped, cues with nothing spoken left out. NOTE/STYLE/REGION blocks and cue ids are skipped.
 * Throws when the file has no timed cue at all (it is not a subtitle file).
 */
export function parseSubtitles(text: string): Cue[] {
  const blocks = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  const cues: Cue[] = [];
  let timed = 0;
  for (const block of blocks) {
    const lines = block.split('\n');
    const at = lines.findIndex((l) => TIMING.test(l));
    if (at < 0) continue;
    const m = TIMING.exec(lines[at]!)!;
    timed++;
    const startMs = toMs(m[1], m[2]!, m[3]!, m[4]!);
    const endMs = toMs(m[5], m[6]!, m[7]!, m[8]!);
    const words = lines
      .slice(at + 1)
      .map(spoken)
      .filter(Boolean)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (words && endMs > startMs) cues.push({ startMs, endMs, text: words });
  }
  if (!timed) throw new Error('no timed cues (expected SRT "00:00:01,000 --> 00:00:03,000" or WebVTT lines)');
  return cues.sort((a, b) => a.startMs - b.startMs);
}
