import type { AgentPriority, AgentSettings } from '@reelforge/contracts';

/**
 * Processing Priority as pg-boss priority: added to the job's own priority (renders use 0-4 for
 * length, publishes 0). The gaps are wider than those ranges, so any high job of a user goes
 * before any normal one, and any normal before any low, in the same queue; for renders, among
 * jobs at the same place in their users' queues (fair share, render.ts, comes first).
 */
export const PRIORITY_BOOST: Record<AgentPriority, number> = { high: 10, normal: 0, low: -10 };

/** Automatic retries of a failed render attempt: the usual two, or none with auto-scaling off. */
export const renderRetries = (settings: Pick<AgentSettings, 'autoScaling'>) => (settings.autoScaling ? 2 : 0);

/**
 * Resource allocation as a render limit: the user's share of one worker's render slots
 * (RENDER_CONCURRENCY), rounded down, never below one (0 would mean the user can never render).
 * With the default 75 and the default single slot: one render at a time, as before.
 */
export function renderSlots(allocation: number, concurrency: number) {
  return Math.max(1, Math.floor((allocation / 100) * concurrency));
}
