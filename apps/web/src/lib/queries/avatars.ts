import { queryOptions } from '@tanstack/react-query';
import type { Avatar } from '@reelforge/contracts';

export const avatarKeys = { list: ['/api/avatars'] as const };

/** The signed-in user's avatars, newest first (spec section 6: only for signed-in visitors). */
export const avatarsQueryOptions = queryOptions<Avatar[]>({ queryKey: avatarKeys.list });
