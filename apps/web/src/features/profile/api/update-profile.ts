import { useMutation } from '@tanstack/react-query';
import { profileUpdateSchema, type ProfileUpdate, type User } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export { profileUpdateSchema };

export const updateProfile = (input: ProfileUpdate) => apiJson<User>('PATCH', '/api/user/profile', input);

export function useUpdateProfile(options: { onSuccess: (user: User) => void; onError: (error: unknown) => void }) {
  return useMutation({ mutationFn: updateProfile, ...options });
}
