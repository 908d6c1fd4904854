// The one price table (architecture doc, "Prices"): landing cards, the chat assistant, the
// profile Plan tab and the subscribe page all read from here.

export interface Tier {
  id: 'silver' | 'gold' | 'platinum' | 'diamond';
  name: string;
  audience: string;
  priceUsd: number;
  popular: boolean;
  features: string[];
}

export const TIERS: Tier[] = [
  {
    id: 'silver',
    name: 'SILVER',
    audience: 'Beginner Creator',
    priceUsd: 19.99,
    popular: false,
    features: ['TikTok + Instagram optimization', 'Basic GodCreator agent', '1 faceless avatar', 'Basic analytics'],
  },
  {
    id: 'gold',
    name: 'GOLD',
    audience: 'Growing Creator',
    priceUsd: 49.99,
    popular: false,
    features: ['4 platforms + YouTube', 'Socialgod analytics', '3 custom avatars', 'OTA algorithm updates'],
  },
  {
    id: 'platinum',
    name: 'PLATINUM',
    audience: 'Viral Domination',
    priceUsd: 99.99,
    popular: true,
    features: ['All platforms + emerging', 'Full agent orchestra', 'Unlimited avatars + VO3', 'Growthgod monetization'],
  },
  {
    id: 'diamond',
    name: 'DIAMOND',
    audience: 'Digital Empire',
    priceUsd: 199.99,
    popular: false,
    features: [
      'PLR white label rights (personal use only)',
      'Custom domain branding',
      'Multi-currency crypto payouts',
      'Viral self-promotion engine',
    ],
  },
];

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
