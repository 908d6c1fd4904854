import { useQuery } from '@tanstack/react-query';
import type { Avatar } from '@reelforge/contracts';
import { AVATARS_QUERY_KEY } from './keys';

/**
 * The signed-in user's avatars, newest first. Pass `enabled: false` when nobody is signed in:
 * spec section 8 says avatar data is only requested for authenticated visitors.
 */
export function useAvatars({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<Avatar[]>({ queryKey: AVATARS_QUERY_KEY, enabled });
}
