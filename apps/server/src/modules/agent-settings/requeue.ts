import type { AgentKey, AgentPriority } from '@reelforge/contracts';
import { z } from 'zod';
import { fairShareOf, PRIORITY_BOOST, PUBLISH_JOB, RENDER_LONG_QUEUE, RENDER_QUEUE, renderPriority } from '../../job-contracts/index.ts';
import { queuedJobsOf, setJobPriority } from './agent-settings.repository.ts';

/** All a render's priority needs from its stored render options (owned by the videos module). */
const renderLength = z.object({ targetSeconds: z.number() });

type Exec = Parameters<typeof queuedJobsOf>[0];

/**
 * Gives a user's waiting jobs of one agent the priority a fresh job would get now: renders keep
 * their length-based priority (renderPriority) plus the boost, publishes get the boost. Agents
 * without a per-user queue (analytics syncs run from a due list) have nothing to move.
 * Returns how many jobs changed.
 */
export async function reprioritiseQueuedJobs(tx: Exec, userId: string, agent: AgentKey, priority: AgentPriority) {
  const boost = PRIORITY_BOOST[priority];
  let changed = 0;
  if (agent === 'video_creation') {
    for (const job of await queuedJobsOf(tx, userId, [RENDER_QUEUE, RENDER_LONG_QUEUE], 'videoId')) {
      const options = renderLength.safeParse(job.extra ? JSON.parse(job.extra) : null);
      // The job keeps its place in the round-robin between users (fair share); length and boost follow.
      const next = fairShareOf(job.priority) + (options.success ? renderPriority(options.data.targetSeconds) : 0) + boost;
      if (next !== job.priority) {
        await setJobPriority(tx, job.name, job.id, next);
        changed++;
      }
    }
  } else if (agent === 'multi_channel_posting') {
    for (const job of await queuedJobsOf(tx, userId, [PUBLISH_JOB], 'postId')) {
      if (boost !== job.priority) {
        await setJobPriority(tx, job.name, job.id, boost);
        changed++;
      }
    }
  }
  return changed;
}
