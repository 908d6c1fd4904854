import { scriptResultSchema } from '@reelforge/contracts';
import { describe, expect, it } from 'vitest';
import { writeOffline, type WriterInput } from '../src/offline-writer.ts';
import { subjectOf } from '../src/writer-subject.ts';

// Issue 24: the writer used when research finds nothing never pastes the topic as typed into its
// sentences ("Most people get morning habits that change your day wrong"), keeps its grammar for
// plural, singular and question-shaped topics, and does not give an octopus and compound interest
// the same script with the topic swapped.
const base: WriterInput = { topic: '', duration: '30-60 seconds', platform: 'tiktok', tone: 'engaging-educational', language: 'en' };
const write = (topic: string, language = 'en', over: Partial<WriterInput> = {}) => writeOffline({ ...base, topic, language, ...over }).result;
const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').replace(/\s+/g, ' ').trim();
const sentences = (s: string) => s.split(/(?<=[.!?])\s+/).filter(Boolean);

/** Topic, language, and whether it is a plain noun phrase (then it is its own subject and may be named). */
const TOPICS: [string, string, boolean?][] = [
  ['morning habits that change your day', 'en'],
  ['5 morning habits that change your day', 'en'],
  ['how does compound interest work?', 'en'],
  ['Why do cats purr?', 'en'],
  ['Is coffee bad for you?', 'en'],
  ['the fall of the Roman Empire', 'en', true],
  ['octopus', 'en'],
  ['¿Cómo funciona el interés compuesto?', 'es'],
  ['hábitos de la mañana que cambian tu día', 'es'],
  ['¿Por qué ronronean los gatos?', 'es'],
  ['Wie funktioniert der Zinseszins?', 'de'],
  ['Warum schnurren Katzen?', 'de'],
];

describe('the fallback topic writer', () => {
  it.each(TOPICS)('never pastes "%s" (%s) into a sentence as typed', (topic, language, nounPhrase) => {
    const result = write(topic, language);
    expect(scriptResultSchema.parse(result)).toEqual(result);
    const typed = norm(topic);
    for (const scene of result.scenes) {
      // A question may come back as an indirect question after a verb or preposition ("qué explicaciones hay sobre
      // por qué ronronean los gatos"), which reads right; never as a sentence of its own or a noun.
      const embedded = norm(scene.text).replace(new RegExp(`(?:sobre|mires|explicar|preguntado|vez|wondered|into|for|of|at) ${typed}`, 'g'), '');
      if (!nounPhrase && typed.split(' ').length >= 3) expect(embedded, scene.text).not.toContain(typed);
      // Grammar a template must keep: no unfilled slots, no question frames, no doubled words or Spanish "de el".
      expect(scene.text).not.toMatch(/[{}]|the question|la pregunta «|(?<!\p{L})(\p{L}+) \1(?!\p{L})|(?<!\p{L})(?:de|a) el(?!\p{L})|about (?:how|why|is|does)(?!\p{L})/iu);
    }
  });

  it('reads a question for its subject and a headline without its clause', () => {
    expect(write('how does compound interest work?').script).toMatch(/about compound interest\b/);
    expect(write('Why do cats purr?').script).toMatch(/\bcats\b/);
    expect(write('Is coffee bad for you?').script).toMatch(/\bcoffee\b/);
    expect(write('morning habits that change your day').script).toMatch(/morning habits(?! that)/);
    // The verb after the subject goes, past forms too; a verb before it ("what causes") as well.
    expect(write('Why the Roman Empire fell').script).toMatch(/\bthe Roman Empire\b(?! fell)/);
    expect(write('How the Black Death ended feudalism').script).toMatch(/\bthe Black Death\b(?! ended)/);
    expect(write('What causes inflation').script).toMatch(/\binflation\b/);
    expect(write('What causes inflation').script).not.toMatch(/causes inflation/);
    expect(write('Why the naked mole rat lives so long').script).toMatch(/\bthe naked mole rat\b/);
    expect(write('¿Cómo funciona el interés compuesto?', 'es').script).toMatch(/sobre el interés compuesto/);
    // A German question the writer cannot phrase: it says "this topic", never the question.
    expect(write('Wie funktioniert der Zinseszins?', 'de').script).toMatch(/this topic/);
  });

  it('asks different questions about an animal, money, history and science, not one script with the topic swapped', () => {
    const subjects: [string, string][] = [
      ['octopus', 'octopus'],
      ['how does compound interest work?', 'compound interest'],
      ['the fall of the Roman Empire', 'the fall of the Roman Empire'],
      ['black holes', 'black holes'],
    ];
    for (const seconds of [30, 60]) {
      const bodies = subjects.map(([topic, subject]) => {
        const scenes = write(topic, 'en', { seconds }).scenes.slice(1, -1);
        // Long sentences only: a short spoken transition ("Okay, moving on.") may come back anywhere.
        return new Set(scenes.flatMap((s) => sentences(s.text.split(subject).join('X'))).filter((t) => t.split(' ').length >= 8));
      });
      for (const [i, a] of bodies.entries()) {
        expect(a.size).toBeGreaterThan(0);
        for (const b of bodies.slice(i + 1)) expect([...a].filter((t) => b.has(t))).toEqual([]);
      }
    }
  });

  it('claims no facts: numbers only where the topic has them', () => {
    for (const [topic, language] of TOPICS) {
      const digits = write(topic, language).scenes.slice(1).flatMap((s) => s.text.match(/\d+/g) ?? []);
      expect(digits.filter((d) => !topic.includes(d)), topic).toEqual([]);
    }
  });
});

describe('a headline’s framing is not its subject', () => {
  it.each([
    ['compound interest explained', 'en', 'compound interest'],
    ['5 surprising facts about the octopus', 'en', 'the octopus'],
    ['Everything you need to know about sleep', 'en', 'sleep'],
    ['5 morning habits that change your day', 'en', 'morning habits'],
    ['Top 10 tips for saving money', 'en', 'saving money'],
    ['el interés compuesto explicado', 'es', 'el interés compuesto'],
    ['5 datos curiosos sobre el pulpo', 'es', 'el pulpo'],
  ] as const)('%s -> %s', (topic, lang, subject) => {
    expect(subjectOf(topic, lang)).toBe(subject);
  });
});
