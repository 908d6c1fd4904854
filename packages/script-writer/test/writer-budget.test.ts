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

describe('a script from notes', () => {
  const NOTES = [
    'Drink water first thing', 'Get ten minutes of daylight', 'Write down three tasks', 'Stretch for five minutes',
    'No phone for the first hour', 'Eat a real breakfast', 'Plan the hardest task first', 'Take a short walk',
    'Make your bed', 'Read two pages', 'Breathe slowly for a minute', 'Review yesterday',
  ];
  const fromNotes = (count: number, seconds: number) =>
    writeOffline({ ...base, topic: 'my morning routine', seconds, additionalInstructions: NOTES.slice(0, count).join('\n') });

  it('keeps the first notes that fit when they run past the length, in order, and says which', () => {
    for (const seconds of [15, 30]) {
      const out = fromNotes(12, seconds);
      const words = countWords(out.result.script);
      expect(words, `${seconds} s`).toBeLessThanOrEqual(wordBudget(seconds, 'en') * (1 + LENGTH_TOLERANCE));
      const kept = Number(/Only your first (\d+) of 12 notes fit in (\d+) s/.exec(out.notice)?.[1]);
      expect(kept).toBeGreaterThanOrEqual(1);
      expect(out.result.script).toContain(NOTES[0]!.toLowerCase().slice(1));
      expect(out.result.script).not.toContain(NOTES[kept]!.toLowerCase().slice(1));
    }
    // Twelve notes fill a minute: nothing is cut and nothing is said about it.
    const minute = fromNotes(12, 60);
    expect(Math.abs(countWords(minute.result.script) - wordBudget(60, 'en'))).toBeLessThanOrEqual(wordBudget(60, 'en') * LENGTH_TOLERANCE);
    expect(minute.notice).not.toMatch(/Only your first|Your notes fill/);
  });

  it('says how long a few notes run instead of padding them to the length', () => {
    const out = fromNotes(1, 60);
    expect(out.notice).toMatch(/Your notes fill about \d+ s of the 60 s asked/);
  });
});
