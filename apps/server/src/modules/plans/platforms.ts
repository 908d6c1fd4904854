import { FREE_PLAN_PLATFORMS, isPremium, type Platform } from '@reelforge/contracts';
import { planLimitError } from './plan-limit.ts';

type Subscriber = { subscriptionStatus: string | null };

/** Whether the user's plan may post to the platform (the Free plan: TikTok only). */
export const planAllowsPlatform = (user: Subscriber, platform: Platform) =>
  isPremium(user) || FREE_PLAN_PLATFORMS.includes(platform);

/** Refuses (403 plan_limit) a platform the user's plan does not include. */
export function assertPlanPlatforms(user: Subscriber, platforms: readonly Platform[]) {
  if (platforms.some((p) => !planAllowsPlatform(user, p))) throw planLimitError('platforms');
}
