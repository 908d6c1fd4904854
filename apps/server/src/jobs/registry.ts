import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { AppContext } from '../lib/context.ts';

/** One job kind: a stable name, its payload contract and the handler that does the work. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  /** Per-worker concurrency. */
  concurrency?: (ctx: AppContext) => number;
  queue?: Omit<PgBoss.Queue, 'name'>;
  /** Cron schedule for periodic jobs (sweeps). */
  schedule?: string;
  /** Also run once as soon as this worker starts (sweeps: recover what a dead worker left). */
  runAtStart?: boolean;
  handler: (ctx: AppContext, data: z.infer<S>, job: PgBoss.JobWithMetadata<unknown>) => Promise<void>;
}

export const defineJob = <S extends z.ZodType>(def: JobDefinition<S>) => def as unknown as JobDefinition;

export const BOSS_SCHEMA = 'pgboss';

export function createBoss(url: string) {
  return new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 5, monitorStateIntervalSeconds: 30 });
}

/** Creates the queues (idempotent) so producers can send even when no worker runs here. */
export async function ensureQueues(boss: PgBoss, jobs: JobDefinition[]) {
  for (const job of jobs) await boss.createQueue(job.name, { name: job.name, ...job.queue });
}

export async function startWorkers(ctx: AppContext, boss: PgBoss, jobs: JobDefinition[]) {
  for (const job of jobs) {
    const concurrency = job.concurrency?.(ctx) ?? 1;
    for (let i = 0; i < concurrency; i++) {
      await boss.work(job.name, { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true }, async ([raw]) => {
        if (!raw) return;
        const data = job.payload.parse(raw.data);
        await job.handler(ctx, data, raw);
      });
    }
    if (job.schedule) await boss.schedule(job.name, job.schedule, {});
    if (job.runAtStart) await boss.send(job.name, {}, { singletonKey: 'start', singletonSeconds: 10 });
  }
}
