/** The list's key is also its URL (the default query function GETs the key joined with '/'). */
export const VIDEOS_QUERY_KEY = ['/api/videos'] as const;
export const videoQueryKey = (id: string) => ['/api/videos', id] as const;
