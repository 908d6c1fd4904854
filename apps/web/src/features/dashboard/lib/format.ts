import { LIMITS } from '@reelforge/contracts';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 950 -> "950", 12_400 -> "12.4K", 3_200_000 -> "3.2M". */
export const formatCount = (n: number) => (Math.abs(n) < 10_000 ? whole.format(n) : compact.format(n));
export const formatMoney = (n: number) => usd.format(n);

/** '+12.5%', '-3%', '0%'. */
export const formatChange = (pct: number) => `${pct > 0 ? '+' : ''}${pct}%`;

/** Spec section 2: Viral above 1,000,000 views, Trending above 100,000. */
export function videoReach(views: number): 'Viral' | 'Trending' | null {
  if (views > LIMITS.viralViews) return 'Viral';
  if (views > LIMITS.trendingViews) return 'Trending';
  return null;
}

export function formatDuration(seconds: number) {
  const m = Math.floor(seconds / 60);
  const s = Math.floor(seconds % 60);
  return `${m}:${String(s).padStart(2, '0')}`;
}
