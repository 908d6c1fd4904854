import { describe, expect, it } from 'vitest';
import { frameFor, renderSpecSchema, safeAreaFor } from '../src/index.ts';

describe('frameFor', () => {
  it('is vertical for short-form platforms at any length', () => {
    expect(frameFor('tiktok', 30)).toEqual({ width: 1080, height: 1920 });
    expect(frameFor('instagram', 300)).toEqual({ width: 1080, height: 1920 });
    expect(frameFor('facebook', 90)).toEqual({ width: 1080, height: 1920 });
    expect(frameFor('threads', 240)).toEqual({ width: 1080, height: 1920 });
    expect(frameFor('pinterest', 600)).toEqual({ width: 1080, height: 1920 });
  });

  it('makes YouTube a Short up to 60 s and 16:9 beyond', () => {
    expect(frameFor('youtube', 60)).toEqual({ width: 1080, height: 1920 });
    expect(frameFor('youtube', 61)).toEqual({ width: 1920, height: 1080 });
    expect(frameFor('linkedin', 600)).toEqual({ width: 1920, height: 1080 });
  });
});

describe('safeAreaFor', () => {
  it('reserves TikTok bottom and right UI in vertical frames', () => {
    const s = safeAreaFor('tiktok', 1080, 1920);
    expect(s.bottom).toBeGreaterThanOrEqual(0.2);
    expect(s.right).toBeGreaterThanOrEqual(0.12);
  });

  it("keeps clear of Threads' caption and Pinterest's title and buttons in vertical frames", () => {
    expect(safeAreaFor('threads', 1080, 1920)).toEqual({ top: 0.08, bottom: 0.18, left: 0.06, right: 0.1 });
    expect(safeAreaFor('pinterest', 1080, 1920)).toEqual({ top: 0.1, bottom: 0.2, left: 0.06, right: 0.1 });
  });

  it('uses landscape margins for 16:9', () => {
    expect(safeAreaFor('youtube', 1920, 1080).right).toBeLessThan(safeAreaFor('youtube', 1080, 1920).right);
  });
});

describe('renderSpecSchema', () => {
  const minimal = {
    width: 1080,
    height: 1920,
    scenes: [{ text: 'Hello there.' }],
    voice: { voiceId: 'voice2' },
    captions: { enabled: true },
    platform: 'tiktok',
  };

  it('fills defaults', () => {
    const spec = renderSpecSchema.parse(minimal);
    expect(spec.fps).toBe(30);
    expect(spec.voice).toEqual({ engine: 'espeak', voiceId: 'voice2', language: 'en' });
    expect(spec.captions.style).toBe('highlight');
    expect(spec.title).toBe('');
  });

  it('fills presenter defaults', () => {
    const spec = renderSpecSchema.parse({ ...minimal, presenter: { imagePath: '/a.png' } });
    expect(spec.presenter).toEqual({
      imagePath: '/a.png',
      position: 'bottom-left',
      layout: 'corner',
      size: 0.32,
      motion: 'talk',
      frame: 'circle',
      borderColor: '#ffffff',
    });
  });

  it('rejects odd sizes, empty scenes and unknown voices', () => {
    expect(renderSpecSchema.safeParse({ ...minimal, width: 1081 }).success).toBe(false);
    expect(renderSpecSchema.safeParse({ ...minimal, scenes: [] }).success).toBe(false);
    expect(renderSpecSchema.safeParse({ ...minimal, scenes: [{ text: '  ' }] }).success).toBe(false);
    expect(renderSpecSchema.safeParse({ ...minimal, voice: { voiceId: 'voice7' } }).success).toBe(false);
    expect(renderSpecSchema.safeParse({ ...minimal, platform: 'myspace' }).success).toBe(false);
  });

  it("takes music as the creator's file or a built-in mood, exactly one of them", () => {
    expect(renderSpecSchema.parse({ ...minimal, music: { mood: 'calm' } }).music).toEqual({ mood: 'calm', volume: 0.25 });
    expect(renderSpecSchema.safeParse({ ...minimal, music: { path: '/m.mp3' } }).success).toBe(true);
    expect(renderSpecSchema.safeParse({ ...minimal, music: {} }).success).toBe(false);
    expect(renderSpecSchema.safeParse({ ...minimal, music: { path: '/m.mp3', mood: 'calm' } }).success).toBe(false);
    expect(renderSpecSchema.safeParse({ ...minimal, music: { mood: 'polka' } }).success).toBe(false);
  });
});
