/** The spoken words of a WebVTT file, in order, lower case without punctuation (cues break lines anywhere). */
export const vttWords = (vtt: string) =>
  vtt
    .split('\n')
    .filter((l) => l && l !== 'WEBVTT' && !l.includes('-->'))
    .join(' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');

/** The same words of plain text, to compare with vttWords. */
export const plainWords = (text: string) => vttWords(`WEBVTT\n${text}`);
