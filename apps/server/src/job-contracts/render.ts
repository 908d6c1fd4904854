import { z } from 'zod';

/**
 * Two queues keep long renders from holding every worker: videos up to LONG_RENDER_SECONDS go to
 * the render-video lane, longer ones to render-video-long, and every worker serves both. A
 * 90-minute render then occupies a long-lane slot while short videos keep flowing.
 */
export const RENDER_QUEUE = 'render-video';
export const RENDER_LONG_QUEUE = 'render-video-long';
export const LONG_RENDER_SECONDS = 10 * 60;

export const renderLane = (targetSeconds: number) =>
  targetSeconds > LONG_RENDER_SECONDS ? RENDER_LONG_QUEUE : RENDER_QUEUE;

/** Within a lane, shorter videos go first (pg-boss takes the highest priority first, then the oldest). */
export function renderPriority(targetSeconds: number) {
  if (targetSeconds <= 30) return 4;
  if (targetSeconds <= 60) return 3;
  if (targetSeconds <= 180) return 2;
  if (targetSeconds <= LONG_RENDER_SECONDS) return 1;
  return 0;
}

/**
 * Round-robin between users (issue 27 item 6): each render a user already has waiting in a lane
 * lowers their next one by FAIR_SHARE_STEP, more than length and Processing Priority together
 * move a job (see PRIORITY_BOOST), so every user's first waiting render is taken before anyone's
 * second, however many one user queued.
 */
export const FAIR_SHARE_STEP = 100;
export const fairShare = (waitingAhead: number) => -FAIR_SHARE_STEP * waitingAhead;
/** The fair-share part of a stored priority (length and boost together stay within ±STEP/2). */
export const fairShareOf = (priority: number) => FAIR_SHARE_STEP * Math.round(priority / FAIR_SHARE_STEP);

/** How long a render waits before asking again while the same user's other render runs. */
export const RENDER_DEFER_SECONDS = 10;

/** A render job's payload: the video to render (its render options live on the video row). */
export const renderVideoPayload = z.object({ videoId: z.string() });

/** An idle worker's share of a long render (ADR 0027): the render whose passes it helps encode. */
export const RENDER_PASS_QUEUE = 'render-video-pass';
export const renderPassPayload = z.object({ renderId: z.string() });
