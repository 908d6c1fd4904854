import { describe, expect, it } from 'vitest';
import { writeOffline, type WriterInput } from '../src/offline-writer.ts';
import { LENGTH_TOLERANCE, spokenSecondsOf, wordBudget } from '../src/writer-budget.ts';
import { countWords } from '../src/writer-text.ts';

// Issue 24 item 7: the narration fits the chosen length within 10%. Budgets are words the built-in
// voice (eSpeak, 165 words a minute) says in the time, pads between scenes taken out; the server's
// writer.render.test.ts measures a rendered 60 s video with ffprobe.
const base: WriterInput = { topic: 'octopus', duration: '30-60 seconds', platform: 'tiktok', tone: 'engaging-educational', language: 'en' };

describe('word budgets', () => {
  it('asks for eSpeak-paced words at 15, 30, 45 and 60 s', () => {
    expect([15, 30, 45, 60].map((s) => wordBudget(s, 'en'))).toEqual([37, 81, 125, 170]);
    expect([15, 30, 45, 60].map((s) => wordBudget(s, 'es'))).toEqual([34, 76, 117, 158]);
    // Longer German words: fewer of them in the same time.
    expect(wordBudget(60, 'de')).toBeLessThan(wordBudget(60, 'en'));
    expect(wordBudget(60, 'pt-BR')).toBe(wordBudget(60, 'pt'));
    // The budget spoken back takes the time asked.
    for (const s of [15, 30, 45, 60]) expect(Math.abs(spokenSecondsOf(wordBudget(s, 'en'), 'en') - s)).toBeLessThan(0.5);
  });

  const TOPICS = ['octopus', 'how does compound interest work?', 'the fall of the Roman Empire', 'meal prep for busy parents', 'iPhone vs Android', '5 morning habits that change your day'];
  for (const seconds of [15, 30, 45, 60]) {
    it(`writes ${seconds} s from a topic within 10% of its budget, in English and Spanish`, () => {
      for (const topic of TOPICS) {
        for (const language of ['en', 'es']) {
          const out = writeOffline({ ...base, topic, language, seconds });
          const words = countWords(out.result.script);
          const budget = wordBudget(seconds, language);
          expect(out.targetSeconds).toBe(seconds);
          expect(Math.abs(words - budget), `${topic} (${language}, ${seconds} s): ${words} words for ${budget}`).toBeLessThanOrEqual(budget * LENGTH_TOLERANCE);
        }
      }
    });
  }

  it('takes the exact seconds over the duration option: 45 s is not the option’s 60 s', () => {
    const at45 = countWords(writeOffline({ ...base, seconds: 45 }).result.script);
    const at60 = countWords(writeOffline(base).result.script);
    expect(at60).toBeGreaterThan(at45 * 1.2);
  });
});
