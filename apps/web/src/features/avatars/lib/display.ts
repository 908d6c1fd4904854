import { AVATAR_STYLES, voiceLabel as presetLabel, type AvatarStyle, type TtsEngine } from '@reelforge/contracts';

/** Spec section 3: the first letters of the name's words, at most two. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return Array.from(letters).slice(0, 2).join('').toUpperCase() || '?';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
export const formatCreated = (iso: string) => dateFormat.format(new Date(iso));

export const STYLE_INFO: Record<AvatarStyle, { label: string; hint: string; tint: string }> = {
  realistic: { label: 'Realistic', hint: 'True to your photo, gently cleaned up', tint: 'bg-sky-100 text-sky-800' },
  cartoon: { label: 'Cartoon', hint: 'Flat colours and bold ink lines', tint: 'bg-amber-100 text-amber-800' },
  anime: { label: 'Anime', hint: 'Cel shading, pastel colours, fine lines', tint: 'bg-pink-100 text-pink-800' },
  professional: { label: 'Professional', hint: 'Cool grade on a studio backdrop', tint: 'bg-slate-200 text-slate-800' },
  casual: { label: 'Casual', hint: 'Warm and bright in a rounded frame', tint: 'bg-emerald-100 text-emerald-800' },
};

const isKnownStyle = (style: string): style is AvatarStyle => (AVATAR_STYLES as readonly string[]).includes(style);

export function styleInfo(style: string) {
  if (isKnownStyle(style)) return STYLE_INFO[style];
  const label = style ? style[0]!.toUpperCase() + style.slice(1) : 'Default';
  return { label, hint: '', tint: 'bg-violet-100 text-violet-800' };
}

/** The avatar's voice as the engine narrating this user's videos speaks it. */
export const voiceLabel = (voiceId: string | null, engine: TtsEngine) => (voiceId ? presetLabel(voiceId, engine) : null);

export const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'non-binary', label: 'Non-binary' },
] as const;

export const genderLabel = (gender: string | null) =>
  GENDERS.find((g) => g.value === gender)?.label ?? (gender ? gender : null);
