import { z } from 'zod';
import { PLATFORMS } from './platforms.ts';

export const VOICE_IDS = ['voice1', 'voice2', 'voice3', 'voice4', 'voice5', 'voice6'] as const;
export type VoiceId = (typeof VOICE_IDS)[number];

const even = (n: number) => n % 2 === 0;

export const sceneSchema = z.object({
  text: z.string().trim().min(1),
  imagePath: z.string().min(1).optional(),
});

export const presenterSchema = z.object({
  /** Square-ish picture of the presenter (512x512 recommended); PNG with alpha looks best. */
  imagePath: z.string().min(1),
  /** Same framing with the mouth open; shown while a word is being spoken. */
  mouthOpenImagePath: z.string().min(1).optional(),
  position: z.enum(['bottom-left', 'bottom-right', 'top-left', 'top-right', 'center']).default('bottom-left'),
  /** Width of the presenter as a fraction of the frame width. */
  size: z.number().min(0.05).max(1).default(0.32),
  /** 'talk' nudges the presenter up while each word is spoken; 'none' keeps it still. */
  motion: z.enum(['talk', 'none']).default('talk'),
});

export const renderSpecSchema = z.object({
  width: z.number().int().min(64).max(4096).refine(even, 'width must be even (yuv420p)'),
  height: z.number().int().min(64).max(4096).refine(even, 'height must be even (yuv420p)'),
  fps: z.number().int().min(1).max(60).default(30),
  title: z.string().default(''),
  scenes: z.array(sceneSchema).min(1),
  voice: z.object({
    engine: z.enum(['espeak', 'openai', 'elevenlabs']).default('espeak'),
    voiceId: z.enum(VOICE_IDS).default('voice1'),
    language: z.string().min(2).default('en'),
  }),
  captions: z.object({
    enabled: z.boolean(),
    style: z.enum(['highlight', 'plain']).default('highlight'),
  }),
  platform: z.enum(PLATFORMS),
  music: z
    .object({
      path: z.string().min(1),
      /** Music gain before ducking (0-1). */
      volume: z.number().min(0).max(1).default(0.25),
    })
    .optional(),
  presenter: presenterSchema.optional(),
});

/** What callers write (defaults optional). */
export type RenderSpecInput = z.input<typeof renderSpecSchema>;
/** What the engine works with (defaults filled in). */
export type RenderSpec = z.output<typeof renderSpecSchema>;
export type PresenterSpec = z.output<typeof presenterSchema>;
export type SceneSpec = z.output<typeof sceneSchema>;
