import { useQuery } from '@tanstack/react-query';
import { tiktokCreatorInfoQueryOptions } from '@/lib/queries/posts';

/** TikTok's creator info, only while TikTok is one of the post's platforms. */
export const useTiktokCreatorInfo = (enabled: boolean) => useQuery({ ...tiktokCreatorInfoQueryOptions, enabled });
