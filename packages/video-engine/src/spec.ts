import { z } from 'zod';
import { ASPECTS, frameForAspect, PLATFORMS } from './platforms.ts';
import { PRESENTER_LAYOUTS } from './visuals/presenter-layout.ts';
import { FONT_CHOICES } from './fonts/registry.ts';
import { THEME_NAMES } from './visuals/themes.ts';
import { MUSIC_MOODS } from './music/moods.ts';
import { sceneKindFields } from './scene-kinds.ts';

export const VOICE_IDS = ['voice1', 'voice2', 'voice3', 'voice4', 'voice5', 'voice6'] as const;
export type VoiceId = (typeof VOICE_IDS)[number];

const even = (n: number) => n % 2 === 0;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #RRGGBB colour');

/**
 * A picture resolved for a scene before rendering (stock footage, a photo, an AI image, the user's
 * media): a local file. Shots of the scene take the scene's visuals in turn.
 */
export const visualSchema = z.object({
  kind: z.enum(['video', 'image']),
  path: z.string().min(1),
  /** Where a clip's shots start reading (seconds); a shot past the clip's end loops it. */
  startSec: z.number().min(0).default(0),
  /** Author and licence, returned in the result's credits when a shot showed this visual. */
  credit: z.string().trim().max(300).optional(),
});

export const sceneSchema = z.object({
  text: z.string().trim().min(1),
  imagePath: z.string().min(1).optional(),
  /** Footage or stills for the scene; without any, the scene is designed motion graphics. */
  visuals: z.array(visualSchema).max(12).optional(),
  /** 1-3 short on-screen words animated over the scene (the script scene's keywords). */
  keywords: z.array(z.string().trim().min(1).max(40)).max(3).optional(),
  /** One emoji drawn large in the scene's motion graphics (the script scene's emoji). */
  emoji: z.string().trim().min(1).max(16).optional(),
  /** The scene's design (stat, list, steps, comparison, quote, timeline) and its data; absent is narration. */
  ...sceneKindFields,
});

export const CAPTION_STYLES = ['karaoke', 'pop', 'boxed', 'minimal', 'highlight', 'plain'] as const;
export const CAPTION_POSITIONS = ['bottom', 'middle', 'top'] as const;

export const captionsSchema = z.object({
  enabled: z.boolean(),
  /** 'highlight' and 'plain' are the older names of 'karaoke' and 'minimal'. */
  style: z.enum(CAPTION_STYLES).default('highlight'),
  position: z.enum(CAPTION_POSITIONS).default('bottom'),
  /** Text colour; the spoken word's colour in karaoke and pop (defaults from the style). */
  color: hexColor.optional(),
  highlightColor: hexColor.optional(),
});

export const presenterSchema = z.object({
  /** Square-ish picture of the presenter (512x512 recommended); PNG with alpha looks best. */
  imagePath: z.string().min(1),
  /** Same framing with the mouth open; shown while a word is being spoken. */
  mouthOpenImagePath: z.string().min(1).optional(),
  /** The corner of a 'corner' bubble ('center' from older specs is read as 'talking-head'). */
  position: z.enum(['bottom-left', 'bottom-right', 'top-left', 'top-right', 'center']).default('bottom-left'),
  /**
   * corner bubble, lower-third, split screen or a large talking head; the title card, keywords
   * and captions are laid out around it, never under it (visuals/presenter-layout.ts).
   */
  layout: z.enum(PRESENTER_LAYOUTS).default('corner'),
  /** Shown on the name bar of the 'lower-third' layout (e.g. "Dana Reyes"); the bar is plain without it. */
  name: z.string().trim().max(40).optional(),
  /** Width of the presenter as a fraction of the frame width. */
  size: z.number().min(0.05).max(1).default(0.32),
  /** 'talk' nudges the presenter up while each word is spoken; 'none' keeps it still. */
  motion: z.enum(['talk', 'none']).default('talk'),
  /**
   * Face mesh of a photo avatar in the image's pixels, flat [x0, y0, x1, y1, ...] (478 MediaPipe
   * points). With it the presenter really talks: lips move by visemes, eyes blink, the head sways
   * (a pre-pass renders the clip). Without it the two stills are alternated as before.
   */
  landmarks: z.array(z.number()).min(478 * 2).max(478 * 2).optional(),
  /**
   * Frame of the talking presenter: a circle or a rounded card with a border, the full square, or
   * 'cutout': the head and shoulders alone over the scene, with a feathered edge.
   */
  frame: z.enum(['circle', 'card', 'full', 'cutout']).default('circle'),
  /**
   * 'cutout' only: the presenter's matte in the image's pixels (a grey PNG, white = presenter, or a
   * PNG whose alpha is the presenter). Without it: the image's own transparency, else a matte
   * drawn from the face mesh (head oval widened for hair, neck and shoulders).
   */
  mattePath: z.string().min(1).optional(),
  borderColor: hexColor.default('#ffffff'),
});

export const LOGO_CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;

/** A brand logo watermarked on every frame, inside the platform's safe area (visuals/logo.ts). */
export const logoSchema = z.object({
  /** A raster image (PNG with alpha looks best) on local disk. */
  path: z.string().min(1),
  corner: z.enum(LOGO_CORNERS).default('top-right'),
  opacity: z.number().min(0.05).max(1).default(0.85),
  /** Side of the square the logo fits in, as a fraction of the frame's shorter side. */
  size: z.number().min(0.04).max(0.4).default(0.14),
});

const specObject = z.object({
  /** Frame shape; sets width/height to the standard size for it. Without it both are required. */
  aspect: z.enum(ASPECTS).optional(),
  width: z.number().int().min(64).max(4096).refine(even, 'width must be even (yuv420p)').optional(),
  height: z.number().int().min(64).max(4096).refine(even, 'height must be even (yuv420p)').optional(),
  fps: z.number().int().min(1).max(60).default(30),
  title: z.string().default(''),
  scenes: z.array(sceneSchema).min(1),
  voice: z.object({
    engine: z.enum(['espeak', 'openai', 'elevenlabs']).default('espeak'),
    voiceId: z.enum(VOICE_IDS).default('voice1'),
    language: z.string().min(2).default('en'),
  }),
  captions: captionsSchema,
  /** Display font for the title, keywords and captions; other scripts use their Noto family. */
  font: z.enum(FONT_CHOICES).default('noto-sans'),
  /** Motion-graphics look: palette and shape language. */
  theme: z.enum(THEME_NAMES).default('midnight'),
  /** Up to two brand colours replacing the theme's accents. */
  brandColors: z.array(hexColor).max(2).optional(),
  platform: z.enum(PLATFORMS),
  music: z
    .object({
      /** The creator's own track (looped under the narration). */
      path: z.string().min(1).optional(),
      /** A built-in bed, generated by the engine (see music/moods.ts). */
      mood: z.enum(MUSIC_MOODS).optional(),
      /** Music gain before ducking (0-1). */
      volume: z.number().min(0).max(1).default(0.25),
    })
    .refine((m) => Boolean(m.path) !== Boolean(m.mood), 'give music a path or a mood (one of them)')
    .optional(),
  presenter: presenterSchema.optional(),
  logo: logoSchema.optional(),
});

export const renderSpecSchema = specObject
  .refine((s) => s.aspect || (s.width && s.height), 'give aspect, or width and height')
  .transform((s) => {
    const frame = s.aspect ? frameForAspect(s.aspect) : { width: s.width ?? 0, height: s.height ?? 0 };
    return { ...s, ...frame };
  });

/** What callers write (defaults optional). */
export type RenderSpecInput = z.input<typeof renderSpecSchema>;
/** What the engine works with (defaults filled in). */
export type RenderSpec = z.output<typeof renderSpecSchema>;
export type PresenterSpec = z.output<typeof presenterSchema>;
export type SceneSpec = z.output<typeof sceneSchema>;
export type VisualSpec = z.output<typeof visualSchema>;
export type LogoSpec = z.output<typeof logoSchema>;
export type CaptionSpec = z.output<typeof captionsSchema>;
export type CaptionStyle = (typeof CAPTION_STYLES)[number];
