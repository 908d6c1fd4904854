import { ALL_EXPANSION, MSG, scriptRequestSchema, type Platform } from '@reelforge/contracts';
import type { ScriptFormErrors, ScriptFormValues } from '../components/ai/script-form';

export const platformsFor = (p: ScriptFormValues['platform']): Platform[] =>
  p === 'all' ? ALL_EXPANSION : p ? [p] : [];
export const baseLanguage = (code: string) => code.toLowerCase().split('-')[0];

/** Checks the form with the API's own schema; 'Missing Fields' when a required field is empty. */
export function validate(form: ScriptFormValues) {
  const errors: ScriptFormErrors = {};
  const longForm = form.duration === '3+ minutes';
  const parsed = scriptRequestSchema.safeParse({
    topic: form.topic,
    duration: form.duration || undefined,
    platform: form.platform || undefined,
    tone: form.tone || undefined,
    additionalInstructions: form.additionalInstructions.trim() || undefined,
    language: form.language,
    durationMinutes: longForm && form.durationMinutes.trim() !== '' ? Number(form.durationMinutes) : undefined,
  });
  let missing = false;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof ScriptFormValues;
      errors[key] ??= issue.message;
      if (issue.message === MSG.missingFields) missing = true;
    }
  }
  if (longForm && form.durationMinutes.trim() === '') {
    errors.durationMinutes = 'Enter the length in minutes.';
    missing = true;
  }
  return { request: parsed.success && !missing ? parsed.data : null, errors, missing };
}
