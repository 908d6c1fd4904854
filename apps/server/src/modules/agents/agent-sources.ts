import type { AgentKey, AgentRun } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { PUBLISH_JOB } from '../../job-contracts/index.ts';
import { RENDER_LONG_QUEUE, RENDER_QUEUE } from '../../job-contracts/index.ts';
import { lastStarterPackRun, lastStrategyRun } from '../strategy/index.ts';
import type { Allowance } from '../plans/index.ts';
import type { AgentStatusRepository } from './agent-status.repository.ts';

/** What every source may read, gathered once per request. */
export interface AgentFacts {
  ctx: AppContext;
  userId: string;
  repo: AgentStatusRepository;
  ffmpeg: boolean;
  /** Who writes scripts for this user ('builtin' when no language model is configured). */
  writer: { kind: string; configured: boolean };
  tts: string;
  subscriptionStatus: string;
  /** The Free plan's videos this month (modules/plans, on the injected clock). */
  allowance: () => Promise<Allowance>;
}

export interface Blocked {
  reason: string;
  enable: string;
}
export interface SourceReading {
  inFlight: number;
  lastRun: AgentRun | null;
  /** Set when the agent cannot work for this user even with its workers up. */
  blocked?: Blocked | null;
  note?: string | null;
}

export interface AgentSource {
  /** Queues a live worker must serve; empty: the agent runs inside the API process itself. */
  workerQueues: string[];
  /** Queues whose waiting jobs make this agent's queue depth; empty: no queue. */
  depthQueues: string[];
  applies: { priority: boolean; autoScaling: boolean; resourceAllocation: boolean };
  read(facts: AgentFacts): Promise<SourceReading>;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const run = (at: Date | null | undefined, outcome: AgentRun['outcome'], detail: string | null): AgentRun | null =>
  at ? { at: iso(at)!, outcome, detail } : null;

/** The strategy agent's weekly plans and the starter-pack bundles, as modules/strategy records them. */
export async function strategyLastRun(ctx: AppContext, userId: string, agent: 'strategy' | 'starter_pack'): Promise<AgentRun | null> {
  const last = await (agent === 'strategy' ? lastStrategyRun : lastStarterPackRun)(ctx, userId);
  return last ? run(last.at, last.outcome === 'succeeded' ? 'succeeded' : 'failed', last.error) : null;
}

const writerNote = (f: AgentFacts) =>
  f.writer.configured ? `Written by your language model (${f.writer.kind})` : 'Written by the built-in writer (no language model configured)';

const strategySource = (agent: 'strategy' | 'starter_pack'): AgentSource => ({
  workerQueues: [],
  depthQueues: [],
  applies: { priority: false, autoScaling: false, resourceAllocation: false },
  // A script writer is always there (the built-in one at least), so these agents can always work.
  read: async (f) => ({ inFlight: 0, lastRun: await strategyLastRun(f.ctx, f.userId, agent), note: writerNote(f) }),
});

const NO_FFMPEG: Blocked = {
  reason: 'ffmpeg was not found, so videos cannot be encoded.',
  enable: 'Install ffmpeg on the server or set FFMPEG_PATH to its binary.',
};
const NO_CONNECTION: Blocked = {
  reason: 'No platform is connected to your account.',
  enable: 'Connect TikTok, YouTube or another platform in the Post Scheduler.',
};

/** Each agent of the orchestra and the real work behind it (ADR 0028). */
export const AGENT_SOURCES: Record<AgentKey, AgentSource> = {
  video_creation: {
    workerQueues: [RENDER_QUEUE, RENDER_LONG_QUEUE],
    depthQueues: [RENDER_QUEUE, RENDER_LONG_QUEUE],
    applies: { priority: true, autoScaling: true, resourceAllocation: true },
    async read(f) {
      const [inFlight, last] = await Promise.all([f.repo.rendering(f.userId), f.repo.lastRender(f.userId)]);
      const lastRun = !last
        ? null
        : last.status === 'generating'
          ? run(last.requested, 'running', last.title)
          : last.status === 'failed'
            ? run(last.requested, 'failed', last.error)
            : run(last.rendered ?? last.requested, 'succeeded', last.title);
      return { inFlight, lastRun, blocked: f.ffmpeg ? null : NO_FFMPEG, note: `Narration by ${f.tts}` };
    },
  },
  avatar_synthesis: {
    // Synthesis runs in the API when the avatar is made; its presenter is drawn by the render worker.
    workerQueues: [],
    depthQueues: [],
    applies: { priority: false, autoScaling: false, resourceAllocation: false },
    async read(f) {
      const last = await f.repo.lastAvatar(f.userId);
      return { inFlight: 0, lastRun: last ? run(last.at, 'succeeded', last.name) : null };
    },
  },
  multi_channel_posting: {
    workerQueues: [PUBLISH_JOB],
    depthQueues: [PUBLISH_JOB],
    applies: { priority: true, autoScaling: false, resourceAllocation: false },
    async read(f) {
      const [inFlight, last, connections] = await Promise.all([
        f.repo.publishing(f.userId),
        f.repo.lastPublish(f.userId),
        f.repo.activeConnections(f.userId),
      ]);
      const lastRun = last ? run(last.at, last.status === 'posted' ? 'succeeded' : 'failed', last.error ?? last.platform) : null;
      return { inFlight, lastRun, blocked: connections ? null : NO_CONNECTION, note: connections === 1 ? '1 platform connected' : `${connections} platforms connected` };
    },
  },
  analytics: {
    workerQueues: ['metrics-sync'],
    depthQueues: [],
    applies: { priority: true, autoScaling: true, resourceAllocation: false },
    async read(f) {
      const [sync, connections] = await Promise.all([f.repo.metricSync(f.userId), f.repo.activeConnections(f.userId)]);
      const report = Array.isArray(sync?.report) ? (sync.report as { error?: string | null }[]) : [];
      const errors = report.map((r) => r.error).filter((e): e is string => !!e);
      const lastRun = sync?.syncedAt ? run(sync.syncedAt, errors.length ? 'failed' : 'succeeded', errors[0] ?? null) : null;
      const interval = f.ctx.config.METRICS_SYNC_INTERVAL_SECONDS;
      const blocked = !connections
        ? NO_CONNECTION
        : interval === 0
          ? { reason: 'Periodic statistics collection is turned off on this server.', enable: 'Set METRICS_SYNC_INTERVAL_SECONDS (at least 60) and restart.' }
          : null;
      // A claim newer than the last sync is a sync running now.
      const running = !!sync?.claimedAt && (!sync.syncedAt || sync.claimedAt > sync.syncedAt);
      return { inFlight: running ? 1 : 0, lastRun, blocked, note: interval ? `Every ${Math.round(interval / 60)} min` : null };
    },
  },
  monetization: {
    workerQueues: [],
    depthQueues: [],
    applies: { priority: false, autoScaling: false, resourceAllocation: false },
    async read(f) {
      const { STRIPE_SECRET_KEY, BILLING_SANDBOX } = f.ctx.config;
      const provider = STRIPE_SECRET_KEY ? 'Stripe' : BILLING_SANDBOX ? 'the payment sandbox' : null;
      const billing = await f.repo.billing(f.userId);
      const plan = await f.allowance();
      const note = plan.premium
        ? `Premium via ${provider ?? 'your plan'}: unlimited videos`
        : `Free plan: ${plan.used} of ${plan.limit} videos this month`;
      const blocked = provider
        ? null
        : { reason: 'No payment provider is configured, so plans cannot be bought.', enable: 'Set STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET (or BILLING_SANDBOX=true outside production).' };
      return { inFlight: 0, lastRun: billing ? run(billing.at, 'succeeded', billing.status) : null, blocked, note };
    },
  },
  strategy: strategySource('strategy'),
  starter_pack: strategySource('starter_pack'),
  support: {
    workerQueues: [],
    depthQueues: [],
    applies: { priority: false, autoScaling: false, resourceAllocation: false },
    // The help assistant answers offline from the product's docs; a language model only improves it.
    read: async (f) => ({
      inFlight: 0,
      lastRun: null,
      note: f.writer.configured ? `Language model configured (${f.writer.kind})` : 'Answers offline; no language model configured',
    }),
  },
};
