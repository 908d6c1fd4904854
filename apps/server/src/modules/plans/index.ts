// The plans' rules, in one home (issue 23): the month the Free plan's allowance runs on (the
// injected clock, never the wall), what is used and left of it, which platforms it may post to,
// and the one refusal when a limit is reached.
export { allowance, assertRendersLeft, renderQuota, type Allowance } from './allowance.ts';
export { assertPlanPlatforms, planAllowsPlatform } from './platforms.ts';
export { planLimitError } from './plan-limit.ts';
export { planOf } from './plan-of.ts';
