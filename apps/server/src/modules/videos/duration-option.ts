import { LONG_FORM_MAX_MINUTES, type ScriptDuration } from '@reelforge/contracts';

/** The script option closest to a length in seconds (complete-video takes seconds). */
export function durationOption(seconds: number): { duration: ScriptDuration; durationMinutes?: number } {
  if (seconds <= 30) return { duration: '15-30 seconds' };
  if (seconds <= 60) return { duration: '30-60 seconds' };
  if (seconds <= 180) return { duration: '1-3 minutes' };
  return {
    duration: '3+ minutes',
    durationMinutes: Math.min(LONG_FORM_MAX_MINUTES, Math.max(3, Math.round(seconds / 60))),
  };
}
