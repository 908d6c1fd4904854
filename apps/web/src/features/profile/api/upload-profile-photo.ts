import { useMutation } from '@tanstack/react-query';
import type { User } from '@reelforge/contracts';
import { apiUpload } from '@/lib/api';

/** The photo goes up as its raw bytes; the server decodes it and answers with the updated user. */
export const uploadProfilePhoto = (file: File) => apiUpload<User>('PUT', '/api/user/profile-image', file);

export function useUploadProfilePhoto(options: { onSuccess: (user: User) => void; onError: (error: unknown) => void }) {
  return useMutation({ mutationFn: uploadProfilePhoto, ...options });
}
