import type { AgentKey, AgentSettings } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { agentSettingsRepository, settingsOf } from './agent-settings.repository.ts';
import { reprioritiseQueuedJobs } from './requeue.ts';

/** A user's settings for each agent; an agent without a row has the spec's defaults. */
export function agentSettingsService(ctx: AppContext) {
  const repo = agentSettingsRepository(ctx.db);
  return {
    all: (userId: string) => repo.all(userId),
    one: (userId: string, agent: AgentKey) => repo.one(userId, agent),
    /**
     * Saves the settings and, in the same transaction, gives the user's waiting jobs of this agent
     * the priority a fresh job would get now. Returns how many jobs moved.
     */
    save: (userId: string, agent: AgentKey, next: AgentSettings) =>
      repo.save(userId, agent, next, (tx) => reprioritiseQueuedJobs(tx, userId, agent, next.priority)),
  };
}

/** One agent's settings for a user, as the work it steers reads them (renders, publishes). */
export const agentSettingsOf = (ctx: AppContext, userId: string, agent: AgentKey) => settingsOf(ctx.db, userId, agent);
