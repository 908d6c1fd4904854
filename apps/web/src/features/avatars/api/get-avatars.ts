import { useQuery } from '@tanstack/react-query';
import { avatarsQueryOptions } from '@/lib/queries/avatars';

/**
 * The signed-in user's avatars, newest first. Pass `enabled: false` when nobody is signed in:
 * spec section 6 says avatar data is only requested for authenticated visitors.
 */
export function useAvatars({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...avatarsQueryOptions, enabled });
}
