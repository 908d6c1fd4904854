import { LIBRARY_CATEGORY_LABELS, PLATFORM_LABELS, STRUCTURE_INFO, type TemplateDetail, type Tone } from '@reelforge/contracts';

export const TONE_NAMES: Record<Tone, string> = {
  'engaging-educational': 'Engaging & Educational',
  motivational: 'Motivational',
  'casual-friendly': 'Casual & Friendly',
  professional: 'Professional',
  'funny-entertaining': 'Funny & Entertaining',
};

/** The dashboard's filter (spec: all, trending, education, entertainment, tech, lifestyle). */
export const DASHBOARD_CATEGORIES = ['all', 'trending', 'education', 'entertainment', 'tech', 'lifestyle'] as const;
export type DashboardCategory = (typeof DASHBOARD_CATEGORIES)[number];

export const categoryLabel = (c: string) => (LIBRARY_CATEGORY_LABELS as Record<string, string>)[c] ?? c;

/** "Listicle · 15-30 seconds · TikTok": what the recipe makes, in one line. */
export function recipeLine(t: Pick<TemplateDetail, 'structure' | 'duration' | 'platform'>): string {
  return [
    t.structure ? STRUCTURE_INFO[t.structure].label : 'Free-form',
    t.duration,
    t.platform ? (t.platform === 'all' ? 'All platforms' : PLATFORM_LABELS[t.platform]) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export const BADGE_CLASS: Record<TemplateDetail['badge'], string> = {
  VIRAL: 'bg-rose-600 text-white',
  HOT: 'bg-orange-500 text-white',
  NEW: 'bg-emerald-600 text-white',
  AI: 'bg-violet-600 text-white',
};
