// The one price table (architecture doc, "Prices"): landing cards, the chat assistant, the
// Terms, the profile Plan tab and the subscribe page all read from here. Reelforge sells Free and
// Premium; the spec's SILVER-DIAMOND tiers were never sold and are described nowhere (issue 27).

/** In-app entitlement: Free vs Premium (subscriptionStatus 'active'). */
export const PLANS = {
  free: {
    name: 'Free',
    priceUsd: 0,
    features: ['1 platform (TikTok only)', 'Basic AI generation', '10 videos per month', 'Limited templates', 'Basic analytics'],
    /** Content library uploads (issue 10; our numbers, the spec names none). */
    library: { maxFileBytes: 100 * 1024 * 1024, storageBytes: 2 * 1024 * 1024 * 1024 },
  },
  premium: {
    name: 'Premium',
    priceUsd: 49.99,
    features: [
      'All platforms',
      'Unlimited videos',
      'Unlimited agents and avatars',
      'Advanced AI agents',
      'Premium and advanced analytics',
      'Priority support',
      'Multi-platform scheduling',
    ],
    library: { maxFileBytes: 2 * 1024 * 1024 * 1024, storageBytes: 100 * 1024 * 1024 * 1024 },
  },
} as const;

export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}
