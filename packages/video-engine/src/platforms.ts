/** Social platforms the engine lays frames out for (same ids as packages/contracts). */
export const PLATFORMS = ['tiktok', 'youtube', 'instagram', 'facebook', 'twitter', 'linkedin', 'mastodon', 'bluesky', 'threads', 'pinterest'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Margins, as fractions of the frame, that a platform's own UI covers. */
export interface SafeArea {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

// Vertical players overlay a caption/handle block at the bottom and a button column on the
// right; these values are the commonly published reel/short safe zones, rounded up.
const VERTICAL: Record<Platform, SafeArea> = {
  tiktok: { top: 0.1, bottom: 0.2, left: 0.06, right: 0.12 },
  instagram: { top: 0.12, bottom: 0.22, left: 0.06, right: 0.12 },
  facebook: { top: 0.1, bottom: 0.22, left: 0.06, right: 0.12 },
  youtube: { top: 0.08, bottom: 0.2, left: 0.06, right: 0.12 },
  twitter: { top: 0.08, bottom: 0.15, left: 0.06, right: 0.08 },
  linkedin: { top: 0.08, bottom: 0.15, left: 0.06, right: 0.08 },
  // Web and app players with a control bar; Bluesky's full-screen video feed adds the post's text below.
  // Threads' player puts the caption and actions below like Bluesky; Pinterest's close view its title and buttons.
  mastodon: { top: 0.06, bottom: 0.12, left: 0.05, right: 0.05 },
  bluesky: { top: 0.08, bottom: 0.18, left: 0.06, right: 0.1 },
  threads: { top: 0.08, bottom: 0.18, left: 0.06, right: 0.1 },
  pinterest: { top: 0.1, bottom: 0.2, left: 0.06, right: 0.1 },
};

// Landscape players only cover the bottom with the seek bar and controls.
const LANDSCAPE: SafeArea = { top: 0.06, bottom: 0.12, left: 0.05, right: 0.05 };

// Square and 4:5 posts play in feeds, where only a slim strip at each edge is covered.
const FEED: SafeArea = { top: 0.05, bottom: 0.08, left: 0.05, right: 0.05 };

export function safeAreaFor(platform: Platform, width: number, height: number): SafeArea {
  if (height >= width * 1.5) return VERTICAL[platform];
  return height >= width ? FEED : LANDSCAPE;
}

/** Longest video that still goes out as a vertical short; longer YouTube videos are 16:9. */
export const SHORT_MAX_SEC = 60;

// Threads recommends 9:16, and Pinterest's video Pins play in a tall grid whatever their length.
const ALWAYS_VERTICAL: ReadonlySet<Platform> = new Set(['tiktok', 'instagram', 'facebook', 'threads', 'pinterest']);

/**
 * Frame size for a platform and length. TikTok, Instagram, Facebook, Threads and Pinterest are always vertical;
 * YouTube, X, LinkedIn, Mastodon and Bluesky are vertical up to a minute (mobile feeds) and 16:9 beyond.
 */
export function frameFor(platform: Platform, durationSec: number): { width: number; height: number } {
  if (ALWAYS_VERTICAL.has(platform) || durationSec <= SHORT_MAX_SEC) return { width: 1080, height: 1920 };
  return { width: 1920, height: 1080 };
}

/** Frame shapes a video can be rendered in. */
export const ASPECTS = ['9:16', '1:1', '4:5', '16:9'] as const;
export type Aspect = (typeof ASPECTS)[number];

/** Standard frame for an aspect: 1080 on the short side (1920 on the long one). */
export function frameForAspect(aspect: Aspect): { width: number; height: number } {
  switch (aspect) {
    case '9:16':
      return { width: 1080, height: 1920 };
    case '1:1':
      return { width: 1080, height: 1080 };
    case '4:5':
      return { width: 1080, height: 1350 };
    case '16:9':
      return { width: 1920, height: 1080 };
  }
}

/** The aspect a platform gets by default (what frameFor picks today). */
export function defaultAspect(platform: Platform, durationSec: number): Aspect {
  return frameFor(platform, durationSec).width > frameFor(platform, durationSec).height ? '16:9' : '9:16';
}
