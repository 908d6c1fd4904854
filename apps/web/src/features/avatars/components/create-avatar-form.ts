import {
  AVATAR_DEFAULTS,
  type AvatarStyle,
  type SynthesizeAvatarData,
  type SynthesizeAvatarRequest,
  type VoiceId,
} from '@reelforge/contracts';
import { contractResolver } from '@/lib/forms';
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
 * words (spec section 5: name and style required, 'Missing Fields'). The photo's bytes are judged
 * on the server; the schema only looks at how its data URL starts.
 */
export const avatarFormResolver = contractResolver<AvatarForm, SynthesizeAvatarData>(synthesizeAvatarSchema, toRequest, {
  voiceType: 'voice',
  customImage: 'photo',
});
