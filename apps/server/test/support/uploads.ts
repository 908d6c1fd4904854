import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** A multipart/form-data body (fields first, then the file), as a browser's FormData sends it. */
export function multipartBody(file: { name: string; data: Buffer; type?: string } | null, fields: Record<string, string> = {}) {
  const boundary = `----rf${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Real media made on the spot: a PNG (sharp), an MP4, an MP3 and a WAV (ffmpeg). */
export async function makeFixtures(dir: string) {
  const ff = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e11d48' } }).png().toBuffer();
  const mp4 = path.join(dir, 'clip.mp4');
  ff('-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '2', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', mp4);
  const mp3 = path.join(dir, 'tone.mp3');
  ff('-f', 'lavfi', '-i', 'sine=frequency=440:duration=1.5', '-c:a', 'libmp3lame', '-b:a', '64k', mp3);
  const wav = path.join(dir, 'tone.wav');
  ff('-f', 'lavfi', '-i', 'sine=frequency=220:duration=1', '-c:a', 'pcm_s16le', wav);
  return { png, mp4: fs.readFileSync(mp4), mp3: fs.readFileSync(mp3), wav: fs.readFileSync(wav) };
}

/** Every file under a folder (relative paths); [] when it does not exist. */
export function filesUnder(dir: string): string[] {
  try {
    return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

/** Entries of a stored (uncompressed) ZIP, read from its central directory. */
export function readStoredZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const size = zip.readUInt32LE(at + 24);
    const nameLen = zip.readUInt16LE(at + 28);
    const extraLen = zip.readUInt16LE(at + 30);
    const commentLen = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLen);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    out.set(name, zip.subarray(dataStart, dataStart + size));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}
