import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/** One file of a streamed archive: its bytes are opened only when the archive reaches it. */
export interface ZipStreamEntry {
  name: string;
  modifiedAt: Date;
  open(): Promise<AsyncIterable<Buffer | Uint8Array>>;
}

/** Classic ZIP fields are 32-bit: an archive (and so every file and offset) stays under 4 GiB. */
export const ZIP_MAX_BYTES = 0xffffffff;

function dosDateTime(d: Date): { time: number; date: number } {
  const year = Math.max(1980, d.getFullYear());
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

const FLAGS = 0x0808; // bit 3: sizes and CRC follow the data; bit 11: UTF-8 names

/**
 * A ZIP archive written as it is read: files stored (media are compressed already), each one's
 * CRC and size counted while its bytes pass and written after them in a data descriptor. Memory
 * is one chunk at a time, whatever the files weigh. Callers keep the total under ZIP_MAX_BYTES.
 */
export function zipStream(entries: ZipStreamEntry[]): Readable {
  async function* generate() {
    const central: Buffer[] = [];
    let offset = 0;
    for (const entry of entries) {
      const name = Buffer.from(entry.name, 'utf8');
      const { time, date } = dosDateTime(entry.modifiedAt);
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(FLAGS, 6);
      local.writeUInt16LE(0, 8); // stored
      local.writeUInt16LE(time, 10);
      local.writeUInt16LE(date, 12);
      // CRC and sizes (14..25) stay 0 here: the data descriptor carries them.
      local.writeUInt16LE(name.length, 26);
      yield local;
      yield name;

      let crc = 0;
      let size = 0;
      for await (const chunk of await entry.open()) {
        const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        crc = crc32(buf, crc);
        size += buf.length;
        yield buf;
      }
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc >>> 0, 4);
      descriptor.writeUInt32LE(size, 8);
      descriptor.writeUInt32LE(size, 12);
      yield descriptor;

      const c = Buffer.alloc(46);
      c.writeUInt32LE(0x02014b50, 0);
      c.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, 2.0
      c.writeUInt16LE(20, 6);
      c.writeUInt16LE(FLAGS, 8);
      c.writeUInt16LE(0, 10);
      c.writeUInt16LE(time, 12);
      c.writeUInt16LE(date, 14);
      c.writeUInt32LE(crc >>> 0, 16);
      c.writeUInt32LE(size, 20);
      c.writeUInt32LE(size, 24);
      c.writeUInt16LE(name.length, 28);
      c.writeUInt32LE((0o100644 << 16) >>> 0, 38);
      c.writeUInt32LE(offset, 42);
      central.push(c, name);
      offset += local.length + name.length + size + descriptor.length;
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    yield directory;
    yield end;
  }
  return Readable.from(generate(), { objectMode: false });
}

/** "clip.mp4" twice becomes "clip.mp4" and "clip (2).mp4": archives need distinct names. */
export function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const n = (seen.get(name.toLowerCase()) ?? 0) + 1;
    seen.set(name.toLowerCase(), n);
    if (n === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  });
}

/** The same archive gathered in memory, for small exports (an avatar's pictures, voice and details). */
export async function zipBuffer(entries: { name: string; data: Buffer }[], modifiedAt: Date): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = zipStream(entries.map((e) => ({ name: e.name, modifiedAt, open: async () => Readable.from([e.data]) })));
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
