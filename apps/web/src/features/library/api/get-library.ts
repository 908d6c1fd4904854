import { useQuery } from '@tanstack/react-query';
import { libraryQueryOptions } from '@/lib/queries/library';

/** The unified list of the user's videos and templates (signed-in visitors only). */
export function useLibrary(enabled: boolean) {
  return useQuery({ ...libraryQueryOptions, enabled });
}
