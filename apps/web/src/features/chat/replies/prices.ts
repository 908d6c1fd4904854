import { formatUsd, LIMITS, PLANS, TIERS } from '@reelforge/contracts/data';

// Price facts for the replies, read from the one price table in contracts.
export const tierList = () =>
  TIERS.map((t) => `${t.name} ${formatUsd(t.priceUsd)}${t.popular ? ' ★' : ''}`)
    .map((line) => `• ${line}`)
    .join('\n');
export const free = formatUsd(PLANS.free.priceUsd);
export const premium = formatUsd(PLANS.premium.priceUsd);
export const freeVideos = LIMITS.freeVideosPerMonth;
