import type { z } from 'zod';

/** Job states as the queue reports them. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface QueuedJob {
  id: string;
  state: JobState;
  startAfter: Date | null;
  startedOn: Date | null;
  retryCount: number;
}

export interface SendOptions {
  /** A stable id: a second send with the same id is ignored (nothing is queued twice). */
  id?: string;
  startAfter?: Date | number;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  expireInHours?: number;
  priority?: number;
  singletonKey?: string;
  singletonSeconds?: number;
}

/** A queue's own settings (created once, idempotently). */
export interface QueueOptions {
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

/** How a handler sees the job it runs. */
export interface RunningJob {
  id: string;
  retryCount: number;
  retryLimit: number;
}

/**
 * Durable background work, as services and jobs see it. The pg-boss driver (same Postgres) is
 * the only implementation; services never touch the library itself.
 */
export interface JobQueue {
  /** Queues a job; null when a job with the same id already exists. */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  cancel(name: string, ids: string | string[]): Promise<void>;
  /** Fails an active job (a dead worker's): the queue retries it if it has retries left. */
  fail(name: string, id: string, reason: string): Promise<void>;
  find(name: string, id: string): Promise<QueuedJob | null>;
  /** Jobs waiting (before: 'active') or waiting and running. */
  size(name: string, opts?: { before?: 'active' }): Promise<number>;
  delete(name: string, id: string): Promise<void>;
}

/**
 * One job kind: a stable name, its payload contract and the handler that does the work. Generic
 * over what handlers receive (the app's context), so the queue adapter never imports the app.
 */
export interface JobDefinition<C = unknown, S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  /** Per-worker concurrency. */
  concurrency?: (ctx: C) => number;
  queue?: QueueOptions;
  /** Cron schedule for periodic jobs (sweeps). */
  schedule?: string;
  /** Also run once as soon as this worker starts (sweeps: recover what a dead worker left). */
  runAtStart?: boolean;
  handler: (ctx: C, data: z.infer<S>, job: RunningJob) => Promise<void>;
}
