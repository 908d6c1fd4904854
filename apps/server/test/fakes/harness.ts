import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createPlatforms,
  type CommitPoint,
  type Credentials,
  type PlatformConfig,
  type PublishContext,
  type PublisherTuning,
} from '../../src/adapters/platforms/index.ts';

/** A file of `size` bytes whose every 64 KiB block differs, so reordered or lost bytes show. */
export function tempVideo(size: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rf-pub-'));
  const file = path.join(dir, 'video.mp4');
  const fd = fs.openSync(file, 'w');
  const hash = createHash('sha256');
  const block = 64 * 1024;
  for (let off = 0, i = 0; off < size; off += block, i++) {
    const buf = Buffer.alloc(Math.min(block, size - off), i % 251);
    buf.writeUInt32BE(i, 0);
    fs.writeSync(fd, buf);
    hash.update(buf);
  }
  fs.closeSync(fd);
  return {
    path: file,
    size,
    sha256: hash.digest('hex'),
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A PublishContext that records what the publisher did and never really sleeps. */
export function recordingContext(credentials: Credentials, extra: Partial<PublishContext> = {}) {
  const sleeps: number[] = [];
  const refreshed: Credentials[] = [];
  const commits: CommitPoint[] = [];
  const ctx: PublishContext = {
    credentials,
    async onTokensRefreshed(c) {
      refreshed.push(c);
    },
    async sleep(ms) {
      sleeps.push(ms);
    },
    async onCommitPoint(p) {
      commits.push(p);
    },
    ...extra,
  };
  return { ctx, sleeps, refreshed, commits };
}

/** Fast test tuning: polls sleep 1 ms (recorded, not waited), so header-driven waits stand out. */
export const testTuning = {
  pollIntervalMs: 1,
  maxPolls: 20,
  backoffBaseMs: 10,
  maxBackoffMs: 100,
  requestTimeoutMs: 10_000,
};

/** One platform's publisher from the registry, configured like a server whose env is `config`. */
export function publisherFor(platform: string, config: PlatformConfig, tuning: Partial<PublisherTuning> = {}) {
  const adapter = createPlatforms(config, { tuning: { ...testTuning, ...tuning } }).get(platform);
  if (!adapter) throw new Error(`no platform ${platform} in the registry`);
  return adapter.publisher;
}
