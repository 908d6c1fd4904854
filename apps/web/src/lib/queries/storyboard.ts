/** Storyboard queries: stock searches by query and frame, and the library's pictures to pick from. */
export const storyboardKeys = {
  search: (query: string, frame: string, limit: number) => ['/api/storyboard/search', query, frame, limit] as const,
  libraryVisuals: ['/api/library', 'storyboard-visuals'] as const,
  one: (videoId: string) => ['/api/videos', videoId, 'storyboard'] as const,
};
