import type { z } from 'zod';
import type { JobDefinition as QueueJob } from '../adapters/queue/queue.ts';
import type { AppContext } from '../context/index.ts';

/** One job kind of this app: its handler receives the app's context. */
export type JobDefinition<S extends z.ZodType = z.ZodType> = QueueJob<AppContext, S>;

export const defineJob = <S extends z.ZodType>(def: JobDefinition<S>) => def as unknown as JobDefinition;
