import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { EspeakEvent, EspeakVoiceInfo } from '@echogarden/espeak-ng-emscripten';
import { ESPEAK_WORKER_SOURCE } from './espeak-worker-source.ts';

export interface SynthRequest {
  text: string;
  /** Open file descriptor the 16-bit PCM is appended to. */
  fd: number;
  /** eSpeak voice name, e.g. "gmw/en-US+m3". */
  voice: string;
  rate: number;
  pitch: number;
  range: number;
}

export interface SynthOutput {
  sampleRate: number;
  /** PCM bytes appended to the file descriptor. */
  bytes: number;
  events: EspeakEvent[];
}

type Reply =
  | ({ id: number; kind: 'done' } & SynthOutput)
  | { id: number; kind: 'voices'; voices: EspeakVoiceInfo[] }
  | { id: number; kind: 'error'; message: string };

interface Pending {
  onReply: (reply: Reply) => void;
  fail: (err: Error) => void;
}

/**
 * eSpeak NG in a worker thread. Synthesis no longer blocks the caller's event loop, and
 * terminate() hands back the ~100 MB of WASM heap and compiled code once narration is done,
 * before ffmpeg starts encoding.
 */
export class EspeakHost {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private start(): Worker {
    if (this.worker) return this.worker;
    const moduleUrl = pathToFileURL(createRequire(import.meta.url).resolve('@echogarden/espeak-ng-emscripten')).href;
    const worker = new Worker(ESPEAK_WORKER_SOURCE, {
      eval: true,
      workerData: { moduleUrl },
      // A small young generation trims ~10 MB of peak RSS at no measurable cost in speed.
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    });
    worker.on('message', (reply: Reply) => this.pending.get(reply.id)?.onReply(reply));
    const failAll = (err: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      for (const p of this.pending.values()) p.fail(err);
      this.pending.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`eSpeak worker exited (code ${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private request(
    body: { kind: 'voices' } | ({ kind: 'synth' } & SynthRequest),
    onReply: (r: Reply) => boolean,
  ): Promise<void> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      const settle = (err?: Error) => {
        this.pending.delete(id);
        // Only keep the process alive while a request is in flight.
        if (this.pending.size === 0) worker.unref();
        if (err) reject(err);
        else resolve();
      };
      this.pending.set(id, {
        onReply: (reply) => {
          if (reply.kind === 'error') settle(new Error(`eSpeak: ${reply.message}`));
          else if (onReply(reply)) settle();
        },
        fail: settle,
      });
      worker.ref();
      worker.postMessage({ id, ...body });
    });
  }

  async listVoices(): Promise<EspeakVoiceInfo[]> {
    let voices: EspeakVoiceInfo[] = [];
    await this.request({ kind: 'voices' }, (r) => {
      if (r.kind === 'voices') voices = r.voices;
      return r.kind === 'voices';
    });
    return voices;
  }

  /** Appends the speech to req.fd and resolves with its length and eSpeak's events. */
  async synthesize(req: SynthRequest): Promise<SynthOutput> {
    let out: SynthOutput = { sampleRate: 0, bytes: 0, events: [] };
    await this.request({ kind: 'synth', ...req }, (r) => {
      if (r.kind === 'done') out = { sampleRate: r.sampleRate, bytes: r.bytes, events: r.events };
      return r.kind === 'done';
    });
    return out;
  }

  /** Stops the worker (and any synthesis in flight, which then rejects). */
  async terminate(reason = new Error('eSpeak worker stopped')): Promise<void> {
    const w = this.worker;
    if (!w) return;
    this.worker = undefined;
    for (const p of this.pending.values()) p.fail(reason);
    this.pending.clear();
    await w.terminate();
  }
}
