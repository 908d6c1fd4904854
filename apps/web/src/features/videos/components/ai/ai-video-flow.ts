import {
  SCRIPT_PLATFORMS,
  SCRIPT_PREVIOUS_MAX,
  scriptText,
  type Platform,
  type Video,
  type VideoAspect,
  type VideoStatus,
} from '@reelforge/contracts';
import type { SearchFrame } from '../../api/storyboard';
import type { OwnScript } from '../../lib/own-script-form';
import type { BoardScene } from '../../lib/storyboard';
import type { FlowStep } from './flow-steps';
import type { EditableScript } from './script-review';
import type { StyleChoices } from './style-fields';

/** A written script, for the studio's local draft. */
export interface AiVideoDraft {
  title: string;
  description: string;
  script: string;
  platforms: Platform[];
}

/** Generate with AI, or "Write my own": the creator's words rendered as written. */
export type FlowMode = 'ai' | 'own';

export interface FlowRender {
  initial: Video;
  startedAt: number;
  /** Set when the render could not start and the work was kept as a failed draft. */
  reason?: string;
}

/** Where the AI video dialog is: the step on screen and what the creator has made so far. */
export interface AiVideoFlowState {
  step: FlowStep;
  mode: FlowMode;
  script: EditableScript | null;
  /** Which variation the script on screen is: 0 from the form, then 1, 2, ... with each Regenerate. */
  variation: number;
  board: BoardScene[] | null;
  /** "Write my own" checked and kept when its storyboard opens: the render reads it from there. */
  own: OwnScript | null;
  /** The render in view came from the storyboard, so Back returns there. */
  boardUsed: boolean;
  render: FlowRender | null;
  /** The plan's monthly limit was reached: the server's words. */
  limit: string | null;
  style: StyleChoices;
}

export type AiVideoFlowAction =
  | { type: 'modeChanged'; mode: FlowMode }
  | { type: 'styleChanged'; style: StyleChoices }
  /** The brand kit's defaults: choices already made (or a template's) stay. */
  | { type: 'brandDefaults'; style: StyleChoices }
  /** A script came back: from the form (variation 0, the default) or from Regenerate. */
  | { type: 'scriptWritten'; script: EditableScript; variation?: number }
  | { type: 'scriptEdited'; script: EditableScript }
  | { type: 'ownChecked'; own: OwnScript }
  | { type: 'storyboardOpened'; board: BoardScene[] }
  | { type: 'boardEdited'; board: BoardScene[] }
  /** Back from the storyboard: the script takes the storyboard's words ("Write my own" goes to its form). */
  | { type: 'storyboardClosed' }
  | { type: 'launching'; fromBoard: boolean }
  | { type: 'renderStarted'; video: Video; startedAt: number; reason?: string }
  | { type: 'limitReached'; message: string }
  | { type: 'backToForm' }
  /** Back from the finished (or failed) render to where it was started. */
  | { type: 'renderClosed' }
  /** "Create another": the forms are reset by the dialog; style and mode stay. */
  | { type: 'reset' };

export const initialFlowState: AiVideoFlowState = {
  step: 'form',
  mode: 'ai',
  script: null,
  variation: 0,
  board: null,
  own: null,
  boardUsed: false,
  render: null,
  limit: null,
  style: {},
};

export function aiVideoFlowReducer(state: AiVideoFlowState, action: AiVideoFlowAction): AiVideoFlowState {
  switch (action.type) {
    case 'modeChanged':
      return { ...state, mode: action.mode };
    case 'styleChanged':
      return { ...state, style: action.style };
    case 'brandDefaults':
      return { ...state, style: { ...action.style, ...state.style } };
    case 'scriptWritten':
      return { ...state, script: action.script, variation: action.variation ?? 0, limit: null, step: 'script' };
    case 'scriptEdited':
      return { ...state, script: action.script };
    case 'ownChecked':
      return { ...state, own: action.own };
    case 'storyboardOpened':
      return { ...state, board: action.board, step: 'storyboard' };
    case 'boardEdited':
      return { ...state, board: action.board };
    case 'storyboardClosed':
      if (state.mode === 'own') return { ...state, step: 'form' };
      return {
        ...state,
        script: state.script && state.board ? { ...state.script, script: scriptText(state.board) } : state.script,
        step: 'script',
      };
    case 'launching':
      return { ...state, boardUsed: action.fromBoard };
    case 'renderStarted':
      return {
        ...state,
        limit: null,
        render: { initial: action.video, startedAt: action.startedAt, reason: action.reason },
        step: 'render',
      };
    case 'limitReached':
      return { ...state, limit: action.message };
    case 'backToForm':
      return { ...state, step: 'form' };
    case 'renderClosed':
      return { ...state, step: state.boardUsed ? 'storyboard' : state.mode === 'own' ? 'form' : 'script' };
    case 'reset':
      return { ...state, script: null, variation: 0, board: null, own: null, boardUsed: false, render: null, step: 'form' };
  }
}

/**
 * What Regenerate adds to the form's request: the script on screen (as edited, so the writer moves
 * away from what the creator sees) and the next variation.
 */
export function regenerateFields(state: Pick<AiVideoFlowState, 'script' | 'variation'>): { previousScript?: string; variation: number } {
  const shown = state.script?.script.trim().slice(0, SCRIPT_PREVIOUS_MAX);
  return { ...(shown ? { previousScript: shown } : {}), variation: state.variation + 1 };
}

/** The steps listed above the title: the storyboard counts while open or when the render came from it. */
export const storyboardShown = (state: AiVideoFlowState) =>
  state.step === 'storyboard' || (state.step === 'render' && state.boardUsed);

export function flowTitle(step: FlowStep, mode: FlowMode, status: VideoStatus | undefined): string {
  if (step === 'form') return mode === 'own' ? 'Render your own script' : 'Generate AI Video';
  if (step === 'script') return 'Review your script';
  if (step === 'storyboard') return 'Storyboard';
  if (status === 'failed') return 'Video Generation Failed';
  if (status === 'generating') return 'Rendering your video';
  return 'Your video is ready';
}

export function flowDescription(step: FlowStep, mode: FlowMode, videoTitle: string | undefined): string {
  if (step === 'form') {
    return mode === 'own'
      ? 'Paste or write the words. Reelforge voices them as written, captions them and renders an MP4.'
      : 'Describe the video. Reelforge writes the script, voices it, captions it and renders an MP4.';
  }
  if (step === 'script') return 'Polish the words, then render. Nothing is saved until you generate the video.';
  if (step === 'storyboard') return 'Each scene’s words, length and picture. Edit, reorder, swap visuals, then render.';
  return videoTitle ?? '';
}

/** Stock results shaped like the video: its chosen aspect, else its platform's frame ('all' renders as YouTube). */
export function searchFrame(
  aspect: VideoAspect | undefined,
  platform: (typeof SCRIPT_PLATFORMS)[number] | '',
): SearchFrame {
  if (aspect) return { aspect };
  if (!platform) return {};
  return { platform: platform === 'all' ? 'youtube' : platform };
}

/** The video shown on the render step: a render that could not start shows why. */
export function shownVideo(live: Video | undefined, render: FlowRender | null): Video | undefined {
  return live && render?.reason && !live.error ? { ...live, error: render.reason } : live;
}
