import { createHash } from 'node:crypto';
import { MUSIC_FOR_TONE, type VideoStyle } from '@reelforge/contracts';
import { repairSceneKind } from '@reelforge/script-writer';
import { frameFor, frameForAspect, THEME_NAMES, type RenderSpecInput } from '@reelforge/video-engine';
import type { SceneVisual } from '../../adapters/media/resolve.ts';
import type { Presenter, RenderBrand } from './render-feeds.ts';
import type { RenderOptions } from './render-options.ts';

/** A look per video that stays the same across re-renders (chosen from the title's hash). */
export function themeFor(title: string): (typeof THEME_NAMES)[number] {
  const n = createHash('sha256').update(title).digest().readUInt32BE(0);
  return THEME_NAMES[n % THEME_NAMES.length]!;
}

/** The video's own style, its brand kit filling what it left unchosen (API and agent videos). */
export function styleWithBrand(style: VideoStyle, brand: RenderBrand): VideoStyle {
  return {
    ...style,
    captionStyle: style.captionStyle ?? brand.captionStyle,
    font: style.font ?? brand.font,
    music: style.music ?? brand.music,
  };
}

/** The frame the video is drawn in: its chosen aspect, else the platform's for its length. */
export const frameOf = (options: Pick<RenderOptions, 'platform' | 'targetSeconds'>, style: VideoStyle) =>
  style.aspect ? frameForAspect(style.aspect) : frameFor(options.platform, options.targetSeconds);

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
  keywords
    ?.map((k) => k.trim().slice(0, 40))
    .filter(Boolean)
    .slice(0, 3);

const withoutVoice = ({ voiceId: _voice, ...face }: Presenter) => face;

type StoredScene = NonNullable<RenderOptions['scenes']>[number];

/**
 * Everything a render needs from outside the video's own options, found before the spec is made
 * (render-inputs.ts): the scenes with their visual queries, their pictures as local files, the
 * presenter, the brand kit and the narration engine.
 */
export interface ResolvedRender {
  scenes: StoredScene[];
  /** Per scene, its pictures as local files; undefined: designed motion graphics. */
  visuals: (SceneVisual[] | undefined)[];
  presenter?: Presenter;
  brand: RenderBrand;
  /** The narration engine the owner's voice settings chose. */
  voiceEngine: RenderSpecInput['voice']['engine'];
}

/**
 * The engine's spec for a video, as plain data from plain data: no I/O, no clock, no context, so
 * the same inputs always make the same spec (the render graph hashes what goes in here).
 * A scene's fields pass through whole (its kind and data among them); only the storyboard's own
 * (its visual choice and search query) stay behind, their result being the scene's `visuals`.
 */
export function toRenderSpec(options: RenderOptions, resolved: ResolvedRender): RenderSpecInput {
  const { brand, presenter } = resolved;
  const style = styleWithBrand(options.style, brand);
  return {
    ...frameOf(options, style),
    fps: 30,
    title: options.title,
    theme: style.theme ?? themeFor(options.title),
    font: style.font,
    scenes: resolved.scenes.map(({ visual: _chosen, visualQuery: _query, ...stored }, i) => {
      // The scene's design with valid data, or none (a narration scene): an odd stored row never
      // hands the engine a kind without its data.
      const scene = repairSceneKind(stored);
      return {
        ...scene,
        keywords: keywordsOf(scene.keywords),
        visuals: resolved.visuals[i]?.map((v) => ({ kind: v.kind, path: v.path, credit: v.credit || undefined })),
      };
    }),
    voice: { engine: resolved.voiceEngine, voiceId: options.voiceId, language: options.language },
    captions: { enabled: true, style: style.captionStyle ?? 'karaoke', position: style.captionPosition },
    music: musicFor(style),
    brandColors: brand.colors,
    logo: brand.logo,
    platform: options.platform,
    // The presenter's fields pass through whole too (its voice is the narration's business).
    // The cut-out is the creator's choice of frame; without it the matte stays unused (the circle).
    presenter: presenter
      ? {
          ...withoutVoice(presenter),
          ...engineLayout(options.presenterLayout),
          ...(style.presenterFrame === 'cutout' && { frame: 'cutout' as const }),
        }
      : undefined,
  };
}
