import {
  AVATAR_DEFAULTS,
  MSG,
  type AvatarStyle,
  type SynthesizeAvatarRequest,
  type VoiceId,
} from '@reelforge/contracts';
import { synthesizeAvatarSchema } from '../api/create-avatar';
import type { Photo } from './photo-picker';

export const AUTO_VOICE = 'auto';
export const NO_GENDER = 'unspecified';

export interface AvatarForm {
  name: string;
  style: AvatarStyle | '';
  gender: string;
  age: string;
  voice: VoiceId | typeof AUTO_VOICE;
  photo: Photo | null;
}

export const emptyForm = (): AvatarForm => ({
  name: '',
  style: '',
  gender: NO_GENDER,
  age: String(AVATAR_DEFAULTS.age),
  voice: AUTO_VOICE,
  photo: null,
});

export type FormErrors = Partial<Record<'name' | 'style' | 'age', string>>;

/** The request the form stands for, as POST /api/deepagent/avatar takes it. */
export function toRequest(form: AvatarForm): SynthesizeAvatarRequest {
  const age = form.age.trim() === '' ? null : Number(form.age);
  return {
    name: form.name.trim(),
    style: form.style,
    gender: form.gender === NO_GENDER ? null : form.gender,
    age,
    voiceType: form.voice === AUTO_VOICE ? null : form.voice,
    customImage: form.photo?.dataUrl ?? null,
  };
}

/**
 * Checks the form with the server's own schema, so both refuse the same input with the same
 * words. `missing` is spec section 5's case: name or style empty ('Missing Fields').
 */
export function validate(
  request: SynthesizeAvatarRequest,
): { ok: true } | { ok: false; missing: boolean; errors: FormErrors } {
  // The photo is judged by its bytes on the server; the schema only looks at its first bytes.
  const result = synthesizeAvatarSchema.safeParse({ ...request, customImage: null });
  if (result.success) return { ok: true };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'style' || field === 'age') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, missing: errors.name === MSG.missingFields || errors.style === MSG.missingFields, errors };
}
