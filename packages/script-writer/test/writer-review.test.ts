import { TONES } from '@reelforge/contracts';
import { describe, expect, it } from 'vitest';
import { writeOffline, type WriterInput } from '../src/offline-writer.ts';
import { withoutSubjectItems, subjectWords } from '../src/writer-lists.ts';

// Issue 25's review of the built-in writer without sources: scripts for "octopuses", "compound
// interest" and "the fall of Constantinople" (and Spanish at 15 s), read whole as a creator would.
const base: WriterInput = { topic: 'octopuses', duration: '30-60 seconds', platform: 'all', tone: 'engaging-educational', language: 'en' };
const each = (over: Partial<WriterInput>, seconds: number[], variations = 6) =>
  TONES.flatMap((tone) => seconds.flatMap((s) => Array.from({ length: variations }, (_, variation) => writeOffline({ ...base, tone, seconds: s, variation, ...over }))));

/** Items of every list (two items or more) after a colon in `text`. */
const listItems = (text: string) =>
  [...text.matchAll(/:\s+([^:.?!]+)[.?!]/g)]
    .map((m) => (m[1] ?? '').split(/,\s+(?:(?:or|and|o|y|e|u)\s+)?|\s+(?:or|and|o|y|e|u)\s+/))
    .filter((items) => items.length >= 2)
    .flat();

describe('a list about a subject never names the subject among its own items', () => {
  it('compound interest costs no "interest" (English and Spanish)', () => {
    for (const [topic, language, own] of [['compound interest', 'en', /\binterests?\b/i], ['el interés compuesto', 'es', /\binter[eé]s(?:es)?\b/iu]] as const) {
      for (const out of each({ topic, language }, [30, 60, 180], 4)) {
        for (const item of listItems(out.result.script)) expect(item, `${topic}: ${out.result.script}`).not.toMatch(own);
      }
    }
  });

  it('drops only the items that name the subject, and joins the rest in the sentence’s style', () => {
    const en = subjectWords('compound interest');
    expect(withoutSubjectItems('Ask what the costs are: fees, taxes, interest.', en, 'en')).toBe('Ask what the costs are: fees and taxes.');
    expect(withoutSubjectItems('Ask: fees, interest, taxes, or delays?', en, 'en')).toBe('Ask: fees, taxes, or delays?');
    expect(withoutSubjectItems('Ask: who pays whom, for what, and when?', en, 'en')).toBe('Ask: who pays whom, for what, and when?');
    expect(withoutSubjectItems('Ask about it: interest, compounding.', en, 'en')).toBe('Ask about it.');
    const es = subjectWords('el interés compuesto');
    expect(withoutSubjectItems('Pregunta cuánto cuesta: comisiones, intereses, impuestos.', es, 'es')).toBe('Pregunta cuánto cuesta: comisiones e impuestos.');
    expect(withoutSubjectItems('Pregunta: costes, intereses u otros.', es, 'es')).toBe('Pregunta: costes u otros.');
    const retirement = subjectWords('saving for retirement');
    expect(withoutSubjectItems('Ask who it suits: someone paying off debt, someone close to retirement.', retirement, 'en')).toBe(
      'Ask who it suits: someone paying off debt.',
    );
  });
});

describe('a past event is not sold as something to use today', () => {
  const PAST = ['the fall of Constantinople', 'Why the Roman Empire fell', 'the history of Rome'];
  it('no "use today", "apply immediately" or "first step today" for history topics', () => {
    for (const topic of PAST) {
      for (const script of each({ topic }, [30, 60, 180], 3)) {
        expect(script.result.script, topic).not.toMatch(/use today|apply immediately|first step today|clear next step/i);
      }
    }
  });

  it('a practical topic keeps its practical promise where the bank gives one', () => {
    const texts = each({ topic: 'how to sleep better' }, [60, 180], 3).map((s) => s.result.script);
    expect(texts.some((t) => /today|next step|apply/i.test(t))).toBe(true);
  });
});

describe('an end’s questions come in time order', () => {
  it('what happened after comes after the causes and what came first (every tone and variation)', () => {
    for (const topic of ['Why the Roman Empire fell', 'the fall of Constantinople']) {
      for (const script of each({ topic }, [60, 180], 4)) {
        const texts = script.result.scenes.map((s) => s.text);
        const after = texts.findIndex((t) => /happened after|came after/i.test(t));
        const before = texts.findIndex((t) => /came first|causes get the blame|years before/i.test(t));
        if (after >= 0 && before >= 0) expect(after, `${topic}: ${texts.join(' | ')}`).toBeGreaterThan(before);
      }
    }
  });
});

describe('a 15 s script always makes a point', () => {
  const TOPICS = ['octopus', 'the fall of the Roman Empire', 'iPhone vs Android', 'how to sleep better', 'compound interest'];
  it('a hook, at least one point and the outro, in English and Spanish', () => {
    for (const language of ['en', 'es']) {
      for (const topic of TOPICS) {
        for (const script of each({ topic, language }, [15], 3)) {
          expect(script.result.scenes.length, `${topic} (${language}): ${script.result.script}`).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });
});
