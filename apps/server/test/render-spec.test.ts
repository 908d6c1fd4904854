import { renderSpecSchema } from '@reelforge/video-engine';
import { describe, expect, it } from 'vitest';
import { renderOptionsSchema } from '../src/modules/videos/render-options.ts';
import { toRenderSpec, type ResolvedRender } from '../src/modules/videos/render-spec.ts';

const options = renderOptionsSchema.parse({
  topic: 'Octopus',
  platform: 'tiktok',
  targetSeconds: 30,
  title: 'Eight arms',
  script: 'An octopus has eight arms.\n\nMost of its neurons are in them.',
  presenterLayout: 'intro-outro',
});

const resolved = (over: Partial<ResolvedRender> = {}): ResolvedRender => ({
  scenes: [
    { text: 'An octopus has eight arms.', keywords: ['  eight arms  ', 'ocean', 'suckers', 'ink'], visualQuery: 'octopus', visual: { kind: 'motion' } },
    { text: 'Most of its neurons are in them.', emoji: '🧠' },
  ],
  visuals: [undefined, [{ kind: 'image', path: '/work/media/brain.jpg', credit: '' }]],
  brand: {},
  voiceEngine: 'espeak',
  ...over,
});

describe('toRenderSpec: the engine spec from resolved inputs alone', () => {
  it('gives the same spec for the same inputs, and one the engine accepts', () => {
    const spec = toRenderSpec(options, resolved());
    expect(toRenderSpec(options, resolved())).toEqual(spec);
    const parsed = renderSpecSchema.parse(spec);
    expect(parsed.scenes.map((s) => s.text)).toEqual(['An octopus has eight arms.', 'Most of its neurons are in them.']);
    // The writer's on-screen words as the engine takes them: trimmed, at most three.
    expect(parsed.scenes[0]!.keywords).toEqual(['eight arms', 'ocean', 'suckers']);
    expect(parsed.scenes[0]!.visuals).toBeUndefined();
    expect(parsed.scenes[1]!.visuals).toMatchObject([{ kind: 'image', path: '/work/media/brain.jpg' }]);
    expect(parsed.voice).toMatchObject({ engine: 'espeak', voiceId: 'voice1', language: 'en' });
    expect(parsed.presenter).toBeUndefined();
  });

  it('passes a scene’s fields through whole (its kind and data), without the storyboard’s own', () => {
    const stat = { text: '73% of its neurons are in its arms.', kind: 'stat' as const, stat: { value: '73%', label: 'of its neurons are in its arms' }, visualQuery: 'octopus arm' };
    const spec = toRenderSpec(options, resolved({ scenes: [stat], visuals: [undefined] }));
    expect(spec.scenes[0]).toMatchObject({ kind: 'stat', stat: { value: '73%', label: 'of its neurons are in its arms' } });
    expect(spec.scenes[0]).not.toHaveProperty('visualQuery');
    expect(renderSpecSchema.parse(spec).scenes[0]).toMatchObject({ kind: 'stat', stat: { value: '73%' } });
  });

  it('draws a stored scene whose design lost its data as a narration scene', () => {
    const odd = { text: 'Three things.', kind: 'list' as const, stat: { value: '1', label: 'not a list' } };
    const spec = toRenderSpec(options, resolved({ scenes: [odd], visuals: [undefined] }));
    expect(spec.scenes[0]).toEqual({ text: 'Three things.', keywords: undefined, visuals: undefined });
  });

  it('cuts the presenter out only when the creator chose the cut-out frame', () => {
    const presenter = { imagePath: '/work/avatar.png', landmarks: [1, 2], name: 'Dana Reyes', mattePath: '/work/matte.png' };
    expect(toRenderSpec(options, resolved({ presenter })).presenter).not.toHaveProperty('frame');
    const cut = renderOptionsSchema.parse({ ...options, style: { presenterFrame: 'cutout' } });
    expect(toRenderSpec(cut, resolved({ presenter })).presenter).toMatchObject({ frame: 'cutout', mattePath: '/work/matte.png', name: 'Dana Reyes' });
  });

  it('lets the brand kit fill only what the video left unchosen, and places the presenter', () => {
    const brand = { colors: ['#112233'], captionStyle: 'boxed' as const, font: 'montserrat' as const, music: 'none' as const };
    const presenter = { imagePath: '/work/avatar.png', voiceId: 'voice3', landmarks: [1, 2] };
    const branded = toRenderSpec(options, resolved({ brand, presenter }));
    expect(branded.captions.style).toBe('boxed');
    expect(branded.music).toBeUndefined();
    expect(branded.brandColors).toEqual(['#112233']);
    expect(branded.presenter).toEqual({ imagePath: '/work/avatar.png', landmarks: [1, 2], layout: 'intro-outro', position: 'bottom-right' });
    const chosen = renderOptionsSchema.parse({ ...options, style: { captionStyle: 'pop', music: 'calm' } });
    const own = toRenderSpec(chosen, resolved({ brand }));
    expect(own.captions.style).toBe('pop');
    expect(own.music).toEqual({ mood: 'calm' });
  });
});
