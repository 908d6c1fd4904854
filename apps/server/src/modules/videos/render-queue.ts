import { AGENT_SETTINGS_DEFAULTS, type AgentSettings } from '@reelforge/contracts';
import type { Db } from '../../db/client.ts';
import { fairShare, PRIORITY_BOOST, RENDER_QUEUE, renderLane, renderPriority, renderRetries } from '../../job-contracts/index.ts';
import { waitingRenders } from './render-slot.repository.ts';

/** How a video's render is queued: its lane, and the job's id, retries and priority. */
export const renderJob = {
  /** The lane (queue) a render of this length goes to; cancel and sweep find its job there. */
  queueFor: (options: { targetSeconds: number } | null) => (options ? renderLane(options.targetSeconds) : RENDER_QUEUE),
  /**
   * A first render's job id is the video id, so one video can never be queued twice; a re-render
   * gets a fresh id (the first job's row stays in pg-boss) after the video row was claimed.
   * Shorter videos get a higher priority within their lane, shifted by the owner's Processing Priority.
   */
  sendOptions: (jobId: string, targetSeconds: number, agent: AgentSettings = AGENT_SETTINGS_DEFAULTS, waitingAhead = 0) => ({
    id: jobId,
    // The video agent's settings (ADR 0028): auto-scaling off = no automatic retry; priority shifts the job.
    retryLimit: renderRetries(agent),
    retryDelay: 5,
    expireInHours: 4,
    priority: fairShare(waitingAhead) + renderPriority(targetSeconds) + PRIORITY_BOOST[agent.priority],
  }),
  /** sendOptions for a user's render now: behind the renders they already have waiting (fair share). */
  async sendOptionsFor(db: Db, video: { id: string; userId: string }, jobId: string, targetSeconds: number, agent: AgentSettings) {
    const waiting = await waitingRenders(db, video.userId, renderLane(targetSeconds), video.id);
    return renderJob.sendOptions(jobId, targetSeconds, agent, waiting);
  },
};
