import { isPremium, type LibraryPlan } from '@reelforge/contracts';

/** Which plan the user is on (what its limits, e.g. the library's, are looked up by). */
export const planOf = (user: { subscriptionStatus: string | null }): LibraryPlan => (isPremium(user) ? 'premium' : 'free');
