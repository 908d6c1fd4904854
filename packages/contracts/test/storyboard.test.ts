import { describe, expect, it } from 'vitest';
import {
  STORYBOARD_MAX_SCENES,
  STORYBOARD_MESSAGES,
  STORYBOARD_SCENE_TEXT_MAX,
  completeVideoSchema,
  sceneSeconds,
  stockSearchRequestSchema,
  storyboardSchema,
} from '../src/index.ts';

const pick = {
  provider: 'pexels',
  id: 'pexels-video-1000',
  kind: 'video',
  url: 'https://videos.pexels.com/a.mp4',
  width: 1080,
  height: 1920,
  credit: 'Video by A on Pexels',
  thumbnailUrl: null,
  signature: 'a'.repeat(43),
} as const;

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('storyboard contract', () => {
  it('accepts every kind of visual and fills an absent one with the automatic pick', () => {
    const parsed = storyboardSchema.parse({
      scenes: [
        { text: ' One ' },
        { text: 'Two', visual: { kind: 'motion' } },
        { text: 'Three', visual: { kind: 'stock', pick } },
        { text: 'Four', visual: { kind: 'library', itemId: '6f1c1f0e-1c2b-4c47-9d0e-2f7b1c0a9e11' } },
      ],
    });
    expect(parsed.scenes.map((s) => s.visual.kind)).toEqual(['auto', 'motion', 'stock', 'library']);
    expect(parsed.scenes[0]?.text).toBe('One');
  });

  it('refuses no scenes, more than 40, empty and over-long text with the product words', () => {
    expect(firstMessage(storyboardSchema.safeParse({ scenes: [] }))).toBe(STORYBOARD_MESSAGES.noScenes);
    const many = Array.from({ length: STORYBOARD_MAX_SCENES + 1 }, (_, i) => ({ text: `Scene ${i}` }));
    expect(firstMessage(storyboardSchema.safeParse({ scenes: many }))).toBe(STORYBOARD_MESSAGES.tooManyScenes);
    expect(storyboardSchema.safeParse({ scenes: many.slice(0, STORYBOARD_MAX_SCENES) }).success).toBe(true);
    expect(firstMessage(storyboardSchema.safeParse({ scenes: [{ text: '   ' }] }))).toBe(STORYBOARD_MESSAGES.emptyText);
    const long = 'a'.repeat(STORYBOARD_SCENE_TEXT_MAX + 1);
    expect(firstMessage(storyboardSchema.safeParse({ scenes: [{ text: long }] }))).toBe(STORYBOARD_MESSAGES.longText);
  });

  it('refuses a stock pick without a well-formed signature and a library id that is not an id', () => {
    const bad = storyboardSchema.safeParse({ scenes: [{ text: 'x', visual: { kind: 'stock', pick: { ...pick, signature: 'nope' } } }] });
    expect(firstMessage(bad)).toBe(STORYBOARD_MESSAGES.badSignature);
    const lib = storyboardSchema.safeParse({ scenes: [{ text: 'x', visual: { kind: 'library', itemId: '../etc/passwd' } }] });
    expect(firstMessage(lib)).toBe(STORYBOARD_MESSAGES.notYourMedia);
    expect(storyboardSchema.safeParse({ scenes: [{ text: 'x', visual: { kind: 'url', url: 'http://x' } }] }).success).toBe(false);
  });

  it('rides on complete-video', () => {
    const req = completeVideoSchema.parse({ topic: 't', platform: 'tiktok', duration: 30, storyboard: { scenes: [{ text: 'Hi there' }] } });
    expect(req.storyboard?.scenes[0]?.visual).toEqual({ kind: 'auto' });
  });

  it('estimates a scene at the narration rate', () => {
    expect(sceneSeconds('one two three four five')).toBe(2);
    expect(sceneSeconds('word')).toBe(1);
  });

  it('needs a search query', () => {
    expect(firstMessage(stockSearchRequestSchema.safeParse({ query: ' ' }))).toBe(STORYBOARD_MESSAGES.queryRequired);
    expect(stockSearchRequestSchema.parse({ query: 'coffee' }).limit).toBe(12);
  });
});
