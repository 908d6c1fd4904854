import { AGENT_KEYS, AGENT_SETTINGS_DEFAULTS, type AgentInfo, type AgentKey, type AgentSettings, type AgentsList } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { onlineWorkers } from '../workers/index.ts';
import type { UserRow } from '../auth/index.ts';
import { allowance } from '../plans/index.ts';
import { AGENT_SOURCES, type AgentFacts, type AgentSource } from './agent-sources.ts';
import { agentSettingsService } from '../agent-settings/index.ts';
import { agentStatusRepository } from './agent-status.repository.ts';
import { agentsService } from './agents.service.ts';

export const START_WORKER =
  'Start a worker process (npm run worker), or run the workers inside the web process (RUN_WORKERS=true).';

/** GET /api/agents and the settings dialog: each agent's real state for one user (ADR 0028). */
export function agentStatusService(ctx: AppContext) {
  const agentSettings = agentSettingsService(ctx);

  /** Waiting jobs of these queues (everyone's); null when the queue cannot be read. */
  async function depth(queues: string[]) {
    const queue = ctx.queue;
    if (!queue || !queues.length) return null;
    const sizes = await Promise.all(queues.map((q) => queue.size(q, { before: 'active' }))).catch((err: unknown) => {
      ctx.logger.warn({ err }, 'queue size unavailable');
      return null;
    });
    return sizes ? sizes.reduce((a, b) => a + b, 0) : null;
  }

  async function describe(key: AgentKey, source: AgentSource, facts: AgentFacts, served: Set<string>, settings: AgentSettings): Promise<AgentInfo> {
    const [reading, queueDepth] = await Promise.all([source.read(facts), depth(source.depthQueues)]);
    const missing = source.workerQueues.filter((q) => !served.has(q));
    const blocked = missing.length
      ? { reason: `No worker is serving ${missing.join(' and ')} (no heartbeat in the last 45 seconds).`, enable: START_WORKER }
      : reading.blocked;
    const status = blocked ? 'inactive' : reading.inFlight > 0 ? 'processing' : 'active';
    return {
      key,
      status,
      reason: blocked?.reason ?? null,
      enable: blocked?.enable ?? null,
      queueDepth,
      inFlight: reading.inFlight,
      lastRun: reading.lastRun,
      note: reading.note ?? null,
      settings,
      applies: source.applies,
    };
  }

  return {
    async list(user: UserRow): Promise<AgentsList> {
      const health = await agentsService(ctx).health(user.id);
      const [workers, saved] = await Promise.all([onlineWorkers(ctx), agentSettings.all(user.id)]);
      const served = new Set(workers.flatMap((w) => w.queues));
      const facts: AgentFacts = {
        ctx,
        userId: user.id,
        repo: agentStatusRepository(ctx.db),
        ffmpeg: health.ffmpeg.available,
        writer: { kind: health.llm.provider, configured: health.llm.configured },
        tts: health.tts.engine,
        subscriptionStatus: user.subscriptionStatus,
        allowance: () => allowance(ctx, user),
      };
      const agents = await Promise.all(
        AGENT_KEYS.map((key) => describe(key, AGENT_SOURCES[key], facts, served, saved.get(key) ?? { ...AGENT_SETTINGS_DEFAULTS })),
      );
      return { checkedAt: ctx.clock.now().toISOString(), agents };
    },

    getSettings: (user: UserRow, key: AgentKey) => agentSettings.one(user.id, key),

    /** Saves, and re-prioritises this user's jobs of the agent already waiting in the queue. */
    async saveSettings(user: UserRow, key: AgentKey, next: AgentSettings) {
      const requeued = await agentSettings.save(user.id, key, next);
      return { ...next, requeued };
    },
  };
}
