import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

export interface RunOptions {
  signal?: AbortSignal;
  /** Called with the output position in seconds as ffmpeg reports it (-progress pipe:1). */
  onOutTime?: (seconds: number) => void;
  /** Called once the process exists, e.g. to sample its memory from /proc. */
  onSpawn?: (pid: number) => void;
  /** Streams written to the process's fds 3, 4, ... (read by ffmpeg as pipe:3, pipe:4, ...). */
  inputs?: AsyncIterable<Buffer>[];
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/** Reads out_time from a block of `-progress` key=value lines; undefined when absent. */
export function parseOutTime(block: string): number | undefined {
  let seconds: number | undefined;
  for (const line of block.split('\n')) {
    const [key, value] = line.trim().split('=', 2);
    if (!value || value === 'N/A') continue;
    // out_time_ms is in microseconds too (a long-standing ffmpeg quirk).
    if (key === 'out_time_us' || key === 'out_time_ms') {
      const us = Number(value);
      if (Number.isFinite(us)) seconds = us / 1e6;
    } else if (key === 'out_time' && seconds === undefined) {
      const m = /^(-?\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(value);
      if (m) seconds = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
    }
  }
  return seconds;
}

const STDERR_KEEP = 8192;

/**
 * glibc's malloc for ffmpeg: frames of 1080x1920 and up (3 MB and more) are mmap()ed and
 * munmap()ed one by one, and a freed heap top is handed back to the kernel, so every frame a
 * filter copies (an overlay making the decoder's frame writable) costs fresh, zeroed pages. Kept
 * in the heap instead, a footage pass spends about a third of the system time it did (0.5 -> 0.15
 * s per 16 s part) at the same peak memory (ADR 0055). Other libcs ignore the variable. A caller's
 * own GLIBC_TUNABLES are kept, with these two appended (the last setting of a tunable wins): the
 * server runs with a lower threshold of its own (scripts/malloc-tunables.mjs), which suits its
 * design buffers, not ffmpeg's frames.
 */
export const FFMPEG_MALLOC_TUNABLES = 'glibc.malloc.mmap_threshold=16777216:glibc.malloc.trim_threshold=33554432';

/** The environment ffmpeg runs in: this process's, with the malloc tunables above. */
export function ffmpegEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const own = env.GLIBC_TUNABLES?.trim();
  return { ...env, GLIBC_TUNABLES: own ? `${own}:${FFMPEG_MALLOC_TUNABLES}` : FFMPEG_MALLOC_TUNABLES };
}

/**
 * Runs ffmpeg; resolves on exit 0 with the tail of its stderr (where filters such as loudnorm
 * print their reports), rejects with that tail otherwise; abort kills it.
 */
export function runFfmpeg(bin: string, args: string[], opts: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    opts.signal?.throwIfAborted();
    const inputs = opts.inputs ?? [];
    // The extra pipes widen spawn's stdio type; stdout and stderr are still pipes.
    const child = spawn(bin, args, {
      env: ffmpegEnv(),
      stdio: ['ignore', 'pipe', 'pipe', ...inputs.map(() => 'pipe' as const)],
    }) as ChildProcessByStdio<null, Readable, Readable>;
    if (child.pid !== undefined) opts.onSpawn?.(child.pid);
    let feedError: unknown;
    inputs.forEach((source, i) => {
      const sink = child.stdio[3 + i];
      if (!sink || !('write' in sink)) return;
      // ffmpeg closing its end early (it failed, or was killed) is reported by its exit status.
      sink.on('error', () => undefined);
      feed(source, sink).catch((err: unknown) => {
        feedError ??= err;
        child.kill('SIGKILL');
      });
    });
    let stderr = '';
    let pending = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d: string) => {
      stderr = (stderr + d).slice(-STDERR_KEEP);
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d: string) => {
      pending += d;
      let idx: number;
      // Each report ends with a "progress=continue|end" line.
      while ((idx = pending.search(/progress=\w+\n/)) >= 0) {
        const end = pending.indexOf('\n', idx) + 1;
        const t = parseOutTime(pending.slice(0, end));
        pending = pending.slice(end);
        if (t !== undefined) opts.onOutTime?.(t);
      }
    });
    const onAbort = () => child.kill('SIGKILL');
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (err) => {
      opts.signal?.removeEventListener('abort', onAbort);
      reject(err);
    });
    child.on('close', (code, sig) => {
      opts.signal?.removeEventListener('abort', onAbort);
      if (opts.signal?.aborted)
        return reject(opts.signal.reason instanceof Error ? opts.signal.reason : new Error('aborted'));
      if (feedError) return reject(feedError instanceof Error ? feedError : new Error(String(feedError)));
      if (code === 0) return resolve(stderr);
      const why = code === null ? `killed by ${sig ?? 'signal'}` : `exit code ${code}`;
      reject(
        new FfmpegError(`ffmpeg failed (${why}): ${stderr.trim().split('\n').slice(-5).join(' | ')}`, code, stderr),
      );
    });
  });
}

/** Writes a stream into a pipe, waiting for it to drain, then closes it. */
async function feed(source: AsyncIterable<Buffer>, sink: Writable): Promise<void> {
  for await (const chunk of source) {
    if (sink.destroyed || sink.writableEnded) return;
    if (!sink.write(chunk)) await new Promise<void>((r) => {
      const done = () => {
        sink.off('drain', done);
        sink.off('close', done);
        r();
      };
      sink.on('drain', done);
      sink.on('close', done);
    });
  }
  sink.end();
}

/** Runs a command to completion and returns its stdout and stderr (for short queries). */
export function capture(bin: string, args: string[]): Promise<{ stdout: string; stderr: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ stdout, stderr, code }));
  });
}
