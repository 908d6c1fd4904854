import { scriptText } from '@reelforge/contracts';
import { describe, expect, it } from 'vitest';
import {
  aiVideoFlowReducer as reduce,
  flowDescription,
  flowTitle,
  initialFlowState,
  searchFrame,
  shownVideo,
  storyboardShown,
  type AiVideoFlowAction,
  type AiVideoFlowState,
} from '@/features/videos/components/ai/ai-video-flow';
import type { EditableScript } from '@/features/videos/components/ai/script-review';
import type { OwnScript } from '@/features/videos/lib/own-script-form';
import { storyboardFromScript } from '@/features/videos/lib/storyboard';
import { aVideo } from '../support/fixtures';

const aScript = (script = 'First paragraph.\n\nSecond paragraph.'): EditableScript =>
  ({ title: 'Title', description: 'About', script, scenes: [], hashtags: [] }) as unknown as EditableScript;
const aBoard = (script: string) => storyboardFromScript({ script, scenes: undefined }) ?? [];
const anOwn = { title: 'Mine', script: 'My words.', platform: 'tiktok' } as unknown as OwnScript;
const run = (actions: AiVideoFlowAction[], from: AiVideoFlowState = initialFlowState) => actions.reduce(reduce, from);

describe('the AI video flow', () => {
  it('starts on the form, writing with AI, with nothing made', () => {
    expect(initialFlowState).toMatchObject({
      step: 'form',
      mode: 'ai',
      script: null,
      board: null,
      render: null,
      limit: null,
    });
  });

  it('a written script opens its review and clears a plan limit', () => {
    const script = aScript();
    const state = run([
      { type: 'limitReached', message: 'No more videos' },
      { type: 'scriptWritten', script },
    ]);
    expect(state).toMatchObject({ step: 'script', script, limit: null });
  });

  it('back from the storyboard, the script takes the storyboard’s words', () => {
    const board = aBoard('Edited one.\n\nEdited two.');
    const state = run([
      { type: 'scriptWritten', script: aScript() },
      { type: 'storyboardOpened', board },
      { type: 'storyboardClosed' },
    ]);
    expect(state.step).toBe('script');
    expect(state.script?.script).toBe(scriptText(board));
    expect(state.script?.title).toBe('Title');
  });

  it('"Write my own" goes back from the storyboard to its form, the script untouched', () => {
    const state = run([
      { type: 'modeChanged', mode: 'own' },
      { type: 'ownChecked', own: anOwn },
      { type: 'storyboardOpened', board: aBoard('My words.') },
      { type: 'storyboardClosed' },
    ]);
    expect(state).toMatchObject({ step: 'form', mode: 'own', own: anOwn, script: null });
  });

  it('back from a render returns where it started: storyboard, script or own form', () => {
    const started = (fromBoard: boolean, mode: 'ai' | 'own') =>
      run([
        { type: 'modeChanged', mode },
        { type: 'launching', fromBoard },
        { type: 'renderStarted', video: aVideo(), startedAt: 1 },
        { type: 'renderClosed' },
      ]).step;
    expect(started(true, 'ai')).toBe('storyboard');
    expect(started(false, 'ai')).toBe('script');
    expect(started(false, 'own')).toBe('form');
  });

  it('a started render is shown with when it started, and clears a plan limit', () => {
    const video = aVideo({ id: 'v1' });
    const state = run([
      { type: 'limitReached', message: 'No more videos' },
      { type: 'renderStarted', video, startedAt: 42, reason: 'Worker down' },
    ]);
    expect(state).toMatchObject({
      step: 'render',
      limit: null,
      render: { initial: video, startedAt: 42, reason: 'Worker down' },
    });
  });

  it('the brand kit fills only the style choices not made yet; a template replaces them', () => {
    const chosen = run([{ type: 'styleChanged', style: { captionStyle: 'bold' } as never }]);
    const branded = reduce(chosen, {
      type: 'brandDefaults',
      style: { captionStyle: 'minimal', music: 'calm' } as never,
    });
    expect(branded.style).toEqual({ captionStyle: 'bold', music: 'calm' });
    expect(reduce(branded, { type: 'styleChanged', style: { aspect: '9:16' } as never }).style).toEqual({
      aspect: '9:16',
    });
  });

  it('"Create another" forgets the script, storyboard and render, and keeps mode and style', () => {
    const state = run([
      { type: 'modeChanged', mode: 'own' },
      { type: 'styleChanged', style: { music: 'calm' } as never },
      { type: 'ownChecked', own: anOwn },
      { type: 'storyboardOpened', board: aBoard('My words.') },
      { type: 'launching', fromBoard: true },
      { type: 'renderStarted', video: aVideo(), startedAt: 1 },
      { type: 'reset' },
    ]);
    expect(state).toEqual({ ...initialFlowState, mode: 'own', style: { music: 'calm' } });
  });

  it('lists the storyboard step while open or when the render came from it', () => {
    expect(storyboardShown(run([{ type: 'storyboardOpened', board: aBoard('A.') }]))).toBe(true);
    const fromScript = run([
      { type: 'launching', fromBoard: false },
      { type: 'renderStarted', video: aVideo(), startedAt: 1 },
    ]);
    expect(storyboardShown(fromScript)).toBe(false);
    expect(storyboardShown({ ...fromScript, boardUsed: true })).toBe(true);
  });

  it('titles and describes each step', () => {
    expect(flowTitle('form', 'ai', undefined)).toBe('Generate AI Video');
    expect(flowTitle('form', 'own', undefined)).toBe('Render your own script');
    expect(flowTitle('script', 'ai', undefined)).toBe('Review your script');
    expect(flowTitle('storyboard', 'own', undefined)).toBe('Storyboard');
    expect(flowTitle('render', 'ai', 'failed')).toBe('Video Generation Failed');
    expect(flowTitle('render', 'ai', 'generating')).toBe('Rendering your video');
    expect(flowTitle('render', 'ai', 'ready')).toBe('Your video is ready');
    expect(flowDescription('render', 'ai', 'My video')).toBe('My video');
    expect(flowDescription('render', 'ai', undefined)).toBe('');
    expect(flowDescription('form', 'own', undefined)).toMatch(/voices them as written/);
  });

  it('stock searches take the chosen aspect, else the platform’s frame', () => {
    expect(searchFrame('1:1', 'tiktok')).toEqual({ aspect: '1:1' });
    expect(searchFrame(undefined, 'all')).toEqual({ platform: 'youtube' });
    expect(searchFrame(undefined, 'tiktok')).toEqual({ platform: 'tiktok' });
    expect(searchFrame(undefined, '')).toEqual({});
  });

  it('a render that could not start shows why, unless the video has its own error', () => {
    const render = { initial: aVideo(), startedAt: 1, reason: 'Worker down' };
    expect(shownVideo(aVideo({ error: null }), render)?.error).toBe('Worker down');
    expect(shownVideo(aVideo({ error: 'Own error' }), render)?.error).toBe('Own error');
    expect(shownVideo(aVideo({ error: null }), { ...render, reason: undefined })?.error).toBeNull();
    expect(shownVideo(undefined, render)).toBeUndefined();
  });
});
