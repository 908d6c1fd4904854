import { POST_MESSAGES, VIDEO_MESSAGES } from '@reelforge/contracts';
import { AppError } from '../../lib/errors.ts';

/** What the Free plan ran out of: its videos this month, or the platforms it may post to. */
export type PlanLimit = 'videos' | 'platforms';

const MESSAGES: Record<PlanLimit, string> = {
  videos: VIDEO_MESSAGES.freeLimit,
  platforms: POST_MESSAGES.freePlan,
};

/** The one plan-limit refusal: 403, code 'plan_limit', in the plan's own words. */
export const planLimitError = (limit: PlanLimit) => new AppError(403, MESSAGES[limit], 'plan_limit');
