import { queryOptions } from '@tanstack/react-query';
import { brandKitSchema, type BrandKit, type VideoStyle } from '@reelforge/contracts';
import { apiJson } from '@/lib/api';

export const brandKitKeys = {
  kit: ['/api/settings/brand-kit'] as const,
};

/** The user's brand kit (Settings), also read by the studio for its starting choices. */
export const brandKitQueryOptions = queryOptions({
  queryKey: brandKitKeys.kit,
  queryFn: async () => brandKitSchema.parse(await apiJson('GET', brandKitKeys.kit[0])),
});

/** What a new video starts with from the kit: its caption style, font and music, and the logo on. */
export function brandStyleDefaults(kit: BrandKit | undefined): VideoStyle {
  if (!kit) return {};
  return {
    ...(kit.captionStyle ? { captionStyle: kit.captionStyle } : {}),
    ...(kit.font ? { font: kit.font } : {}),
    ...(kit.music ? { music: kit.music } : {}),
    ...(kit.logoUrl ? { showLogo: true } : {}),
  };
}
