import PgBoss from 'pg-boss';
import type { JobDefinition, JobQueue, QueuedJob } from './queue.ts';

export const BOSS_SCHEMA = 'pgboss';

export function createBoss(url: string) {
  return new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 5, monitorStateIntervalSeconds: 30 });
}

/** JobQueue on pg-boss: jobs are rows in the same Postgres, so they survive any crash. */
export function bossQueue(boss: PgBoss): JobQueue {
  return {
    send: (name, data, options) => boss.send(name, data, options ?? {}),
    async cancel(name, ids) {
      await boss.cancel(name, Array.isArray(ids) ? ids : [ids]);
    },
    async fail(name, id, reason) {
      await boss.fail(name, id, { message: reason });
    },
    async find(name, id): Promise<QueuedJob | null> {
      const job = await boss.getJobById(name, id);
      return job
        ? { id: job.id, state: job.state, startAfter: job.startAfter ?? null, startedOn: job.startedOn ?? null, retryCount: job.retryCount }
        : null;
    },
    size: (name, opts) => boss.getQueueSize(name, opts?.before ? { before: opts.before } : undefined),
    async delete(name, id) {
      await boss.deleteJob(name, id);
    },
  };
}

/** Creates the queues (idempotent) so producers can send even when no worker runs here. */
export async function ensureQueues(boss: PgBoss, jobs: Pick<JobDefinition, 'name' | 'queue'>[]) {
  for (const job of jobs) await boss.createQueue(job.name, { name: job.name, ...job.queue });
}

export async function startWorkers<C>(ctx: C, boss: PgBoss, jobs: JobDefinition<C>[]) {
  for (const job of jobs) {
    const concurrency = job.concurrency?.(ctx) ?? 1;
    for (let i = 0; i < concurrency; i++) {
      await boss.work(job.name, { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true }, async ([raw]) => {
        if (!raw) return;
        const data = job.payload.parse(raw.data);
        await job.handler(ctx, data, { id: raw.id, retryCount: raw.retryCount, retryLimit: raw.retryLimit });
      });
    }
    if (job.schedule) await boss.schedule(job.name, job.schedule, {});
    if (job.runAtStart) await boss.send(job.name, {}, { singletonKey: 'start', singletonSeconds: 10 });
  }
}
