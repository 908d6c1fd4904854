import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Avatar, CreateAvatar, SynthesizeAvatarRequest, SynthesizeAvatarResponse } from '@reelforge/contracts';
import { useState } from 'react';
import { apiJson } from '@/lib/api';
import { avatarKeys } from '@/lib/queries/avatars';

export { synthesizeAvatarSchema } from '@reelforge/contracts';

export type CreateStage = 'synthesizing' | 'saving';

/**
 * Spec section 7: the deep agent renders the avatar (image and voice) from the photo, then the
 * avatar is saved with what it returned. A failed synthesis is an error, never a silent fallback.
 */
export async function createAvatar(input: SynthesizeAvatarRequest, onStage: (stage: CreateStage) => void = () => {}) {
  onStage('synthesizing');
  const { data } = await apiJson<SynthesizeAvatarResponse>('POST', '/api/deepagent/avatar', input);
  onStage('saving');
  const body: CreateAvatar = {
    name: input.name,
    style: input.style,
    gender: input.gender,
    age: input.age,
    language: input.language,
    voiceId: data.voice_id,
    imageUrl: data.image_url,
    deepAgentAvatarId: data.avatar_id,
  };
  return apiJson<Avatar>('POST', '/api/avatars', body);
}

export function useCreateAvatar() {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<CreateStage | null>(null);
  const mutation = useMutation({
    mutationFn: (input: SynthesizeAvatarRequest) => createAvatar(input, setStage),
    onSettled: () => setStage(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: avatarKeys.list, exact: true }),
  });
  return { ...mutation, stage };
}
