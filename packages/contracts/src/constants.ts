// Enumerations and limits shared by the browser and the server (spec sections 3 and 9).

/**
 * Every platform the product offers, in the order it lists them. A new network's id goes here,
 * in its labels below, and in each `Record<Platform, ...>` the type checker then points at.
 */
export const PLATFORMS = ['tiktok', 'youtube', 'instagram', 'facebook', 'twitter', 'linkedin', 'mastodon', 'bluesky', 'threads', 'pinterest'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_LABELS: Record<Platform, string> = {
  tiktok: 'TikTok',
  youtube: 'YouTube',
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'Twitter/X',
  linkedin: 'LinkedIn',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  threads: 'Threads',
  pinterest: 'Pinterest',
};

/** Platforms' names as a sentence says them: "TikTok, YouTube, ... and Bluesky" (or "... or ..."). */
export function platformNames(conjunction: 'and' | 'or' = 'and', platforms: readonly Platform[] = PLATFORMS): string {
  const names = platforms.map((p) => PLATFORM_LABELS[p]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
}

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

/**
 * The six presets as the built-in eSpeak NG engine speaks them: a basic synthetic voice that works
 * offline, which nobody would call natural (issue 24 item 6). `VOICES`' labels are for neural engines.
 */
export const BASIC_VOICE_LABELS: Record<VoiceId, string> = {
  voice1: 'Basic, offline: Plain (Male)',
  voice2: 'Basic, offline: Plain (Female)',
  voice3: 'Basic, offline: Professional (Male)',
  voice4: 'Basic, offline: Professional (Female)',
  voice5: 'Basic, offline: Energetic (Male)',
  voice6: 'Basic, offline: Energetic (Female)',
};

export const LIMITS = {
  photoMaxBytes: 5 * 1024 * 1024,
  freeVideosPerMonth: 10,
  recentVideos: 5,
  nameMinLength: 2,
  passwordMinLength: 10,
  scheduleLeadMinutesDashboard: 60,
  viralViews: 1_000_000,
  trendingViews: 100_000,
} as const;

export const TIMING = {
  chatReplyMinMs: 1000,
  chatReplyMaxMs: 3000,
  dashboardRedirectMs: 500,
  libraryRedirectMs: 1500,
  loginRedirectMs: 100,
  unauthorizedRedirectMs: 500,
  toastDurationMs: 5000,
  /** "Activate All Agents": one toast per capability check, 1 s apart. */
  activationToastIntervalMs: 1000,
} as const;

export const LEGAL_LAST_UPDATED = 'September 15, 2025';
export const PLR_ATTRIBUTION_DAYS = 90;

/** Frame shapes a video can be rendered in (the engine's ASPECTS). */
export const VIDEO_ASPECTS = ['9:16', '1:1', '4:5', '16:9'] as const;
export type VideoAspect = (typeof VIDEO_ASPECTS)[number];
export const ASPECT_LABELS: Record<VideoAspect, string> = {
  '9:16': 'Vertical 9:16',
  '1:1': 'Square 1:1',
  '4:5': 'Portrait 4:5',
  '16:9': 'Landscape 16:9',
};

export const CAPTION_STYLE_CHOICES = ['karaoke', 'pop', 'boxed', 'minimal'] as const;
export type CaptionStyleChoice = (typeof CAPTION_STYLE_CHOICES)[number];
export const CAPTION_STYLE_LABELS: Record<CaptionStyleChoice, string> = {
  karaoke: 'Karaoke highlight',
  pop: 'Word-by-word pop',
  boxed: 'Boxed',
  minimal: 'Minimal',
};

export const CAPTION_POSITION_CHOICES = ['bottom', 'middle', 'top'] as const;
export type CaptionPositionChoice = (typeof CAPTION_POSITION_CHOICES)[number];

/** Motion-graphics looks (the engine's THEME_NAMES). */
export const VIDEO_THEMES = ['midnight', 'sunrise', 'paper', 'neon'] as const;
export type VideoTheme = (typeof VIDEO_THEMES)[number];
export const THEME_LABELS: Record<VideoTheme, string> = {
  midnight: 'Midnight',
  sunrise: 'Sunrise',
  paper: 'Paper',
  neon: 'Neon',
};

/** Display fonts shipped with the engine (its FONT_CHOICES). */
export const VIDEO_FONTS = ['noto-sans', 'montserrat'] as const;
export type VideoFont = (typeof VIDEO_FONTS)[number];
export const FONT_LABELS: Record<VideoFont, string> = { 'noto-sans': 'Noto Sans', montserrat: 'Montserrat' };

/** Built-in music beds (the engine's MUSIC_MOODS), or none. */
export const MUSIC_CHOICES = ['none', 'calm', 'upbeat', 'inspiring', 'dramatic'] as const;
export type MusicChoice = (typeof MUSIC_CHOICES)[number];
export const MUSIC_LABELS: Record<MusicChoice, string> = {
  none: 'No music',
  calm: 'Calm',
  upbeat: 'Upbeat',
  inspiring: 'Inspiring',
  dramatic: 'Dramatic',
};
/** The bed a video gets when the creator picks none: the one that suits the script's tone. */
export const MUSIC_FOR_TONE: Record<Tone, Exclude<MusicChoice, 'none'>> = {
  'engaging-educational': 'inspiring',
  motivational: 'dramatic',
  'casual-friendly': 'calm',
  professional: 'calm',
  'funny-entertaining': 'upbeat',
};

/** Where a video's scene pictures come from (labels: Auto, Stock, My media, AI images, Motion graphics). */
export const VISUAL_SOURCES = ['auto', 'stock', 'library', 'ai', 'motion'] as const;
export type VisualSource = (typeof VISUAL_SOURCES)[number];
export const VISUAL_SOURCE_LABELS: Record<VisualSource, string> = {
  auto: 'Auto',
  stock: 'Stock',
  library: 'My media',
  ai: 'AI images',
  motion: 'Motion graphics',
};

/**
 * Where the avatar presenter appears in a video: a corner bubble, a lower-third, a split screen,
 * a large talking head, or a talking head for the first and last scenes with a bubble between.
 * The title card and captions are laid out around it.
 */
export const PRESENTER_LAYOUTS = ['bottom-left', 'bottom-right', 'top-left', 'top-right', 'lower-third', 'split', 'talking-head', 'intro-outro'] as const;
export type PresenterLayoutChoice = (typeof PRESENTER_LAYOUTS)[number];
export const PRESENTER_LAYOUT_LABELS: Record<PresenterLayoutChoice, string> = {
  'bottom-left': 'Bubble, bottom left',
  'bottom-right': 'Bubble, bottom right',
  'top-left': 'Bubble, top left',
  'top-right': 'Bubble, top right',
  'lower-third': 'Lower third',
  split: 'Split screen',
  'talking-head': 'Talking head',
  'intro-outro': 'Talking head intro and outro',
};

/** How the presenter is framed: the photo in a circle, or its head and shoulders cut out over the scene. */
export const PRESENTER_FRAMES = ['circle', 'cutout'] as const;
export type PresenterFrameChoice = (typeof PRESENTER_FRAMES)[number];
export const PRESENTER_FRAME_LABELS: Record<PresenterFrameChoice, string> = {
  circle: 'Circle',
  cutout: 'Cut-out (no background)',
};
