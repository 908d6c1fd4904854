import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { uniqueNames, zipStream } from '../src/lib/zip-stream.ts';
import { claimedExtension, nameFits, sniffMagic } from '../src/modules/library/sniff.ts';

const head = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffMagic', () => {
  it('names each accepted format by its first bytes', () => {
    const cases: [Buffer, string][] = [
      [head([0x89], 'PNG\r\n\x1a\n'), 'image/png'],
      [head([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
      [head('GIF89a'), 'image/gif'],
      [head('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
      [head('RIFF', [1, 2, 3, 4], 'WAVEfmt '), 'audio/wav'],
      [head([0, 0, 0, 0x20], 'ftypisom'), 'video/mp4'],
      [head([0, 0, 0, 0x14], 'ftypqt  '), 'video/quicktime'],
      [head([0, 0, 0, 0x20], 'ftypM4A '), 'audio/mp4'],
      [head([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), 'video/webm'],
      [head('OggS', [0, 2]), 'audio/ogg'],
      [head('ID3', [4, 0]), 'audio/mpeg'],
      [head([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'], // MPEG-1 layer III frame, no tag
    ];
    for (const [bytes, mime] of cases) expect([bytes.toString('hex'), sniffMagic(bytes)?.mimeType]).toEqual([bytes.toString('hex'), mime]);
  });

  it('leaves text and unknown bytes undecided (text is checked whole by the caller)', () => {
    expect(sniffMagic(Buffer.from('Hello, script'))).toBeNull();
    expect(sniffMagic(Buffer.from([0xff, 0xfd, 0x00]))).toBeNull(); // MPEG layer II is not accepted
    expect(sniffMagic(Buffer.alloc(0))).toBeNull();
  });

  it('judges a name only by extensions it knows', () => {
    expect(claimedExtension('photo.PNG')).toBe('png');
    expect(claimedExtension('notes')).toBe('');
    expect(claimedExtension('archive.tar.xyz')).toBe('');
    expect(nameFits('png', 'script')).toBe(false);
    expect(nameFits('txt', 'script')).toBe(true);
    expect(nameFits('', 'video')).toBe(true);
    expect(nameFits('webm', 'audio')).toBe(true);
  });
});

describe('zipStream', () => {
  it('writes an archive an independent tool reads back byte for byte', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rf-zip-'));
    const big = Buffer.alloc(3 * 1024 * 1024 + 7);
    for (let i = 0; i < big.length; i++) big[i] = (i * 31) % 251;
    const files = { 'clip.bin': big, 'Zoë’s notes.txt': Buffer.from('Scene 1 — hook\n'), 'empty.txt': Buffer.alloc(0) };
    const names = uniqueNames(Object.keys(files));
    const zip = zipStream(
      Object.values(files).map((data, i) => ({
        name: names[i]!,
        modifiedAt: new Date('2026-03-04T05:06:08'),
        // Several chunks per file, as storage streams hand them over.
        open: async () => Readable.from([data.subarray(0, 1000), data.subarray(1000)]),
      })),
    );
    const out = path.join(dir, 'all.zip');
    await fs.promises.writeFile(out, zip);
    execFileSync('unzip', ['-q', '-t', out]);
    execFileSync('unzip', ['-q', out, '-d', path.join(dir, 'x')]);
    for (const [name, data] of Object.entries(files)) expect(fs.readFileSync(path.join(dir, 'x', name)).equals(data)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives repeated names a number', () => {
    expect(uniqueNames(['a.png', 'A.png', 'b', 'b'])).toEqual(['a.png', 'A (2).png', 'b', 'b (2)']);
  });
});
