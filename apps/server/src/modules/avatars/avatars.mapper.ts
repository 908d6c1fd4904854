import { VOICE_IDS, type Avatar, type VoiceId } from '@reelforge/contracts';
import { avatarUrls } from './avatars.files.ts';
import type { AvatarRow } from './avatars.repository.ts';

const asVoiceId = (v: string | null): VoiceId | null =>
  (VOICE_IDS as readonly string[]).includes(v ?? '') ? (v as VoiceId) : null;

export function toAvatar(row: AvatarRow): Avatar {
  const urls = avatarUrls(row.id);
  return {
    id: row.id,
    name: row.name,
    style: row.style,
    voiceId: asVoiceId(row.voiceId),
    isDefault: row.isDefault,
    gender: row.gender,
    age: row.age,
    language: row.language,
    imageUrl: row.imageKey ? urls.image : null,
    deepAgentAvatarId: row.deepAgentAvatarId,
    voiceSampleUrl: urls.voiceSample,
    createdAt: row.createdAt.toISOString(),
  };
}
