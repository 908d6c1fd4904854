import { z } from 'zod';

/**
 * The eight agents of the orchestra (issue 15, ADR 0028), each a view of real work: a queue, a
 * worker, the user's own rows. Keys are stable; names and descriptions live in the web app.
 */
export const AGENT_KEYS = [
  'video_creation',
  'avatar_synthesis',
  'multi_channel_posting',
  'analytics',
  'monetization',
  'strategy',
  'starter_pack',
  'support',
] as const;
export type AgentKey = (typeof AGENT_KEYS)[number];

export const AGENT_STATUSES = ['active', 'processing', 'inactive'] as const;
export type AgentState = (typeof AGENT_STATUSES)[number];

export const AGENT_PRIORITIES = ['high', 'normal', 'low'] as const;
export type AgentPriority = (typeof AGENT_PRIORITIES)[number];

/** Spec constants: Processing Priority normal, auto-scaling on, resource allocation 75 of 100. */
export const AGENT_SETTINGS_DEFAULTS = { priority: 'normal', autoScaling: true, resourceAllocation: 75 } as const;

export const agentSettingsSchema = z.object({
  priority: z.enum(AGENT_PRIORITIES, { message: 'Processing Priority must be high, normal or low' }),
  autoScaling: z.boolean({ message: 'Auto-scaling must be on or off' }),
  resourceAllocation: z
    .number({ message: 'Resource allocation must be a number from 0 to 100' })
    .int('Resource allocation must be a whole number')
    .min(0, 'Resource allocation must be at least 0')
    .max(100, 'Resource allocation must be at most 100'),
});
export type AgentSettings = z.infer<typeof agentSettingsSchema>;

export const agentSettingsSavedSchema = agentSettingsSchema.extend({
  /** How many of the user's waiting jobs of this agent got the new priority. */
  requeued: z.number().int(),
});
export type AgentSettingsSaved = z.infer<typeof agentSettingsSavedSchema>;

export const agentKeyParamsSchema = z.object({
  key: z.enum(AGENT_KEYS, { message: 'Unknown agent' }),
});

export const agentRunSchema = z.object({
  at: z.string(),
  /** 'succeeded' | 'failed' | 'running', in the agent's own words in `detail`. */
  outcome: z.enum(['succeeded', 'failed', 'running']),
  detail: z.string().nullable(),
});
export type AgentRun = z.infer<typeof agentRunSchema>;

export const agentInfoSchema = z.object({
  key: z.enum(AGENT_KEYS),
  status: z.enum(AGENT_STATUSES),
  /** Why the agent is inactive, and how to enable it; null while it works. */
  reason: z.string().nullable(),
  enable: z.string().nullable(),
  /** Jobs of this agent waiting in the queue (everyone's); null when the agent has no queue. */
  queueDepth: z.number().int().nullable(),
  /** This user's work in flight (renders, publishes, a sync). */
  inFlight: z.number().int(),
  lastRun: agentRunSchema.nullable(),
  /** Facts worth showing (who writes, which engine, the plan), one short line. */
  note: z.string().nullable(),
  settings: agentSettingsSchema,
  /** Which settings this agent honours (the others are saved but change nothing for it). */
  applies: z.object({ priority: z.boolean(), autoScaling: z.boolean(), resourceAllocation: z.boolean() }),
});
export type AgentInfo = z.infer<typeof agentInfoSchema>;

export const agentsListSchema = z.object({ checkedAt: z.string(), agents: z.array(agentInfoSchema) });
export type AgentsList = z.infer<typeof agentsListSchema>;

export const CAPABILITY_CHECKS = [
  'database',
  'render_worker',
  'ffmpeg',
  'tts',
  'script_writer',
  'publish_worker',
  'connections',
  'metrics',
] as const;
export type CapabilityCheckKey = (typeof CAPABILITY_CHECKS)[number];

export const capabilityCheckSchema = z.object({
  key: z.enum(CAPABILITY_CHECKS),
  label: z.string(),
  ok: z.boolean(),
  /** What was found (version, engine, count) or what is missing. */
  detail: z.string(),
  /** How to enable it; null when it works. */
  enable: z.string().nullable(),
});
export type CapabilityCheck = z.infer<typeof capabilityCheckSchema>;

export const agentsCheckSchema = z.object({ checkedAt: z.string(), checks: z.array(capabilityCheckSchema) });
export type AgentsCheck = z.infer<typeof agentsCheckSchema>;
