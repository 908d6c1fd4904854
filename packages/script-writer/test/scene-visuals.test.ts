import { describe, expect, it } from 'vitest';
import { withVisualQueries } from '../src/scene-visuals.ts';

// Issue 24 item 7: every writer's scenes reach the renderer with 2-5 English nouns from their own
// sentence, distinct across scenes: never the narration's first words, the raw topic, or words in
// the script's language.
const SHAPE = /^[a-z]+(?:[ -][a-z]+){1,4}$/;
const firstWords = (text: string, n: number) => text.toLowerCase().replace(/[^\p{L}\s]/gu, '').split(/\s+/).slice(0, n).join(' ');
const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean));

function expectGood(scenes: { text: string; visualQuery?: string }[], language: string, topic?: string) {
  const queries = scenes.map((s) => s.visualQuery ?? '');
  expect(new Set(queries).size, queries.join(' | ')).toBe(queries.length);
  for (const { text, visualQuery = '' } of scenes) {
    expect(visualQuery).toMatch(SHAPE);
    const n = visualQuery.split(' ').length;
    expect(visualQuery).not.toBe(firstWords(text, n));
    if (topic) expect(visualQuery).not.toBe(topic.toLowerCase());
    if (language !== 'en') expect([...wordsOf(visualQuery)].filter((w) => wordsOf(text).has(w)), `${visualQuery} <- ${text}`).toEqual([]);
  }
}

describe('withVisualQueries', () => {
  it('searches a German own script in English nouns from each sentence, never "Fang früh an!"', () => {
    const scenes = [
      { text: 'Fang früh an! Wer den Morgen plant, hat den Tag im Griff.' },
      { text: 'Schreib jeden Abend drei Aufgaben für morgen auf einen Zettel.' },
      { text: 'Trink nach dem Aufstehen ein Glas Wasser, bevor du aufs Handy schaust.' },
      { text: 'Geh zehn Minuten spazieren und hol dir Tageslicht.' },
      { text: 'Spar jeden Monat zuerst, dann gib aus.' },
    ];
    const out = withVisualQueries(scenes, { language: 'de', topic: 'Morgenroutine' });
    expectGood(out, 'de', 'Morgenroutine');
    expect(out[0]!.visualQuery).toMatch(/morning|starting/);
    expect(out[2]!.visualQuery).toMatch(/water/);
    expect(out[2]!.visualQuery).toMatch(/smartphone/);
    expect(out[3]!.visualQuery).toMatch(/walking/);
    expect(out[4]!.visualQuery).toMatch(/piggy|money/);
  });

  it('repairs a Spanish script whose queries are its opening words', () => {
    const scenes = [
      { text: 'Ahorra primero y gasta después.', visualQuery: 'Ahorra primero y' },
      { text: 'Cocina en casa los domingos para toda la semana.', visualQuery: 'Cocina en casa' },
      { text: 'Duerme ocho horas y tu cerebro te lo agradecerá.', visualQuery: 'Duerme ocho horas' },
    ];
    const out = withVisualQueries(scenes, { language: 'es' });
    expectGood(out, 'es');
    expect(out.map((s) => s.visualQuery)).toEqual([expect.stringMatching(/piggy/), expect.stringMatching(/kitchen|home/), expect.stringMatching(/bed|brain/)]);
  });

  it("keeps a model's own query when it already is English nouns, and repairs the topic, the opening words and repeats", () => {
    const scenes = [
      { text: 'Octopuses have three hearts and blue blood.', visualQuery: 'octopus underwater reef' },
      { text: 'Each arm can taste what it touches.', visualQuery: 'octopus underwater reef' },
      { text: 'An octopus can squeeze through any hole larger than its beak.', visualQuery: 'An octopus can' },
      { text: 'They usually live only one or two years.', visualQuery: 'octopus' },
    ];
    const out = withVisualQueries(scenes, { language: 'en', topic: 'octopus' });
    expectGood(out, 'en', 'octopus');
    expect(out[0]!.visualQuery).toBe('octopus underwater reef');
    expect(out[1]!.visualQuery).not.toBe('octopus underwater reef');
    expect(out[2]!.visualQuery).toMatch(/hole|beak/);
  });

  it('gives a sentence that names nothing the subject, with another shot for each repeat', () => {
    const scenes = [{ text: 'Follow for more.' }, { text: 'Comment below.' }, { text: 'See you tomorrow.' }];
    const out = withVisualQueries(scenes, { language: 'en', topic: 'compound interest' });
    expectGood(out, 'en', 'compound interest');
    for (const s of out) expect(s.visualQuery).toMatch(/interest/);
  });

  it("leaves a query a creator set in the storyboard alone when asked to (keepGiven), and fills the rest", () => {
    const scenes = [{ text: 'Fang früh an!', visualQuery: 'sonnenaufgang' }, { text: 'Trink ein Glas Wasser.' }];
    const out = withVisualQueries(scenes, { language: 'de', keepGiven: true });
    expect(out[0]!.visualQuery).toBe('sonnenaufgang');
    expect(out[1]!.visualQuery).toMatch(/water/);
  });
});
