import {
  SCRIPT_DURATIONS,
  SCRIPT_PLATFORMS,
  scriptResultSchema,
  targetSeconds,
  TONES,
} from '@reelforge/contracts';
import { describe, expect, it } from 'vitest';
import { writeOffline, type WriterInput } from '../src/offline-writer.ts';
import { countWords } from '../src/writer-text.ts';
import { LENGTH_TOLERANCE, wordBudget } from '../src/writer-budget.ts';

const base: WriterInput = {
  topic: 'How to start a vegetable garden on a balcony',
  duration: '30-60 seconds',
  platform: 'tiktok',
  tone: 'engaging-educational',
  language: 'en',
};
const write = (over: Partial<WriterInput> = {}) => writeOffline({ ...base, ...over });
const sentences = (s: string) => s.split(/(?<=[.!?])\s+/).filter(Boolean);
const within = (words: number, target: number) => Math.abs(words - target) <= target * LENGTH_TOLERANCE;
// A topic script without notes says it states no facts (it had no sources), then what a model would do.
const NO_FACTS =
  'This script states no facts about the topic, only general questions and pointers around it, because the built-in writer had no sources: check it before posting, or add the facts you know in Additional instructions, one per line, to have the script built from them.';
const MODEL_NOTICE = `${NO_FACTS} A connected language model writes scripts about the topic itself.`;

describe('built-in writer: every tone and every duration', () => {
  for (const tone of TONES) {
    for (const duration of SCRIPT_DURATIONS) {
      it(`${tone}, ${duration}`, () => {
        const out = write({ tone, duration });
        const target = wordBudget(targetSeconds(duration), 'en');
        const words = countWords(out.result.script);
        expect(within(words, target), `${words} words for a target of ${target}`).toBe(true);
        expect(scriptResultSchema.parse(out.result)).toEqual(out.result);
        const text = out.result.script.toLowerCase();
        for (const keyword of ['vegetable garden', 'balcony']) expect(text).toContain(keyword);
        expect(out.result.hooks).toHaveLength(3);
        expect(new Set(out.result.hooks).size).toBe(3);
        expect(out.result.script.startsWith(out.result.hooks[0] ?? '-')).toBe(true);
        expect(out.result.hashtags.length).toBeGreaterThanOrEqual(5);
        expect(out.result.hashtags.length).toBeLessThanOrEqual(10);
        for (const tag of out.result.hashtags) expect(tag).toMatch(/^#[\p{L}\p{N}]+$/u);
        expect(out.result.hashtags).toContain('#vegetablegarden');
        expect(out.result.script).not.toMatch(/[{}]/);
        expect(out.result.title.length).toBeLessThanOrEqual(100);
        expect(out.result.description).toMatch(/vegetable garden|starting a vegetable/i);
        expect(out.language).toBe('en');
        expect(out.notice).toBe(MODEL_NOTICE);
        // The script is its scenes, one paragraph each; every scene has English footage words.
        expect(out.result.script).toBe(out.result.scenes.map((s) => s.text).join('\n\n'));
        expect(out.result.scenes.length).toBeGreaterThanOrEqual(2);
        for (const scene of out.result.scenes) expect(scene.visualQuery).toMatch(/^[a-z0-9' -]+$/i);
        // Same input, same script.
        expect(write({ tone, duration })).toEqual(out);
      });
    }
  }

  it.each([3, 10, 30, 60, 90])('fits %i minutes of long form', (minutes) => {
    const out = write({ duration: '3+ minutes', durationMinutes: minutes, platform: 'youtube' });
    expect(out.targetSeconds).toBe(minutes * 60);
    const words = countWords(out.result.script);
    expect(within(words, wordBudget(minutes * 60, 'en')), `${words} words for ${minutes} minutes`).toBe(true);
  });

  it('uses the default of 5 minutes for 3+ minutes without a length', () => {
    const out = write({ duration: '3+ minutes' });
    expect(out.targetSeconds).toBe(300);
    expect(within(countWords(out.result.script), wordBudget(300, 'en'))).toBe(true);
  });

  it('keeps a 10-minute script mostly free of repeated sentences, in spoken paragraphs', () => {
    const out = write({ duration: '3+ minutes', durationMinutes: 10, tone: 'professional' });
    const all = sentences(out.result.script);
    // eSpeak's pace asks for ~10% more words than 2.5 a second did: a few more sentences come back.
    expect(new Set(all).size / all.length).toBeGreaterThan(0.8);
    expect(out.result.scenes.length).toBeGreaterThan(12);
    expect(out.result.script).not.toMatch(/^#|^\s*[-*] /m); // no headings or bullet lists
    expect(out.notice).toBe(MODEL_NOTICE);
  });

  it('says when a very long script had to revisit points', () => {
    const out = write({ duration: '3+ minutes', durationMinutes: 60 });
    expect(out.notice).toMatch(/revisits the same points/);
  });
});

describe('built-in writer: tone, topic and platform', () => {
  it('gives each tone its own text', () => {
    const scripts = TONES.map((tone) => write({ tone, duration: '1-3 minutes' }).result);
    expect(new Set(scripts.map((s) => s.script)).size).toBe(TONES.length);
    expect(new Set(scripts.map((s) => s.hooks[0])).size).toBe(TONES.length);
    expect(new Set(scripts.map((s) => s.title)).size).toBe(TONES.length);
    // Each pair shares well under half of its sentences.
    for (let i = 0; i < scripts.length; i++) {
      for (let j = i + 1; j < scripts.length; j++) {
        const a = new Set(sentences(scripts[i]?.script ?? ''));
        const b = sentences(scripts[j]?.script ?? '');
        const shared = b.filter((s) => a.has(s)).length;
        expect(shared / b.length).toBeLessThan(0.5);
      }
    }
  });

  it('writes professional text without contractions and casual text with them', () => {
    const pro = write({ tone: 'professional', duration: '1-3 minutes' }).result.script;
    expect(pro).not.toMatch(/\b(?:don't|you're|it's|let's|you'll|can't|here's)\b/i);
    const casual = write({ tone: 'casual-friendly', duration: '1-3 minutes' }).result.script;
    expect(casual).toMatch(/\b(?:don't|you're|it's|let's|you'll|can't|here's|that's|i'd)\b/i);
  });

  it('is not one template with the topic pasted in', () => {
    const a = write({ topic: 'Intermittent fasting for beginners' }).result.script;
    const b = write({ topic: 'Saving money on groceries' }).result.script;
    const strip = (s: string, words: string[]) => words.reduce((t, w) => t.replaceAll(w, 'X'), s);
    expect(strip(a, ['intermittent fasting for beginners', 'intermittent fasting'])).not.toBe(strip(b, ['saving money on groceries', 'saving money']));
    expect(a.match(/intermittent fasting/g)?.length).toBeGreaterThanOrEqual(3);
    expect(write({ topic: 'Intermittent fasting for beginners' }).result.hashtags.slice(0, 2)).toEqual(['#intermittentfasting', '#beginners']);
  });

  it('gives each kind of topic advice of its own kind', () => {
    const script = (topic: string) => write({ topic, duration: '1-3 minutes' }).result.script;
    expect(script('Top 3 budgeting apps compared')).toMatch(/compare|trial|reviews|cost/i);
    expect(script('Why sleep matters for athletes')).toMatch(/source|questions|surprises|simple answers/i);
    expect(script('Why sleep matters for athletes')).not.toMatch(/mistake with|habit/i);
  });

  it('ends with a call to action for the chosen platform', () => {
    const last = (platform: WriterInput['platform']) => sentences(write({ platform, duration: '1-3 minutes' }).result.script).at(-1) ?? '';
    expect(last('youtube')).toMatch(/subscribe/i);
    expect(last('instagram')).toMatch(/save|share/i);
    expect(last('tiktok')).toMatch(/follow|comment/i);
    expect(write({ platform: 'youtube', duration: '15-30 seconds' }).result.hashtags).toContain('#shorts');
    for (const platform of SCRIPT_PLATFORMS) expect(write({ platform }).result.script.length).toBeGreaterThan(0);
  });

  it('gives scenes pictures, words on screen and emojis that fit', () => {
    const { scenes } = write({ topic: 'Cómo dormir mejor', language: 'es' }).result;
    expect(scenes[0]?.visualQuery).toBe('person sleeping bed'); // English, though the topic is Spanish
    expect(scenes[0]?.emoji).toBe('😴');
    for (const scene of scenes) {
      expect(scene.keywords.length).toBeGreaterThanOrEqual(1);
      expect(scene.keywords.length).toBeLessThanOrEqual(3);
    }
    expect(new Set(scenes.map((s) => s.emoji)).size).toBeGreaterThan(1);
  });
});

describe('Regenerate with the built-in writer', () => {
  it('gives a different script for each variation, and the same one for the same variation', () => {
    const first = write({ variation: 0 }).result.script;
    const second = write({ variation: 1 }).result.script;
    const third = write({ variation: 2 }).result.script;
    expect(new Set([first, second, third]).size).toBe(3);
    expect(write({ variation: 1 }).result.script).toBe(second);
  });

  it('never hands back the previous script, and keeps finding new ones when asked again and again', () => {
    const seen = [write().result.script];
    for (let i = 0; i < 5; i++) {
      const next = write({ previousScript: seen.at(-1) }).result.script;
      expect(next).not.toBe(seen.at(-1));
      seen.push(next);
    }
    expect(new Set(seen).size).toBe(seen.length);
  });
});
