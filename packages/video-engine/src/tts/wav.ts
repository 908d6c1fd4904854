import { closeSync, openSync, writeSync } from 'node:fs';

const HEADER_BYTES = 44;

/** Canonical 44-byte PCM WAV header for 16-bit little-endian samples. */
export function wavHeader(dataBytes: number, sampleRate: number, channels = 1): Buffer {
  const blockAlign = channels * 2;
  const h = Buffer.alloc(HEADER_BYTES);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16); // fmt chunk size
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(channels, 22);
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * blockAlign, 28);
  h.writeUInt16LE(blockAlign, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(dataBytes, 40);
  return h;
}

/**
 * Appends PCM to a WAV file as it is produced, so hours of narration never sit in memory.
 * The header is written with a zero length first and patched on close.
 */
export class WavWriter {
  private fileDescriptor: number;
  private dataBytes = 0;

  constructor(
    readonly path: string,
    readonly sampleRate: number,
    readonly channels = 1,
  ) {
    this.fileDescriptor = openSync(path, 'w');
    writeSync(this.fileDescriptor, wavHeader(0, sampleRate, channels));
  }

  /** Open descriptor, for a writer elsewhere (the eSpeak worker) to append PCM to. */
  get fd(): number {
    if (this.fileDescriptor < 0) throw new Error('WAV already closed');
    return this.fileDescriptor;
  }

  /** Records PCM that was appended through `fd` by someone else. */
  appended(bytes: number): void {
    if (bytes % 2 !== 0) throw new Error('PCM must be whole 16-bit samples');
    this.dataBytes += bytes;
  }

  get samplesWritten(): number {
    return this.dataBytes / (2 * this.channels);
  }

  get durationMs(): number {
    return (this.samplesWritten / this.sampleRate) * 1000;
  }

  write(samples: Int16Array | Buffer): void {
    const buf = Buffer.isBuffer(samples)
      ? samples
      : Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
    if (buf.length % 2 !== 0) throw new Error('PCM chunk must hold whole 16-bit samples');
    writeSync(this.fileDescriptor, buf);
    this.dataBytes += buf.length;
  }

  writeSilence(ms: number): void {
    const samples = Math.round((ms / 1000) * this.sampleRate) * this.channels;
    const chunk = Buffer.alloc(Math.min(samples, 65536) * 2);
    let left = samples * 2;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      writeSync(this.fileDescriptor, chunk, 0, n);
      left -= n;
    }
    this.dataBytes += samples * 2;
  }

  close(): void {
    if (this.fileDescriptor < 0) return;
    writeSync(this.fileDescriptor, wavHeader(this.dataBytes, this.sampleRate, this.channels), 0, HEADER_BYTES, 0);
    closeSync(this.fileDescriptor);
    this.fileDescriptor = -1;
  }
}

export interface WavInfo {
  /** 1 = integer PCM, 3 = IEEE float (WAVE_FORMAT_EXTENSIBLE is read through to its subformat). */
  format: number;
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  dataOffset: number;
  dataBytes: number;
}

/** Parses the chunk list of a PCM WAV header (tolerates extra chunks such as LIST). */
export function parseWavHeader(head: Buffer, lenient = false): WavInfo {
  if (head.length < 12 || head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let pos = 12;
  let fmt: Omit<WavInfo, 'dataOffset' | 'dataBytes'> | undefined;
  while (pos + 8 <= head.length) {
    const id = head.toString('ascii', pos, pos + 4);
    const size = head.readUInt32LE(pos + 4);
    if (id === 'fmt ') {
      const tag = head.readUInt16LE(pos + 8);
      fmt = {
        format: tag === 0xfffe && size >= 26 ? head.readUInt16LE(pos + 32) : tag,
        channels: head.readUInt16LE(pos + 10),
        sampleRate: head.readUInt32LE(pos + 12),
        bitsPerSample: head.readUInt16LE(pos + 22),
      };
    } else if (id === 'data') {
      if (!fmt) throw new Error('WAV data chunk before fmt chunk');
      return { ...fmt, dataOffset: pos + 8, dataBytes: size };
    }
    // A streamed WAV may carry a placeholder size on chunks it could not know the length of.
    if (lenient && size >= 0x7fffffff) break;
    pos += 8 + size + (size % 2);
  }
  throw new Error('WAV header incomplete (no data chunk in the first bytes)');
}
