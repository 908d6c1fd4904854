/** The list's key is also its URL (the default query function GETs the key joined with '/'). */
export const POSTS_QUERY_KEY = ['/api/scheduled-posts'] as const;
/** Shared with the videos feature's list: same URL, same cache entry. */
export const VIDEOS_QUERY_KEY = ['/api/videos'] as const;
/** The social feature's Platform Status: a publish turns a platform to "syncing". */
export const PLATFORM_STATUS_QUERY_KEY = ['/api/social-media/status'] as const;
