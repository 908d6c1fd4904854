import { scriptText } from '@reelforge/contracts';
import { describe, expect, it } from 'vitest';
import { scenesForScript, splitScript } from '../src/modules/videos/script-scenes.ts';

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe('splitScript: a creator’s own words as scenes', () => {
  it('keeps paragraphs as scenes, whatever their line breaks', () => {
    const script =
      'Water your plants in the morning.\nThe leaves dry before night.\n\n  Feed them once a month in spring.  \r\n\r\nRepot when roots circle the pot.';
    expect(splitScript(script)).toEqual([
      'Water your plants in the morning. The leaves dry before night.',
      'Feed them once a month in spring.',
      'Repot when roots circle the pot.',
    ]);
  });

  it('joins a heading too short to be a scene to the paragraph after it', () => {
    expect(splitScript('Step one:\n\nBuy a good pot with holes in the bottom.\n\nThe end')).toEqual([
      'Step one: Buy a good pot with holes in the bottom. The end',
    ]);
  });

  it('groups the sentences of a single paragraph to sensible lengths', () => {
    const sentence = 'This sentence has exactly eight words in it.';
    const scenes = splitScript(Array.from({ length: 12 }, () => sentence).join(' '));
    expect(scenes.length).toBe(3);
    for (const s of scenes) expect(words(s)).toBe(32);
    expect(scenes.join(' ')).toBe(Array.from({ length: 12 }, () => sentence).join(' '));
  });

  it('cuts a long paragraph and a run-on without punctuation, never past 56 words', () => {
    const runOn = Array.from({ length: 130 }, (_, i) => `word${i}`).join(' ');
    const long = Array.from({ length: 10 }, (_, i) => `Sentence number ${i} is here with a few more words.`).join(' ');
    const scenes = splitScript(`${runOn}\n\n${long}`);
    for (const s of scenes) expect(words(s)).toBeLessThanOrEqual(56);
    expect(scenes.join(' ').split(' ')).toEqual(`${runOn} ${long}`.split(' '));
  });

  it('ignores lines with no words and gives nothing for an empty script', () => {
    expect(splitScript('---\n\n***')).toEqual([]);
    expect(splitScript('Hello there, friends.\n\n...')).toEqual(['Hello there, friends.']);
  });
});

describe('scenesForScript: the writer’s scenes carried through', () => {
  const written = [
    { text: 'Coffee wakes you up.', visualQuery: 'espresso cup', keywords: ['coffee'], emoji: '☕' },
    { text: 'Caffeine blocks adenosine, the sleepy molecule.', visualQuery: 'brain molecule', keywords: ['adenosine'] },
  ];

  it('uses the writer’s scenes as they are when the script was not edited', () => {
    expect(scenesForScript(scriptText(written), written)).toEqual(written);
  });

  it('re-splits an edited script and keeps the visuals of scenes still in it', () => {
    const edited = `${written[0]!.text}\n\nDrink it before noon to sleep well tonight.`;
    expect(scenesForScript(edited, written)).toEqual([
      written[0],
      { text: 'Drink it before noon to sleep well tonight.' },
    ]);
  });
});
