import { z } from 'zod';
import { CAPTION_STYLE_CHOICES, MUSIC_CHOICES, VIDEO_FONTS } from './constants.ts';

// Settings -> Brand kit: a user's logo (watermarked on their videos), two brand colours (the
// motion graphics' accents and the captions' spoken word) and the caption style, font and music
// their new videos start with. Every field is optional: an empty kit changes nothing.

/** The corners a logo can sit in (the engine's LOGO_CORNERS). */
export const LOGO_CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type LogoCorner = (typeof LOGO_CORNERS)[number];
export const LOGO_CORNER_LABELS: Record<LogoCorner, string> = {
  'top-left': 'Top left',
  'top-right': 'Top right',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
};

export const BRAND_KIT_LIMITS = {
  /** What the upload may weigh; the stored logo is re-encoded and smaller. */
  logoMaxBytes: 2 * 1024 * 1024,
  /** Longest side of the stored logo (a watermark is drawn far smaller). */
  logoMaxSide: 1024,
  opacityMin: 0.1,
  opacityMax: 1,
} as const;

export const BRAND_KIT_MESSAGES = {
  logoTooLarge: 'Please choose a logo smaller than 2MB',
  logoNotImage: 'Please choose a PNG, JPEG, WebP or SVG image for your logo',
  color: 'Colours are written #RRGGBB, e.g. #7C3AED.',
  opacity: 'Opacity is between 10% and 100%.',
  corner: 'Choose a corner for your logo.',
  noLogo: 'You have no logo yet.',
} as const;

const hexColor = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, BRAND_KIT_MESSAGES.color);

/** PUT /api/settings/brand-kit: everything but the logo file (null clears a default). */
export const brandKitUpdateSchema = z.object({
  logoCorner: z.enum(LOGO_CORNERS, { error: BRAND_KIT_MESSAGES.corner }),
  logoOpacity: z
    .number({ error: BRAND_KIT_MESSAGES.opacity })
    .min(BRAND_KIT_LIMITS.opacityMin, BRAND_KIT_MESSAGES.opacity)
    .max(BRAND_KIT_LIMITS.opacityMax, BRAND_KIT_MESSAGES.opacity),
  primaryColor: hexColor.nullable(),
  secondaryColor: hexColor.nullable(),
  captionStyle: z.enum(CAPTION_STYLE_CHOICES).nullable(),
  font: z.enum(VIDEO_FONTS).nullable(),
  music: z.enum(MUSIC_CHOICES).nullable(),
});
export type BrandKitUpdate = z.infer<typeof brandKitUpdateSchema>;

/** GET/PUT answer; a user who never saved one gets the empty kit. */
export const brandKitSchema = brandKitUpdateSchema.extend({
  /** Where the owner's browser loads the logo (changes with each upload); null: no logo. */
  logoUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type BrandKit = z.infer<typeof brandKitSchema>;

export const EMPTY_BRAND_KIT: BrandKit = {
  logoCorner: 'top-right',
  logoOpacity: 0.85,
  primaryColor: null,
  secondaryColor: null,
  captionStyle: null,
  font: null,
  music: null,
  logoUrl: null,
  updatedAt: null,
};
