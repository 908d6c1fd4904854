import { assLayout, maxLineChars, type AssLayout } from '../captions/ass.ts';
import { groupWords, type CaptionLine } from '../captions/group.ts';
import { familyFor } from '../fonts/registry.ts';
import type { Narration } from '../narration.ts';
import type { LogoPlan } from '../plan.ts';
import { safeAreaFor } from '../platforms.ts';
import { avoiding, frameLayout, type FrameLayout, type Rect } from '../visuals/layout.ts';
import { prepareLogo } from '../visuals/logo.ts';
import { themeFor } from '../visuals/themes.ts';
import { templateFor } from '../visuals/scenes/index.ts';
import { placePresenter, presenterScenes, type PresenterPlacement } from '../visuals/presenter-layout.ts';
import type { RenderContext } from './context.ts';

export interface FramePlan {
  /** The frame as the platform's safe area and the captions leave it. */
  frame: FrameLayout;
  /** The same with the presenter's and the logo's places taken out of the stage. */
  stageFrame: FrameLayout;
  /** The presenter's place (every scene alike, or the middle scenes of intro-outro). */
  placed?: PresenterPlacement;
  /** Per scene, for a talking presenter only. */
  scenePlaces?: PresenterPlacement[];
  logo?: LogoPlan;
  /** The ASS script's geometry and font. */
  layout: AssLayout;
  /** The narration's words grouped into caption lines (also the SRT/VTT cues). */
  lines: CaptionLine[];
}

/** Stage 2: where the presenter, logo, title, keywords and captions go, and the caption lines. */
export async function layOutFrame({ spec, report, workDir }: RenderContext, narration: Narration): Promise<FramePlan> {
  report('captions', 0);
  const { width, height } = spec;
  const safe = safeAreaFor(spec.platform, width, height);
  const frame = frameLayout(width, height, safe, spec.captions);
  // The presenter takes its place first; the title card and keywords get what is left.
  const pres = spec.presenter;
  const placed = pres ? placePresenter(pres.layout, pres.position, pres.size, frame) : undefined;
  // A talking presenter may change place between scenes (intro-outro); stills keep the bubble.
  const scenePlaces = pres?.landmarks
    ? presenterScenes(pres.layout, pres.position, pres.size, frame, spec.scenes.length, spec.scenes.map((s) => templateFor(s).kind))
    : undefined;
  const placedFrame = placed ? { ...frame, stage: placed.stage, sceneStages: scenePlaces?.map((p) => p.stage) } : frame;
  // The logo keeps its corner: titles, keywords and emoji are laid out clear of it.
  const theme = themeFor(spec.theme, spec.brandColors);
  const palette = [...theme.backgrounds.flat(), ...theme.accents, ...(spec.brandColors ?? [])];
  const logo = spec.logo ? await prepareLogo(spec.logo, { width, height, safe }, workDir, palette) : undefined;
  const logoRect = logo && { x: logo.x, y: logo.y, w: logo.width, h: logo.height };
  const clear = (r: Rect) => (logoRect ? avoiding(r, logoRect, Math.round(frame.captionSize * 0.3)) : r);
  const stageFrame = { ...placedFrame, stage: clear(placedFrame.stage), sceneStages: placedFrame.sceneStages?.map(clear) };
  const layout = { ...assLayout(width, height, safe, familyFor(spec.font)), captionSize: frame.captionSize };
  const lines = groupWords(narration.words, { maxWords: 4, maxChars: maxLineChars(layout), maxGapMs: 600 });
  return { frame: placed?.captionBand ? { ...frame, captionBand: placed.captionBand } : frame, stageFrame, placed, scenePlaces, logo, layout, lines };
}
