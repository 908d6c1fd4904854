import type { CaptionStyleChoice, LogoCorner, MatchableMedia, MusicChoice, VideoFont, VideoStyle } from '@reelforge/contracts';
import type { StockKeys } from '../../adapters/media/resolve.ts';
import type { TtsSettings } from '../../adapters/tts/settings.ts';
import { Port, type AppContext } from '../../context/index.ts';

/** The creator's avatar as the engine draws it. */
export interface Presenter {
  imagePath: string;
  mouthOpenImagePath?: string;
  /** Face mesh of a photo avatar in its image's pixels (flat x, y pairs). */
  landmarks?: number[];
  voiceId?: string;
  /** Shown on the 'lower-third' layout's name bar. */
  name?: string;
  /** The cut-out's matte (grey PNG in the image's pixels). */
  mattePath?: string;
}

/** What a render takes from its owner's brand kit. */
export interface RenderBrand {
  colors?: string[];
  logo?: { path: string; corner: LogoCorner; opacity: number };
  /** Defaults for what the video itself left unchosen (videos made through the API or an agent). */
  captionStyle?: CaptionStyleChoice;
  font?: VideoFont;
  music?: MusicChoice;
}

/** One of the creator's uploads, as a render uses it (the library module owns them). */
export interface LibraryMedia extends MatchableMedia {
  id: string;
  type: string;
  extension: string;
  storageKey: string;
  width: number | null;
  height: number | null;
  createdAt: Date;
}

/**
 * What other modules feed into a render, read when it runs (a retry follows a change made
 * meanwhile). Declared here and wired by the job layer, so `videos` never imports the modules
 * that feed it (avatars, voice settings, brand kit): they depend on videos, not the reverse.
 */
export interface RenderFeeds {
  /** The avatar as presenter; null when it was deleted since the video was queued. */
  presenter(ctx: AppContext, userId: string, avatarId: string | null | undefined, workDir: string): Promise<Presenter | undefined>;
  /** The owner's narration: their own speech, else the server's with their preferred engine. */
  voice(ctx: AppContext, userId: string): Promise<TtsSettings>;
  /** The owner's own stock keys (Settings -> Stock media), which win over the server's for this render only. */
  stockKeys(ctx: AppContext, userId: string): Promise<StockKeys>;
  /** The owner's brand kit, its logo copied into workDir. */
  brand(ctx: AppContext, userId: string, style: VideoStyle, workDir: string): Promise<RenderBrand>;
  /** The creator's uploads: all of them, or one by id (null when gone or not theirs). */
  library: {
    listOwned(ctx: AppContext, userId: string): Promise<LibraryMedia[]>;
    findOwned(ctx: AppContext, userId: string, itemId: string): Promise<LibraryMedia | null>;
  };
}

/** The feeds, wired by the composition root: renders (jobs) and scene previews (routes) both read them. */
export const RENDER_FEEDS = new Port<RenderFeeds>('videos.renderFeeds');
