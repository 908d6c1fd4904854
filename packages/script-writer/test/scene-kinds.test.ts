import { scriptResultSchema, type SceneKindData } from '@reelforge/contracts';
import { describe, expect, it } from 'vitest';
import { writeFromResearch, writeOffline, type ResearchSource } from '../src/index.ts';
import { detectKind, listOf, quantityOf, quoteOf, statOf, timelineOf, withSceneKinds } from '../src/scene-kind-detect.ts';
import { notesKind } from '../src/writer-notes-kinds.ts';

// Issue 25: the writers without a model find designs in a scene's own sentences. The narration
// stays as written; the data is the short on-screen version of what the voice says.
describe('designs found in a sentence', () => {
  it('shows a quantity as a stat, the value as written and a label from its clause', () => {
    expect(statOf("About 73% of an octopus's neurons are in its arms.")).toEqual({ value: '73%', label: "Of an octopus's neurons are in its arms" });
    expect(statOf('Put $1,000 away at 7% and it grows to $1,967 in ten years.')).toEqual({ value: '$1,967', label: 'It grows to … in ten years' });
    expect(statOf('The giant Pacific octopus can weigh up to 15 kg.')).toEqual({ value: '15 kg', label: 'The giant Pacific octopus can weigh up to' });
    expect(statOf('The cliffs hold a colony of around 9,000 puffins.')?.value).toBe('9,000 puffins');
    // The main clause's number, not the one a side clause compares it with (the stat and the scene's on-screen words alike).
    expect(quantityOf('A deposit of $1,000 at 7% grows to $1,967 after ten years, while simple interest would give $1,700.')).toBe('$1,967');
    expect(statOf('A deposit of $1,000 at 7% compounded annually grows to $1,967 after ten years, while simple interest would give $1,700.')?.value).toBe('$1,967');
    expect(statOf('The giant Pacific octopus can weigh more than 15 kilograms, with an arm span of up to 4.3 metres.')).toEqual({
      value: '15 kilograms',
      label: 'The giant Pacific octopus can weigh more than',
    });
    expect(statOf('Jährlich besuchen rund 35.000 Menschen das Museum.')).toEqual({ value: '35.000 Menschen', label: 'Jährlich besuchen rund … das Museum' });
    // A count said in words, of something counted, shows as a figure (as "3 hearts" would).
    expect(statOf('An octopus has three hearts: two pump blood through the gills.')).toEqual({ value: '3 hearts', label: 'An octopus has' });
    expect(statOf('Octopuses have three hearts and blue blood.')?.value).toBe('3 hearts');
    expect(statOf('Most species live for only one to two years.')?.value).toBe('1–2 years');
    expect(statOf('It takes one year.')).toBeNull();
  });

  it('finds no stat in a year, a small bare number or a sentence without numbers', () => {
    expect(statOf('The lighthouse was completed in 1871.')).toBeNull();
    expect(statOf('A storm destroyed 63 houses.')).toBeNull();
  });

  it('shows "A, B and C" of three or more short items as a list, without the lead-in', () => {
    expect(listOf('Octopuses eat crabs, clams, shrimp and snails.')).toEqual(['Crabs', 'Clams', 'Shrimp', 'Snails']);
    expect(listOf('Wake up, stretch and drink water.')).toEqual(['Wake up', 'Stretch', 'Drink water']);
    expect(listOf('Tea and coffee are both fine.')).toBeNull();
    expect(listOf('Ask who pays whom, for what, and when.')).toBeNull();
    expect(listOf('It was designed by the engineer Marta Quell, completed in 1938 after six long years of hard work, and opened in 1939 by the king.')).toBeNull();
  });

  it('shows several dated sentences as a timeline, the event without its date', () => {
    expect(
      timelineOf('The first settlers arrived in 1412, led by Aldric Moss. In 1687 a storm destroyed 63 houses. The lighthouse was completed in 1871 by the engineer Helena Brask.'),
    ).toEqual([
      { when: '1412', what: 'The first settlers arrived' },
      { when: '1687', what: 'A storm destroyed 63 houses' },
      { when: '1871', what: 'The lighthouse was completed by the engineer Helena Brask' },
    ]);
    expect(timelineOf('The dam was completed in 1938.')).toBeNull();
  });

  it('shows a quotation with its speaker as a quote', () => {
    expect(quoteOf('“Stay hungry, stay foolish,” said Steve Jobs.')).toEqual({ text: 'Stay hungry, stay foolish', by: 'Steve Jobs' });
    expect(quoteOf('As Marie Curie said: "Nothing in life is to be feared."')).toEqual({ text: 'Nothing in life is to be feared', by: 'Marie Curie' });
    expect(quoteOf('The so-called "Great Gale of the north" destroyed the harbour.')).toBeNull();
  });

  it('prefers the rarer design when a scene holds several', () => {
    expect(detectKind('“Compound interest is the eighth wonder of the world,” said Albert Einstein, and 73% agree.')?.kind).toBe('quote');
    expect(detectKind('In 1929 the vote passed. In 1938 the dam, 112 metres high, was done.')?.kind).toBe('timeline');
  });
});

describe('designs across a script', () => {
  const plain = (text: string): { text: string } & SceneKindData => ({ text });
  const kinds = (scenes: SceneKindData[]) => scenes.map((s) => s.kind ?? '-');

  it('designs at most about a third of the scenes and never two stats side by side', () => {
    const scenes = ['It weighs 15 kg.', 'It lives 5 years.', 'It swims 40 km.', 'It is blue.', 'It eats 2 kg a day.', 'It has 9,000 cousins.'].map(plain);
    const designed = withSceneKinds(scenes);
    expect(kinds(designed)).toEqual(['stat', '-', 'stat', '-', '-', '-']);
    expect(designed.map((s) => s.text)).toEqual(scenes.map((s) => s.text));
  });

  it('shows the first number said, then the rarer designs, within the budget', () => {
    const scenes = [
      '“Time in the market beats timing the market,” said Ken Fisher.',
      'In 1613 Richard Witt wrote the first tables. In 1683 Bernoulli found e.',
      'It is simple.',
      'An investment of $1,000 at 7% grows to $1,967 after ten years.',
      'Start early, reinvest gains and never withdraw.',
      'Follow for more.',
    ].map(plain);
    expect(kinds(withSceneKinds(scenes))).toEqual(['quote', '-', '-', 'stat', '-', '-']);
  });

  it('keeps a scene plain when asked (hook, call to action) and keeps a kind already chosen', () => {
    const list = { text: 'Three tips.', kind: 'list' as const, items: ['A', 'B'] };
    const scenes = [plain('It weighs 15 kg.'), list, plain('It eats 2 kg a day.'), plain('It is blue.'), plain('It swims 40 km.'), plain('Follow.')];
    // Two designs for six scenes, the list among them.
    expect(kinds(withSceneKinds(scenes, (i) => i === 0))).toEqual(['-', 'list', 'stat', '-', '-', '-']);
  });
});

describe('the notes writer', () => {
  const input = { topic: 'morning habits', duration: '30-60 seconds', platform: 'tiktok', tone: 'engaging-educational', language: 'en' } as const;

  it('shows bulleted points together as a list on the recap, and a point with a quantity as a stat', () => {
    const notes = '5 habits:\n- Wake at 6\n- Drink 500 ml of water\n- No phone for an hour\n- Stretch for 10 minutes\n- Plan the day';
    const { result } = writeOffline({ ...input, additionalInstructions: notes });
    expect(scriptResultSchema.parse(result)).toEqual(result);
    const last = result.scenes.at(-1)!;
    expect(last).toMatchObject({ kind: 'list', items: ['Wake at 6', 'Drink 500 ml of water', 'No phone for an hour', 'Stretch for 10 minutes', 'Plan the day'] });
    expect(result.scenes.find((s) => s.kind === 'stat')?.stat).toEqual({ value: '500 ml', label: 'Drink … of water' });
    expect(result.scenes[0]?.kind).toBeUndefined();
    expect(result.scenes.filter((s) => s.kind).length).toBeLessThanOrEqual(Math.round(result.scenes.length / 3));
  });

  it('shows numbered or imperative notes as steps', () => {
    expect(notesKind('1. Grind the coffee\n2. Add cold water\n3. Wait', ['Grind the coffee', 'Add cold water', 'Wait'])?.kind).toBe('steps');
    expect(notesKind('Add the flour; mix well; bake it', ['Add the flour', 'mix well', 'bake it'])).toEqual({ kind: 'steps', items: ['Add the flour', 'Mix well', 'Bake it'] });
    expect(notesKind('sleep, friends, sunlight', ['sleep', 'friends', 'sunlight'])?.kind).toBe('list');
    expect(notesKind('only one', ['only one'])).toBeNull();
  });

  it('leaves the topic writer, which has no data of its own, as narration', () => {
    for (const topic of ['octopus', 'compound interest', 'morning habits']) {
      expect(writeOffline({ ...input, topic }).result.scenes.every((s) => !s.kind)).toBe(true);
    }
  });
});

describe('the researched writer', () => {
  const ISLAND: ResearchSource = {
    title: 'Tarnholm',
    url: 'https://en.wikipedia.org/wiki/Tarnholm',
    language: 'en',
    englishTitle: 'Tarnholm',
    text: [
      'Tarnholm is a small island in the Skerrow Sea, about 42 kilometres off the coast of Estrava. ' +
        'It has a population of 1,284 as of the 2021 census.',
      '== History ==',
      'In 1687 a storm known as the Great Gale destroyed 63 houses on Tarnholm. ' +
        'The Tarnholm Lighthouse was completed in 1871; at 38 metres it is the tallest building on Tarnholm.',
      '== Economy ==',
      'Today tourism employs about 40 percent of the people of Tarnholm. ' +
        'The cliffs of Tarnholm hold a colony of around 9,000 puffins.',
    ].join('\n'),
  };

  it('designs fact scenes with their own numbers and dates, narration unchanged, hook and close plain', () => {
    const out = writeFromResearch({ topic: 'Tarnholm', duration: '30-60 seconds', platform: 'tiktok', tone: 'engaging-educational', language: 'en' }, [ISLAND])!;
    const { scenes } = out.result;
    expect(scriptResultSchema.parse(out.result)).toEqual(out.result);
    const designed = scenes.filter((s) => s.kind);
    expect(designed.map((s) => s.stat?.value)).toEqual(['1,284', '38 metres']);
    expect(designed.length).toBeLessThanOrEqual(Math.round(scenes.length / 3));
    for (const s of designed) {
      expect(s.source).toBeDefined();
      // The data comes from the scene's own sentence.
      if (s.stat) expect(s.text).toContain(s.stat.value);
      for (const e of s.timeline ?? []) expect(s.text).toContain(e.when);
    }
    expect(scenes.at(-1)?.kind).toBeUndefined();
    expect(out.result.script).toBe(scenes.map((s) => s.text).join('\n\n'));
  });
});
