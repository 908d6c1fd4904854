import { z } from 'zod';
import { VOICE_IDS } from './constants.ts';
import { MSG } from './messages.ts';

export const AVATAR_DEFAULTS = { age: 25, language: 'en-US' } as const;

export const avatarSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The look the image was rendered in (unknown requested styles become the default look). */
  style: z.string(),
  voiceId: z.enum(VOICE_IDS).nullable(),
  isDefault: z.boolean(),
  gender: z.string().nullable(),
  age: z.number(),
  language: z.string(),
  /** Owner-only PNG, 512x512; null for an avatar saved without a synthesized image. */
  imageUrl: z.string().nullable(),
  /** The synthesis (POST /api/deepagent/avatar avatar_id) this avatar was saved from. */
  deepAgentAvatarId: z.string().nullable(),
  /** A short WAV of the avatar introducing itself in its voice. */
  voiceSampleUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Avatar = z.infer<typeof avatarSchema>;

export const AVATAR_MESSAGES = {
  ageRange: 'Age must be a whole number from 1 to 120.',
  language: 'Language must be a code like en-US.',
  voice: 'Please choose one of the six voices.',
  notDataUrl: 'The image must be sent as a data URL (data:<type>;base64,...).',
  badBase64: 'The image data is damaged (not valid base64). Please choose the image again.',
  synthesisUnavailable: 'This avatar image is no longer available. Please create the avatar again.',
  alreadySaved: 'This avatar has already been saved.',
  onlySetDefault: 'An avatar can only be made the default; choose another avatar to change it.',
  notFound: 'Avatar not found',
} as const;

const required = z.string({ error: MSG.missingFields }).trim().min(1, MSG.missingFields);
/** An empty form field means "none" (null); a field left out stays undefined. */
const blankToNull = <T>(v: T | '' | null | undefined): T | null | undefined => (v === '' ? null : v);
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/;
const gender = z.string().trim().max(30).nullable().optional().transform(blankToNull);
const age = z
  .number({ error: AVATAR_MESSAGES.ageRange })
  .int(AVATAR_MESSAGES.ageRange)
  .min(1, AVATAR_MESSAGES.ageRange)
  .max(120, AVATAR_MESSAGES.ageRange)
  .nullable()
  .optional();
const language = z
  .string()
  .trim()
  .refine((v) => v === '' || LANGUAGE_TAG.test(v), AVATAR_MESSAGES.language)
  .nullable()
  .optional()
  .transform(blankToNull);
const voice = z
  .union([z.enum(VOICE_IDS), z.literal('')], { error: AVATAR_MESSAGES.voice })
  .nullable()
  .optional()
  .transform(blankToNull);

/** Only the start is checked here (cheaply, the string can be ~7 MB); the bytes are judged by content. */
const DATA_URL_START = /^data:[\w.+-]+\/[\w.+-]+(;[\w.+-]+=[^;,]*)*;base64,/i;
export const isBase64DataUrl = (s: string) => DATA_URL_START.test(s.slice(0, 300));

/** POST /api/deepagent/avatar (spec: name, style, gender, age, customImage as a data URL). */
export const synthesizeAvatarSchema = z.object({
  name: required.max(100),
  /** Any string; realistic, cartoon, anime, professional and casual have their own look, others the default. */
  style: required.max(50),
  gender,
  age,
  /** voice1..voice6; absent: the first preset (voice1/voice2) matching the gender. */
  voiceType: voice,
  language,
  /** The photo as `data:<mime>;base64,...`. Absent or empty: a portrait is drawn. */
  customImage: z
    .string()
    .refine((s) => s === '' || isBase64DataUrl(s), AVATAR_MESSAGES.notDataUrl)
    .nullable()
    .optional()
    .transform(blankToNull),
});
export type SynthesizeAvatarRequest = z.input<typeof synthesizeAvatarSchema>;
/** After validation: blanks are null, defaults not yet applied. */
export type SynthesizeAvatarData = z.output<typeof synthesizeAvatarSchema>;

export const synthesizeAvatarResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    image_url: z.string(),
    /** Same framing with the mouth open (talking-head frame), when one could be made. */
    mouth_open_url: z.string().nullable(),
    voice_id: z.enum(VOICE_IDS),
    /** Pass as deepAgentAvatarId to POST /api/avatars to save the avatar with this image. */
    avatar_id: z.string(),
    /** The look actually rendered. */
    style: z.string(),
    source: z.enum(['photo', 'generated']),
  }),
});
export type SynthesizeAvatarResponse = z.infer<typeof synthesizeAvatarResponseSchema>;

/** POST /api/avatars: the avatar fields plus what synthesis returned (spec section 7). */
export const createAvatarSchema = z.object({
  name: required.max(100),
  style: required.max(50),
  voiceId: voice,
  gender,
  age,
  language,
  /** Accepted for the spec's payload, not trusted: the image comes from the synthesis claimed below. */
  imageUrl: z.string().max(2000).nullable().optional(),
  /** avatar_id from POST /api/deepagent/avatar (the caller's own, unclaimed synthesis). */
  deepAgentAvatarId: z.string().trim().max(100).nullable().optional().transform(blankToNull),
});
export type CreateAvatar = z.input<typeof createAvatarSchema>;
export type CreateAvatarData = z.output<typeof createAvatarSchema>;

/** PATCH /api/avatars/{id}: the only change is becoming the default. */
export const setDefaultAvatarSchema = z.object({
  isDefault: z.literal(true, { error: AVATAR_MESSAGES.onlySetDefault }),
});
export type SetDefaultAvatar = z.input<typeof setDefaultAvatarSchema>;
