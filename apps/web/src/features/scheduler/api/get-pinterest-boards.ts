import { useQuery } from '@tanstack/react-query';
import { pinterestBoardsQueryOptions } from '@/lib/queries/posts';

/** The connected Pinterest account's boards, only while Pinterest is one of the post's platforms. */
export const usePinterestBoards = (enabled: boolean) => useQuery({ ...pinterestBoardsQueryOptions, enabled });
