import type { z } from 'zod';
import type { QueueOptions, RunningJob } from '../adapters/queue/queue.ts';
import type { AppContext } from '../lib/context.ts';

/** One job kind: a stable name, its payload contract and the handler that does the work. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  /** Per-worker concurrency. */
  concurrency?: (ctx: AppContext) => number;
  queue?: QueueOptions;
  /** Cron schedule for periodic jobs (sweeps). */
  schedule?: string;
  /** Also run once as soon as this worker starts (sweeps: recover what a dead worker left). */
  runAtStart?: boolean;
  handler: (ctx: AppContext, data: z.infer<S>, job: RunningJob) => Promise<void>;
}

export const defineJob = <S extends z.ZodType>(def: JobDefinition<S>) => def as unknown as JobDefinition;
