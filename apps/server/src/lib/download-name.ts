/**
 * File names for downloads (RFC 6266). A title is the creator's free text: characters file
 * systems refuse, control characters and bidirectional overrides (which can make "gpj.exe" read
 * as "exe.jpg") are dropped, and the name is sent both as an ASCII fallback and as UTF-8.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;

/** The title as a safe file name (without extension), or the fallback when nothing is left. */
export function safeFileName(title: string, fallback: string, maxLength = 120): string {
  return title.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().slice(0, maxLength).trim() || fallback;
}

/** Content-Disposition for a download: ASCII `filename` for old clients, `filename*` in UTF-8. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, "'");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
