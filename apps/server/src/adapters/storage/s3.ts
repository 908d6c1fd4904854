import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ByteRange, Storage, StoredFile } from './storage.ts';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Any S3-compatible endpoint (MinIO, R2, B2, Ceph...); AWS itself when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key), which most self-hosted stores need. */
  forcePathStyle?: boolean;
  /** Prepended to every key, so one bucket can hold several installations. */
  prefix?: string;
}

/** Parts of a streamed upload: S3's minimum (5 MB) makes a 1 GB render ~200 parts in flight 4 at a time. */
const PART_SIZE = 8 * 1024 * 1024;

/** Passes on only bytes [start, end] of what flows through it. */
function byteRange({ start, end }: ByteRange): Transform {
  let pos = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      const from = Math.max(0, start - pos);
      const to = Math.min(chunk.length, end + 1 - pos);
      pos += chunk.length;
      done(null, from < to ? chunk.subarray(from, to) : undefined);
    },
  });
}

/** Errors the callers treat as "no such file" carry the same code as the local driver's. */
function notFound(key: string): NodeJS.ErrnoException {
  const err: NodeJS.ErrnoException = new Error(`no such file in storage: ${key}`);
  err.code = 'ENOENT';
  return err;
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible object store. Same contract as LocalStorage: puts stream (multipart,
 * never the whole file in memory) and become visible only when complete; reads stream, with
 * ranges; a prefix is a folder ('a/b' lists 'a/b/c', never 'a/bc').
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly base: string;

  constructor(cfg: S3StorageConfig) {
    const options: S3ClientConfig = {
      region: cfg.region,
      endpoint: cfg.endpoint,
      forcePathStyle: cfg.forcePathStyle,
      // Checksums only where S3 requires them: several S3-compatible stores reject the
      // streaming CRC trailers the SDK sends by default since 2025.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    if (cfg.accessKeyId && cfg.secretAccessKey) {
      options.credentials = { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey };
    }
    this.client = new S3Client(options);
    this.bucket = cfg.bucket;
    this.base = cfg.prefix ? `${cfg.prefix.replace(/\/+$/, '')}/` : '';
  }

  private key(key: string): string {
    if (!key || key.startsWith('/') || key.split('/').some((part) => part === '..' || part === '.')) {
      throw new Error(`storage key escapes root: ${key}`);
    }
    return this.base + key;
  }

  private folder(prefix: string): string {
    const p = prefix.replace(/\/+$/, '');
    if (!p || p === '.') return this.base;
    return `${this.key(p)}/`;
  }

  async put(key: string, data: Buffer | Readable): Promise<void> {
    // A multipart upload is invisible until completed, and aborted on error (lib-storage).
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.key(key), Body: data },
      partSize: PART_SIZE,
      queueSize: 4,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async putFile(key: string, localPath: string): Promise<void> {
    await this.put(key, fs.createReadStream(localPath));
    await fsp.rm(localPath, { force: true });
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.key(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(res.Body instanceof Readable)) throw new Error('S3 returned no stream');
      if (!range) return res.Body;
      // HTTP lets a server answer a range request with the whole file (200) or a wider range;
      // some S3-compatible stores do for edge ranges such as bytes=0-0. Then the asked-for bytes
      // are cut out here.
      const served = /^bytes (\d+)-(\d+)\//.exec(res.ContentRange ?? '');
      const from = served ? Number(served[1]) : 0;
      const to = served ? Number(served[2]) : Number.POSITIVE_INFINITY;
      if (from === range.start && to === range.end) return res.Body;
      return res.Body.pipe(byteRange({ start: range.start - from, end: range.end - from }));
    } catch (err) {
      if (isMissing(err)) throw notFound(key);
      throw err;
    }
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async copyToFile(key: string, localPath: string): Promise<boolean> {
    let body: Readable;
    try {
      body = await this.read(key);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw err;
    }
    await pipeline(body, fs.createWriteStream(localPath));
    return true;
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.folder(prefix), ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key.slice(this.base.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async delete(key: string | null | undefined): Promise<void> {
    if (!key) return;
    // S3 answers 204 whether or not the key existed, like rm --force.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const keys = await this.list(prefix);
    // DeleteObjects takes at most 1000 keys a call.
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000).map((k) => ({ Key: this.key(k) }));
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }));
    }
  }

  /** Closes the client's sockets (tests, shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}
