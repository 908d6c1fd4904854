import type { AppContext } from '../../context/index.ts';
import { AppError } from '../../lib/errors.ts';
import { strategyRepository, type StrategyRunKind, type StrategyRunRow } from './strategy.repository.ts';

/**
 * Runs one agent job and keeps its outcome: the result on success, the reason on failure (then
 * the error goes on to the caller). A refused request (4xx) is the user's input, not a run.
 */
export async function recordRun(
  ctx: AppContext,
  userId: string,
  kind: StrategyRunKind,
  niche: string | null,
  work: () => Promise<unknown>,
): Promise<StrategyRunRow> {
  const repo = strategyRepository(ctx.db);
  try {
    const result = await work();
    return await repo.insert({ userId, kind, niche, outcome: 'succeeded', result });
  } catch (err) {
    if (!(err instanceof AppError && err.status < 500)) {
      const error = err instanceof AppError ? err.message : 'The agent stopped with an unexpected error.';
      await repo.insert({ userId, kind, niche, outcome: 'failed', error }).catch((e: unknown) => ctx.logger.warn({ err: e }, 'run not recorded'));
    }
    throw err;
  }
}
