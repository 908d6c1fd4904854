import type { FastifyBaseLogger } from 'fastify';

/** Logs structured records (pino's interface; tests pass a silent one). */
export type Logger = FastifyBaseLogger;
