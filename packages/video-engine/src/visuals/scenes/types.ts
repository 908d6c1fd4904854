import type { AssEvent } from '../../captions/ass-util.ts';
import type { FontChoice } from '../../fonts/registry.ts';
import type { SceneKind } from '../../scene-kinds.ts';
import type { SceneSpec } from '../../spec.ts';
import type { WordTiming } from '../../tts/types.ts';
import type { KineticInput } from '../kinetic.ts';
import type { FrameLayout, Rect } from '../layout.ts';
import type { Shot } from '../shots.ts';
import type { Theme } from '../themes.ts';

/** What a scene template draws from: its scene, its place and time on screen, the video's look. */
export interface SceneDraw {
  scene: SceneSpec;
  sceneIndex: number;
  /** The scene's stage: inside the safe area, clear of captions, presenter and logo. */
  box: Rect;
  /** When the scene's design is on screen (after the title card), video ms. */
  fromMs: number;
  toMs: number;
  /** The narration's words spoken in the scene (video ms), to time reveals to the voice. */
  words: WordTiming[];
  theme: Theme;
  font: FontChoice;
  frame: FrameLayout;
  /** The scene's shots (2-5 s each); the narration design draws per shot. */
  shots: Shot[];
  /** The kinetic-type settings of the video (the narration design's keywords, badges, title). */
  kinetic: Omit<KineticInput, 'shots'>;
  /** The scene plays footage or a photo: text needs a plate to read on it. */
  onPicture: boolean;
  /** The scene's emoji when Twemoji has it: a template that shows it leaves it room (emojiBox). */
  emoji?: string;
  /** What earlier scenes' designs put on screen (their phrases): an optional line repeating one is left out. */
  shownBefore?: string[];
}

/**
 * One scene design (issue 25): a file under visuals/scenes/ exporting one of these, named in
 * visuals/scenes/index.ts. Templates draw into the ASS overlay (libass, no extra video filter).
 */
export interface SceneTemplate {
  kind: SceneKind;
  /** Whether the scene carries this kind's data; a scene whose data is missing is drawn as narration. */
  fits(scene: SceneSpec): boolean;
  /** The text it puts on screen, kept out of the keywords (a phrase appears once per video). */
  phrases(scene: SceneSpec): string[];
  /** Whether the shots keep their keyword layout and emoji badge (the narration design only). */
  perShot: boolean;
  draw(d: SceneDraw): AssEvent[];
  /** Where the scene's emoji goes (video pixels), drawn from Twemoji into the shots' backgrounds; none: not shown. */
  emojiBox?(d: SceneDraw): Rect | undefined;
}
