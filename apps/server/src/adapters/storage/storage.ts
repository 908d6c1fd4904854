import type { Readable } from 'node:stream';

/** What storage knows about a stored file. */
export interface StoredFile {
  size: number;
  modifiedAt: Date;
}

/** A byte range, both ends inclusive (as HTTP Range writes it). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where files live (renders, avatars, profile photos, library uploads). Keys are relative,
 * '/'-separated and chosen by the server, never by users. Modules only ever see this interface,
 * so a driver other than the local disk (an object store) can stand in without them changing.
 */
export interface Storage {
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** Takes over a finished local file (e.g. a render in a temp dir); the source is gone after. */
  putFile(key: string, localPath: string): Promise<void>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** null when there is no such file. */
  stat(key: string): Promise<StoredFile | null>;
  /** A copy on local disk for tools that need a path (ffmpeg); false when there is no such file. */
  copyToFile(key: string, localPath: string): Promise<boolean>;
  /** Every key under a prefix ('a/b/' lists 'a/b/c.png', 'a/b/d/e.json'). */
  list(prefix: string): Promise<string[]>;
  delete(key: string | null | undefined): Promise<void>;
  /** Removes every file under a prefix (a video's or an avatar's folder). */
  deletePrefix(prefix: string): Promise<void>;
}

/** A small stored file whole (JSON markers, avatar images); null when there is no such file. */
export async function readBuffer(storage: Storage, key: string): Promise<Buffer | null> {
  if (!(await storage.stat(key))) return null;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null; // removed between stat and read
    throw err;
  }
  return Buffer.concat(chunks);
}
