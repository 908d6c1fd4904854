import {
  PLATFORM_LABELS,
  SCRIPT_DURATIONS,
  SCRIPT_PLATFORMS,
  TONES,
  type ScriptDuration,
  type Tone,
} from '@reelforge/contracts';

type ScriptPlatform = (typeof SCRIPT_PLATFORMS)[number];

export const PLATFORM_OPTIONS: { value: ScriptPlatform; label: string; hint: string }[] = SCRIPT_PLATFORMS.map((p) => ({
  value: p,
  label: p === 'all' ? 'All Platforms' : PLATFORM_LABELS[p],
  hint: p === 'youtube' || p === 'all' ? 'Vertical up to 60 s, widescreen when longer' : 'Vertical 9:16',
}));

export const TONE_LABELS: Record<Tone, string> = {
  'engaging-educational': 'Engaging & Educational',
  motivational: 'Motivational',
  'casual-friendly': 'Casual & Friendly',
  professional: 'Professional',
  'funny-entertaining': 'Funny & Entertaining',
};
export const TONE_OPTIONS = TONES.map((t) => ({ value: t, label: TONE_LABELS[t] }));

export const DURATION_OPTIONS: { value: ScriptDuration; label: string }[] = SCRIPT_DURATIONS.map((d) => ({
  value: d,
  label: d,
}));

export type { ScriptPlatform };
