/** The looks an avatar can have. Anything else gets the default look (spec: "other values get a default look"). */
export const AVATAR_STYLES = ['realistic', 'cartoon', 'anime', 'professional', 'casual'] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];
export const DEFAULT_AVATAR_STYLE: AvatarStyle = 'realistic';

export function resolveAvatarStyle(style: string | null | undefined): AvatarStyle {
  const s = (style ?? '').trim().toLowerCase();
  return (AVATAR_STYLES as readonly string[]).includes(s) ? (s as AvatarStyle) : DEFAULT_AVATAR_STYLE;
}
