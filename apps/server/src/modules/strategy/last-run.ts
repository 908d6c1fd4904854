import type { AppContext } from '../../context/index.ts';
import { strategyRepository, type StrategyRunKind } from './strategy.repository.ts';

/** What the agents' status shows for one of these agents: when it last ran and how it went. */
export interface AgentLastRun {
  at: Date;
  outcome: 'succeeded' | 'failed';
  /** Why it failed (null on success). */
  error: string | null;
}

async function lastRun(ctx: AppContext, userId: string, kind: StrategyRunKind): Promise<AgentLastRun | null> {
  const row = await strategyRepository(ctx.db).latest(userId, kind);
  return row ? { at: row.createdAt, outcome: row.outcome, error: row.error } : null;
}

/** The strategy agent's last weekly plan for this user (null: never ran). */
export const lastStrategyRun = (ctx: AppContext, userId: string) => lastRun(ctx, userId, 'plan');

/** The starter-pack agent's last bundle for this user (null: never ran). */
export const lastStarterPackRun = (ctx: AppContext, userId: string) => lastRun(ctx, userId, 'starter_pack');
