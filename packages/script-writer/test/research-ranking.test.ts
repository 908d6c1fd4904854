import { describe, expect, it } from 'vitest';
import { researchFacts, writeFromResearch, type ResearchSource } from '../src/index.ts';
import { isDefinition, scoreSentences, topicTerms } from '../src/research-text.ts';
import { OCTOPUS, OCTOPUS_FACTS } from './fixtures/octopus-article.ts';

const DEFINITION = 'The octopus is a soft-bodied, eight-limbed mollusc of the order Octopoda.';
const input = (duration: '15-30 seconds' | '30-60 seconds', variation = 0) =>
  ({ topic: '5 surprising facts about the octopus', duration, platform: 'tiktok', tone: 'engaging-educational', language: 'en', variation }) as const;

describe('ranking facts: surprising and specific before definitions and taxonomy', () => {
  it('tells a definition or a taxonomy line from a fact', () => {
    expect(isDefinition(DEFINITION, 0)).toBe(true);
    expect(isDefinition('The order consists of some 300 species and is grouped within the class Cephalopoda with squids.', 1)).toBe(true);
    expect(isDefinition('Like other cephalopods, an octopus is bilaterally symmetric with two eyes.', 2)).toBe(true);
    expect(isDefinition('Paris is the capital and most populous city of France.', 0)).toBe(true);
    expect(isDefinition('An octopus has three hearts and blue blood.', 3)).toBe(false);
    // A superlative is news even when it names the species.
    expect(isDefinition('The giant Pacific octopus is the largest species of octopus, weighing up to 50 kilograms.', 6)).toBe(false);
    // Only an article's first sentence defines by "X is a ...".
    expect(isDefinition('The beak is a hard structure that can bite through shells.', 5)).toBe(false);
  });

  it('scores every surprising fact above every definition', () => {
    const scored = scoreSentences(OCTOPUS.text, { language: 'en', subject: 'Octopus', terms: topicTerms('octopus') });
    const defs = scored.filter((s) => s.definition);
    expect(defs.map((s) => s.text)).toContain(DEFINITION);
    const surprising = scored.filter((s) => OCTOPUS_FACTS.some((f) => s.text.includes(f)) && !s.text.includes('jar lids'));
    expect(surprising.length).toBeGreaterThanOrEqual(6);
    for (const s of surprising) expect(s.score, s.text).toBeGreaterThan(Math.max(...defs.map((d) => d.score)));
  });

  it.each(['15-30 seconds', '30-60 seconds'] as const)('%s: the facts, never a scene spent on the definition, at most one definition, only as the opener', (duration) => {
    for (const variation of [0, 1, 2, 3]) {
      const out = writeFromResearch(input(duration, variation), [OCTOPUS]);
      expect(out).not.toBeNull();
      const scenes = out!.result.scenes;
      const facts = scenes.filter((s) => s.source);
      // No scene is a definition alone.
      for (const s of facts) expect(s.text.trim(), `variation ${variation}`).not.toBe(DEFINITION);
      expect(scenes.some((s) => s.text.trim().startsWith('The order consists'))).toBe(false);
      // One definition sentence at most in the whole script, and then at the start of the first fact scene.
      const defined = facts.filter((s) => /mollusc|order Octopoda|Like other cephalopods|class Cephalopoda/.test(s.text));
      expect(defined.length, `variation ${variation}`).toBeLessThanOrEqual(1);
      if (defined[0]) {
        expect(defined[0]).toBe(facts[0]);
        expect(defined[0].text.startsWith(DEFINITION)).toBe(true);
        expect(defined[0].text.length).toBeGreaterThan(DEFINITION.length + 20);
      }
      // Most of what a viewer would find surprising is said.
      const told = OCTOPUS_FACTS.filter((f) => out!.result.script.includes(f));
      expect(told.length, `variation ${variation}: ${out!.result.script}`).toBeGreaterThanOrEqual(duration === '15-30 seconds' ? 3 : 5);
    }
  });

  it('gives a model the surprising facts first and one definition at most', () => {
    const facts = researchFacts('octopus', [OCTOPUS], 6);
    expect(facts.filter((f) => isDefinition(f.text, 0) && /mollusc|Cephalopoda|cephalopods/.test(f.text)).length).toBeLessThanOrEqual(1);
    expect(facts.some((f) => f.text.includes('three hearts'))).toBe(true);
    expect(facts.some((f) => f.text.includes('largest species'))).toBe(true);
  });

  it('keeps a short definition as the opener when the article has little else', () => {
    const thin: ResearchSource = {
      ...OCTOPUS,
      text: `${DEFINITION} An octopus has three hearts and blue blood. Octopuses can squeeze through any gap larger than their beak. Most octopuses live for only one to two years.`,
    };
    const out = writeFromResearch(input('15-30 seconds', 1), [thin]);
    expect(out).not.toBeNull();
    const facts = out!.result.scenes.filter((s) => s.source);
    // It opens the first fact's scene, which goes on with a fact: it never has a scene of its own.
    expect(facts[0]?.text).toBe(`${DEFINITION} An octopus has three hearts and blue blood.`);
    expect(facts.filter((s) => s.text.includes('mollusc'))).toHaveLength(1);
  });
});
