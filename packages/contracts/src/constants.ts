// Enumerations and limits shared by the browser and the server (spec sections 3 and 9).

export const PLATFORMS = ['tiktok', 'youtube', 'instagram', 'facebook', 'twitter', 'linkedin'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_LABELS: Record<Platform, string> = {
  tiktok: 'TikTok',
  youtube: 'YouTube',
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'Twitter/X',
  linkedin: 'LinkedIn',
};

/** The script form offers these; 'all' expands to ALL_EXPANSION. */
export const SCRIPT_PLATFORMS = ['all', 'tiktok', 'youtube', 'instagram', 'facebook'] as const;
export const ALL_EXPANSION: Platform[] = ['tiktok', 'youtube', 'instagram', 'facebook', 'twitter'];

export const TONES = [
  'engaging-educational',
  'motivational',
  'casual-friendly',
  'professional',
  'funny-entertaining',
] as const;
export type Tone = (typeof TONES)[number];

export const SCRIPT_DURATIONS = ['15-30 seconds', '30-60 seconds', '1-3 minutes', '3+ minutes'] as const;
export type ScriptDuration = (typeof SCRIPT_DURATIONS)[number];

/** Real targets for each duration option (architecture doc: not 60 s for everything). */
export const DURATION_TARGET_SECONDS: Record<Exclude<ScriptDuration, '3+ minutes'>, number> = {
  '15-30 seconds': 30,
  '30-60 seconds': 60,
  '1-3 minutes': 180,
};
export const LONG_FORM_DEFAULT_MINUTES = 5;
export const LONG_FORM_MAX_MINUTES = 90;
export const WORDS_PER_SECOND = 2.5;

export const VIDEO_STATUSES = ['draft', 'generating', 'ready', 'published', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const POST_STATUSES = ['pending', 'ready', 'publishing', 'posted', 'failed', 'draft'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const AVATAR_STYLES = ['realistic', 'cartoon', 'anime', 'professional', 'casual'] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];

export const VOICES = [
  { id: 'voice1', label: 'Natural (Male)', character: 'natural', gender: 'male' },
  { id: 'voice2', label: 'Natural (Female)', character: 'natural', gender: 'female' },
  { id: 'voice3', label: 'Professional (Male)', character: 'professional', gender: 'male' },
  { id: 'voice4', label: 'Professional (Female)', character: 'professional', gender: 'female' },
  { id: 'voice5', label: 'Energetic (Male)', character: 'energetic', gender: 'male' },
  { id: 'voice6', label: 'Energetic (Female)', character: 'energetic', gender: 'female' },
] as const;
export const VOICE_IDS = ['voice1', 'voice2', 'voice3', 'voice4', 'voice5', 'voice6'] as const;
export type VoiceId = (typeof VOICE_IDS)[number];

export const LIMITS = {
  photoMaxBytes: 5 * 1024 * 1024,
  freeVideosPerMonth: 10,
  recentVideos: 5,
  nameMinLength: 2,
  passwordMinLength: 8,
  scheduleLeadMinutesDashboard: 60,
  viralViews: 1_000_000,
  trendingViews: 100_000,
} as const;

export const TIMING = {
  chatAutoOpenMs: 2000,
  chatReplyMinMs: 1000,
  chatReplyMaxMs: 3000,
  dashboardRedirectMs: 500,
  libraryRedirectMs: 1500,
  loginRedirectMs: 100,
  unauthorizedRedirectMs: 500,
  toastDurationMs: 5000,
} as const;

export const LEGAL_LAST_UPDATED = 'September 15, 2025';
export const PLR_ATTRIBUTION_DAYS = 90;

/**
 * Where the avatar presenter appears in a video: a corner bubble, a lower-third, a split screen
 * or a large talking head. The title card and captions are laid out around it.
 */
export const PRESENTER_LAYOUTS = ['bottom-left', 'bottom-right', 'top-left', 'top-right', 'lower-third', 'split', 'talking-head'] as const;
export type PresenterLayoutChoice = (typeof PRESENTER_LAYOUTS)[number];
export const PRESENTER_LAYOUT_LABELS: Record<PresenterLayoutChoice, string> = {
  'bottom-left': 'Bubble, bottom left',
  'bottom-right': 'Bubble, bottom right',
  'top-left': 'Bubble, top left',
  'top-right': 'Bubble, top right',
  'lower-third': 'Lower third',
  split: 'Split screen',
  'talking-head': 'Talking head',
};
