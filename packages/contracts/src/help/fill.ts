import { LIMITS, PLR_ATTRIBUTION_DAYS } from '../constants.ts';
import { formatUsd, PLANS } from '../pricing.ts';

/** Fills {name} placeholders; unknown names stay as written so a missing value is visible in tests. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Product facts the corpus answers quote, read from the one table each lives in. */
export const PRODUCT_FACTS: Record<string, string | number> = {
  premium: formatUsd(PLANS.premium.priceUsd),
  free: formatUsd(PLANS.free.priceUsd),
  freeVideos: LIMITS.freeVideosPerMonth,
  plrDays: PLR_ATTRIBUTION_DAYS,
  photoMb: LIMITS.photoMaxBytes / (1024 * 1024),
  leadMinutes: LIMITS.scheduleLeadMinutesDashboard,
  passwordMin: LIMITS.passwordMinLength,
};

export const fillFacts = (text: string) => fill(text, PRODUCT_FACTS);
