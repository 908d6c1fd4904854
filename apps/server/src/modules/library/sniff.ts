import type { UploadKind } from '@reelforge/contracts';

/** What the first bytes of a file say it is. */
export interface Sniffed {
  kind: UploadKind;
  mimeType: string;
  extension: string;
}

const ascii = (b: Buffer, at: number, text: string) => b.length >= at + text.length && b.toString('latin1', at, at + text.length) === text;

/**
 * The type from magic numbers (the first ~64 bytes). Text is not decided here: it has no magic,
 * so the caller checks the whole file is UTF-8 when nothing else matched. ISO media (MP4, MOV,
 * M4A) and Ogg/WebM can hold audio only; the probe settles video vs audio afterwards.
 */
export function sniffMagic(head: Buffer): Sniffed | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { kind: 'image', mimeType: 'image/png', extension: 'png' };
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'image', mimeType: 'image/jpeg', extension: 'jpg' };
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return { kind: 'image', mimeType: 'image/gif', extension: 'gif' };
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return { kind: 'image', mimeType: 'image/webp', extension: 'webp' };
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return { kind: 'audio', mimeType: 'audio/wav', extension: 'wav' };
  if (ascii(head, 4, 'ftyp')) {
    const brand = head.toString('latin1', 8, 12);
    if (brand === 'qt  ') return { kind: 'video', mimeType: 'video/quicktime', extension: 'mov' };
    if (brand === 'M4A ' || brand === 'M4B ') return { kind: 'audio', mimeType: 'audio/mp4', extension: 'm4a' };
    return { kind: 'video', mimeType: 'video/mp4', extension: 'mp4' };
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return { kind: 'video', mimeType: 'video/webm', extension: 'webm' };
  if (ascii(head, 0, 'OggS')) return { kind: 'audio', mimeType: 'audio/ogg', extension: 'ogg' };
  // MP3: an ID3v2 tag, or straight into an MPEG audio frame (11 sync bits, layer III).
  if (ascii(head, 0, 'ID3')) return { kind: 'audio', mimeType: 'audio/mpeg', extension: 'mp3' };
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe6) === 0xe2) return { kind: 'audio', mimeType: 'audio/mpeg', extension: 'mp3' };
  return null;
}

export const TEXT: Sniffed = { kind: 'script', mimeType: 'text/plain; charset=utf-8', extension: 'txt' };

/** Names a file may carry for each kind; a known media name on other content is refused. */
const EXTENSIONS: Record<UploadKind, string[]> = {
  image: ['png', 'jpg', 'jpeg', 'jfif', 'gif', 'webp'],
  video: ['mp4', 'm4v', 'mov', 'qt', 'webm', 'mkv'],
  audio: ['mp3', 'wav', 'wave', 'm4a', 'aac', 'ogg', 'oga', 'opus', 'weba', 'webm', 'mp4'],
  script: ['txt', 'text', 'md', 'markdown', 'srt', 'vtt', 'csv'],
};

/** The extension a client's file name claims, lower case, or '' (none, or not one we know). */
export function claimedExtension(fileName: string): string {
  const m = /\.([a-z0-9]{1,10})$/i.exec(fileName.trim());
  const ext = m?.[1]?.toLowerCase() ?? '';
  return Object.values(EXTENSIONS).some((list) => list.includes(ext)) ? ext : '';
}

/** Whether a name's extension fits the kind found in the content (no known extension fits anything). */
export function nameFits(ext: string, kind: UploadKind): boolean {
  return !ext || EXTENSIONS[kind].includes(ext);
}

/** The kind a known extension stands for (for the refusal message). */
export function kindOfExtension(ext: string): UploadKind | null {
  return (Object.keys(EXTENSIONS) as UploadKind[]).find((k) => EXTENSIONS[k].includes(ext)) ?? null;
}
