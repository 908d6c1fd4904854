import { createHash } from 'node:crypto';
import { MUSIC_FOR_TONE, type VideoStyle } from '@reelforge/contracts';
import { sceneKindOf, withVisualQueries } from '@reelforge/script-writer';
import {
  frameFor,
  frameForAspect,
  render,
  THEME_NAMES,
  type RenderOptions as RenderOptionsOf,
  type RenderResult,
  type RenderSpecInput,
} from '@reelforge/video-engine';
import type { AppContext } from '../../context/index.ts';
import type { StockKeys } from '../../adapters/media/resolve.ts';
import type { TtsSettings } from '../../adapters/tts/settings.ts';
import type { RenderOptions } from './render-options.ts';
import { scenesForScript } from './script-scenes.ts';
import { resolveStoryboardVisuals } from './storyboard-visuals.ts';
import type { RenderBrand, RenderFeeds } from './render-feeds.ts';

export type { Presenter } from './render-feeds.ts';
import type { Presenter } from './render-feeds.ts';

/** A look per video that stays the same across re-renders (chosen from the title's hash). */
export function themeFor(title: string): (typeof THEME_NAMES)[number] {
  const n = createHash('sha256').update(title).digest().readUInt32BE(0);
  return THEME_NAMES[n % THEME_NAMES.length]!;
}

/** The bed the engine mixes under the narration; older videos (no choice stored) get the default one. */
function musicFor(style: VideoStyle): RenderSpecInput['music'] {
  const choice = style.music ?? MUSIC_FOR_TONE['engaging-educational'];
  return choice === 'none' ? undefined : { mood: choice };
}

/** The product's layout choice in the engine's terms (a corner, or a layout of its own). */
function engineLayout(choice: RenderOptions['presenterLayout']): {
  layout: 'corner' | 'lower-third' | 'split' | 'talking-head' | 'intro-outro';
  position?: 'bottom-left' | 'bottom-right' | 'top-left' | 'top-right';
} {
  // intro-outro's bubble between the first and last scenes sits bottom-right, clear of the title.
  if (choice === 'intro-outro') return { layout: choice, position: 'bottom-right' };
  if (choice === 'lower-third' || choice === 'split' || choice === 'talking-head') return { layout: choice };
  return { layout: 'corner', position: choice };
}

/** The writer's on-screen words for a scene, as the engine takes them (at most 3, 40 characters each). */
const keywordsOf = (keywords: string[] | undefined) =>
  keywords?.map((k) => k.trim().slice(0, 40)).filter(Boolean).slice(0, 3);

/**
 * Builds the engine's RenderSpec from a video's render options and renders it into workDir. The
 * engine narrates each scene's text and animates its keywords and emoji in the scene's graphics.
 */
export async function renderWithEngine(
  ctx: AppContext,
  options: RenderOptions,
  workDir: string,
  run: {
    signal: AbortSignal;
    onProgress: (stage: string, percent: number) => void;
    presenter?: Presenter;
    /** The video owner's narration engine (see ttsFor); the server's when not given. */
    tts?: TtsSettings;
    /** The owner's own stock keys: used for this render's searches, never another's. */
    stockKeys?: StockKeys;
    /** The video's owner: a storyboard's library picks must still be theirs. */
    userId?: string;
    /** The owner's uploads (the library module's, fed through the render's feeds). */
    library: RenderFeeds['library'];
    /** Encodes a long video's passes, shared with other workers (see render-passes.ts). */
    encodeParts?: RenderOptionsOf['encodeParts'];
    /** The owner's brand kit: logo, colours, and defaults for what the video left unchosen. */
    brand?: RenderBrand;
  },
): Promise<RenderResult> {
  const tts = run.tts ?? ctx.tts;
  const brand = run.brand ?? {};
  const style = { ...options.style, captionStyle: options.style.captionStyle ?? brand.captionStyle, font: options.style.font ?? brand.font, music: options.style.music ?? brand.music };
  const frame = style.aspect ? frameForAspect(style.aspect) : frameFor(options.platform, options.targetSeconds);
  // A creator's own words come without stock searches: English nouns from each scene's sentence,
  // never its opening words in the script's language ("Fang früh an!"). A query set in the storyboard stays.
  const scenes = withVisualQueries(options.scenes ?? scenesForScript(options.script), { language: options.language, topic: options.topic, keepGiven: true });
  // Pictures are found and downloaded before the engine starts: it only reads local files.
  run.onProgress('media', 0);
  const visuals = await resolveStoryboardVisuals(ctx, {
    scenes,
    userId: run.userId,
    stockKeys: run.stockKeys,
    library: run.library,
    source: options.visualSource,
    width: frame.width,
    height: frame.height,
    workDir,
    signal: run.signal,
    onScene: (done, total) => run.onProgress('media', (100 * done) / total),
  });
  const spec: RenderSpecInput = {
    ...frame,
    fps: 30,
    title: options.title,
    theme: style.theme ?? themeFor(options.title),
    font: style.font,
    scenes: scenes.map((s, i) => ({
      text: s.text,
      keywords: keywordsOf(s.keywords),
      emoji: s.emoji,
      visuals: visuals[i]?.map((v) => ({ kind: v.kind, path: v.path, credit: v.credit || undefined })),
      // The scene's design (stat, list, quote...) with valid data, or none: a narration scene.
      ...sceneKindOf(s),
    })),
    voice: { engine: tts.engine, voiceId: options.voiceId, language: options.language },
    captions: { enabled: true, style: style.captionStyle ?? 'karaoke', position: style.captionPosition },
    music: musicFor(style),
    brandColors: brand.colors,
    logo: brand.logo,
    platform: options.platform,
    presenter: run.presenter
      ? {
          imagePath: run.presenter.imagePath,
          mouthOpenImagePath: run.presenter.mouthOpenImagePath,
          landmarks: run.presenter.landmarks,
          name: run.presenter.name,
          ...(style.presenterFrame === 'cutout' && { frame: 'cutout', mattePath: run.presenter.mattePath }),
          ...engineLayout(options.presenterLayout),
        }
      : undefined,
  };
  return render(spec, workDir, {
    signal: run.signal,
    onProgress: run.onProgress,
    ffmpegPath: ctx.config.FFMPEG_PATH,
    tmpDir: workDir,
    ttsCredentials: tts.credentials,
    encodeParts: run.encodeParts,
    maxScenesPerChunk: ctx.config.RENDER_SHOTS_PER_PASS,
  });
}
