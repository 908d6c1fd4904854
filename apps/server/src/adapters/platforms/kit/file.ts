import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { RequestBody } from './http.ts';
import { PublishError, type PublishInput } from './publish.ts';

export interface VideoFile {
  path: string;
  size: number;
  contentType: string;
}

/** The video to upload; its size comes from the disk, not from what the caller remembered. */
export async function videoFile(platform: string, input: PublishInput): Promise<VideoFile> {
  if (!input.videoPath)
    throw new PublishError('bad-body', platform, 'This platform needs a video, and the post has none.');
  const stat = await fsp.stat(input.videoPath).catch(() => null);
  if (!stat?.isFile())
    throw new PublishError('bad-body', platform, 'The video file to publish is missing from storage.');
  if (stat.size === 0) throw new PublishError('bad-body', platform, 'The video file to publish is empty.');
  return { path: input.videoPath, size: stat.size, contentType: input.videoContentType ?? 'video/mp4' };
}

const toWeb = (r: Readable) => Readable.toWeb(r) as unknown as ReadableStream<Uint8Array>;

/** Bytes [start, end) streamed from disk, a fresh stream per call. */
export function fileRange(path: string, start: number, end: number): () => RequestBody {
  return () => (end > start ? toWeb(fs.createReadStream(path, { start, end: end - 1 })) : new Uint8Array(0));
}

/** multipart/form-data with text fields and one file part streamed from disk. */
export function multipartRange(
  fields: Record<string, string>,
  file: { field: string; filename: string; contentType: string; path: string; start: number; end: number },
): { body: () => RequestBody; contentType: string; length: number } {
  const boundary = `----reelforge${randomUUID().replace(/-/g, '')}`;
  let head = '';
  for (const [name, value] of Object.entries(fields)) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  head += `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`;
  const headBuf = Buffer.from(head, 'utf8');
  const tailBuf = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  const length = headBuf.length + (file.end - file.start) + tailBuf.length;
  async function* parts() {
    yield headBuf;
    if (file.end > file.start) yield* fs.createReadStream(file.path, { start: file.start, end: file.end - 1 });
    yield tailBuf;
  }
  return {
    body: () => toWeb(Readable.from(parts())),
    contentType: `multipart/form-data; boundary=${boundary}`,
    length,
  };
}
