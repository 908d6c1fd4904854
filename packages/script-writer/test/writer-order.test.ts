import { TONES, type ScriptStructure } from '@reelforge/contracts';
import { describe, expect, it, vi } from 'vitest';
import { writeOffline, type WriterInput } from '../src/offline-writer.ts';
import { BANK_EN } from '../src/writer-bank-en.ts';
import { BANK_ES } from '../src/writer-bank-es.ts';
import { DOMAIN_ANGLES_EN } from '../src/writer-domains-en.ts';
import { DOMAIN_ANGLES_ES } from '../src/writer-domains-es.ts';
import { ORDER } from '../src/writer-order.ts';
import { ENGLISH_TOPICS, SPANISH_TOPICS } from './writer-topics.ts';

// Issue 25: the built-in writer without sources. Its points are shuffled, so order words must follow
// where a point lands; connectors carry something or are left out; a question's form (an end, a
// cause, a mechanism) decides what is asked; and the subject is set into sentences with English grammar.
// Thousands of scripts per check: room for a busy two-core machine (a limit, not a speed test).
vi.setConfig({ testTimeout: 60_000 });

const base: WriterInput = { topic: '', duration: '30-60 seconds', platform: 'tiktok', tone: 'engaging-educational', language: 'en' };

const QUESTION_TOPICS = [
  'compound interest for beginners',
  'Why the Roman Empire fell',
  'octopus intelligence',
  'How vaccines work',
  'Why volcanoes erupt',
  'Marie Curie',
  'How to make sourdough',
  'Is coffee bad for you?',
  'The collapse of the Soviet Union',
];

/** Every script for a topic: tones, lengths and Regenerate's variations. */
function* scripts(topics: string[], language: string, structure?: ScriptStructure) {
  for (const topic of topics) {
    for (const tone of TONES) {
      for (const seconds of [30, 60, 120]) {
        for (const variation of [0, 1]) {
          const out = writeOffline({ ...base, topic, tone, language, seconds, variation, ...(structure ? { structure } : {}) });
          yield { topic, tone, seconds, variation, scenes: out.result.scenes, script: out.result.script };
        }
      }
    }
  }
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

const POSITION = {
  en: { first: /^(?:First|Firstly|Start with)\b/, later: /^(?:Then|Next|Second|Secondly|Another|Also)\b|^The (?:second|next|last) (?:question|point)\b/, last: /^(?:Finally|Lastly)\b/, inner: /\bThe first question\b/ },
  es: { first: /^(?:Primero|Empieza por|Empecemos)\b/u, later: /^(?:Luego|Después|Otr[oa])(?!\p{L})|^La siguiente pregunta/u, last: /^(?:Finalmente|Por último)(?!\p{L})/u, inner: /La primera pregunta/ },
} as const;

/** Connector sentences that carry nothing: "Next up.", "Point two.", "Okay, moving on." */
const EMPTY_CONNECTOR =
  /^(?:okay,?\s*|alright,?\s*|so,?\s*)?(?:moving on|next up|next|point [\p{L}-]+|step [\p{L}-]+|here's the next (?:piece of the puzzle|step)|let's build on that|building on that|now,? this part is important|this next one surprises people|here's where it gets interesting|siguiente|punto [\p{L}-]+|paso [\p{L}-]+|vale,? seguimos|sigamos a partir de ahí|aquí va la siguiente pieza del puzle|here is where it starts|then comes the hard part|here is what turns it around|and this is what changes|así empieza todo|luego llega la parte difícil|esto es lo que le da la vuelta|y esto es lo que cambia)[.!]?$/iu;

describe('order words follow where a point lands', () => {
  for (const language of ['en', 'es'] as const) {
    it(`${language}: "First" only opens the first point, "Then"/"Next" never does, "Finally" only the last`, () => {
      const topics = language === 'en' ? [...ENGLISH_TOPICS, ...QUESTION_TOPICS] : SPANISH_TOPICS;
      const o = POSITION[language];
      let checked = 0;
      for (const { topic, tone, seconds, variation, scenes, script } of scripts(topics, language)) {
        const where = `${topic} (${tone}, ${seconds} s, v${variation})`;
        const body = scenes.slice(1, -1);
        body.forEach((scene, i) => {
          const head = sentences(scene.text)[0] ?? '';
          if (o.first.test(head)) expect(i, `${where}: "${head}" is point ${i + 1}`).toBe(0);
          if (o.later.test(head)) expect(i, `${where}: "${head}" opens the body`).toBeGreaterThan(0);
          if (o.last.test(head)) expect(i, `${where}: "${head}" is not the last point`).toBe(body.length - 1);
          checked += 1;
        });
        // A point's own wording never claims a place ("The first question about...") wherever it lands.
        expect(script, where).not.toMatch(o.inner);
      }
      expect(checked).toBeGreaterThan(100);
    });
  }

  it.each([
    ['en', [...BANK_EN.angles, ...DOMAIN_ANGLES_EN]],
    ['es', [...BANK_ES.angles, ...DOMAIN_ANGLES_ES]],
  ] as const)('%s: no point opens by claiming its place, since points are shuffled', (language, angles) => {
    for (const angle of angles) for (const variant of angle.variants) expect(variant[0], angle.id).not.toMatch(ORDER[language].sequencers);
  });

  it('puts First, Then/Next and Finally on question guides that land first, between and last', () => {
    const out = writeOffline({ ...base, topic: 'compound interest for beginners', seconds: 60 });
    const heads = out.result.scenes.slice(1, -1).map((s) => sentences(s.text)[0] ?? '');
    expect(heads.length).toBeGreaterThanOrEqual(3);
    expect(heads[0]).toMatch(/^First, ask\b/);
    expect(heads.at(-1)).toMatch(/^Finally, /);
    for (const h of heads.slice(1, -1)) expect(h).toMatch(/^(?:Then|Next,) /);
  });
});

describe('connectors', () => {
  for (const language of ['en', 'es'] as const) {
    it(`${language}: no sentence is only a connector, and no connector is doubled with an order word`, () => {
      const topics = language === 'en' ? [...ENGLISH_TOPICS, ...QUESTION_TOPICS] : SPANISH_TOPICS;
      for (const { topic, tone, seconds, variation, script } of [...scripts(topics, language), ...scripts(topics.slice(0, 12), language, 'story')]) {
        const where = `${topic} (${tone}, ${seconds} s, v${variation})`;
        for (const s of sentences(script)) expect(s, where).not.toMatch(EMPTY_CONNECTOR);
        expect(script, where).not.toMatch(/[.!]\s+(?:Then|Next|First|Finally|Luego|Después|Primero|Finalmente)[ ,]+(?:then|next|luego|después)\b/iu);
      }
    });
  }

  it('uses one connector style per script: numbers from a structure, or order words, never both', () => {
    for (const structure of [undefined, 'listicle', 'tutorial', 'myth-vs-fact', 'story'] as const) {
      for (const { topic, tone, seconds, variation, scenes } of scripts(QUESTION_TOPICS, 'en', structure)) {
        const heads = scenes.slice(1, -1).map((s) => s.text);
        const numbered = heads.some((h) => /^(?:\d+\.|Step \d+:|Point \w+)/.test(h));
        const ordered = heads.some((h) => /^(?:First|Then|Next|Finally)\b/.test(h));
        expect(numbered && ordered, `${topic} ${structure} (${tone}, ${seconds} s, v${variation})`).toBe(false);
      }
    }
  });
});

describe("a question's form", () => {
  const ENDS: [string, string][] = [
    ['Why the Roman Empire fell', 'the fall of the Roman Empire'],
    ['The collapse of the Soviet Union', 'the collapse of the Soviet Union'],
    ['Why did the dinosaurs die out?', 'the extinction of the dinosaurs'],
    ['How the Cold War ended', 'the end of the Cold War'],
    ['Why did Blockbuster fail?', 'the failure of Blockbuster'],
    ['The decline of the Ottoman Empire', 'the decline of the Ottoman Empire'],
  ];

  it.each(ENDS)('"%s" asks about the end (%s), never about an origin', (topic, end) => {
    for (const { tone, seconds, variation, script } of scripts([topic], 'en')) {
      const where = `${topic} (${tone}, ${seconds} s, v${variation})`;
      expect(script, where).not.toMatch(/came about|come about|came to be|how it (?:started|began)|its origins?\b|fifty years earlier or later/i);
      expect(script, where).toContain(end);
      // What an end's questions are about: what changed before it, the causes weighed, what came after.
      if (seconds >= 60) expect(script, where).toMatch(/changed in the years before|causes get the blame|came first in|what happened after|accounts of|popular version/);
    }
  });

  it('asks the Spanish end about the end, not why it happened when it did', () => {
    for (const { tone, seconds, variation, script } of scripts(['¿Por qué cayó el Imperio romano?', 'La caída de Roma'], 'es')) {
      expect(script, `${tone} ${seconds} s v${variation}`).not.toMatch(/cincuenta años antes o después/);
      expect(script).toMatch(/la caída (?:del Imperio romano|de Roma)/);
    }
  });

  const CAUSES: [string, string, RegExp][] = [
    ['Why volcanoes erupt', 'why volcanoes erupt', /\b(?:about|on|of) volcanoes erupt\b/],
    ['Why is the sky blue?', 'why the sky is blue', /\bthe sky blue\b/],
    ['Why do cats purr?', 'why cats purr', /\b(?:about|on) cats purr\b/],
    ['How vaccines work', 'how vaccines work', /\b(?:about|on) vaccines work\b/],
    ['How does caffeine work?', 'how caffeine works', /\bcaffeine work\b/],
  ];

  it.each(CAUSES)('"%s" is asked as a question ("%s"), its verb never glued to a noun', (topic, clause, glued) => {
    let asked = 0;
    for (const { tone, seconds, variation, script } of scripts([topic], 'en')) {
      expect(script, `${tone} ${seconds} s v${variation}`).not.toMatch(glued);
      if (script.includes(clause)) asked += 1;
    }
    // Its questions (and often its hook) carry the question itself.
    expect(asked).toBeGreaterThan(15);
  });

  it('asks a verdict question ("Is coffee bad for you?") for whom, how much and compared to what', () => {
    let asked = 0;
    for (const { tone, seconds, variation, script } of scripts(['Is coffee bad for you?', 'Is AI dangerous?', 'Are eggs healthy?'], 'en')) {
      expect(script, `${tone} ${seconds} s v${variation}`).toMatch(/whether (?:coffee is bad for you|AI is dangerous|eggs are healthy)/);
      if (/for whom, how much, and compared to what|who says yes and who says no|evidence the answers rest on/.test(script)) asked += 1;
    }
    expect(asked).toBeGreaterThan(60);
  });

  it('asks the Spanish verdict the same way ("¿Es malo el café?" -> "si el café es malo")', () => {
    for (const { tone, seconds, variation, script } of scripts(['¿Es malo el café?', '¿Son sanos los huevos?'], 'es')) {
      expect(script, `${tone} ${seconds} s v${variation}`).toMatch(/si (?:el café es malo|los huevos son sanos)/);
    }
  });

  it('leaves a how-to alone: "how to make sourdough" is something you do', () => {
    const { script } = writeOffline({ ...base, topic: 'How to make sourdough', seconds: 60 }).result;
    expect(script).not.toMatch(/explanations there are|which step matters most|simple picture/);
  });
});

describe('the subject in a sentence', () => {
  it('gives a lone count noun its article or plural, and leaves mass nouns and names bare', () => {
    const cases: [string, RegExp, RegExp][] = [
      ['octopus', /\bthe octopus\b/, /\b(?:about|on|for|to|with|of) octopus\b/i],
      ['How smart is an octopus?', /\bthe octopus\b/, /\b(?:about|on|for|to) (?:an )?octopus\b|\bsmart\b(?! is)/i],
      ['shark', /\bthe shark\b/, /\b(?:about|on|for|to|with|of) shark\b/i],
      ['volcano', /\bvolcanoes\b/, /\b(?:about|on|for|to|with|of) volcano\b/i],
      ['Black hole', /\bblack holes\b/, /\b(?:about|on|for|to|with|of) black hole\b/i],
      ['Coffee', /\bcoffee\b/, /\babout (?:the|a) coffee\b/i],
      ['Minimalism', /\bminimalism\b/, /\bthe minimalism\b/i],
      ['Marie Curie', /\bMarie Curie\b/, /\bthe Marie Curie\b/],
    ];
    for (const [topic, wanted, wrong] of cases) {
      for (const { tone, seconds, variation, script } of scripts([topic], 'en')) {
        const where = `${topic} (${tone}, ${seconds} s, v${variation})`;
        expect(script, where).toMatch(wanted);
        expect(script, where).not.toMatch(wrong);
      }
    }
  });

  it('never gives a plural subject a singular verb ("index funds looks", "cats eats")', () => {
    const plurals = ['Index funds', 'cats', 'Black holes', 'smartphones', 'vaccines', 'honey bees'];
    for (const { topic, tone, seconds, variation, script } of scripts(plurals, 'en')) {
      const subject = topic.toLowerCase();
      expect(script, `${topic} (${tone}, ${seconds} s, v${variation})`).not.toMatch(
        new RegExp(`(?<!about )\\b${subject} (?:is|has|does|looks|costs|suits|eats|shows|affects|needs|fails|works|matters)\\b`, 'i'),
      );
    }
  });

  it('labels scenes with the subject whole, never its first word ("Black holes", not "Black")', () => {
    const cases: [string, string, string][] = [
      ['Black holes', 'Black holes', 'Black'],
      ['Marie Curie', 'Marie Curie', 'Marie'],
      ['Index funds', 'Index funds', 'Index'],
      ['How to pay off credit card debt', 'Credit card debt', 'Paying'],
      ['Why the Roman Empire fell', 'Roman Empire', 'Roman'],
      ['The benefits of cold showers', 'Cold showers', 'Benefits'],
    ];
    for (const [topic, label, cut] of cases) {
      const keywords = writeOffline({ ...base, topic, seconds: 60 }).result.scenes.flatMap((s) => s.keywords);
      expect(keywords, topic).toContain(label);
      expect(keywords, topic).not.toContain(cut);
    }
  });

  it('reads "Should you rent or buy a house?" as a choice to talk about, never "about you rent"', () => {
    for (const { tone, seconds, variation, script } of scripts(['Should you rent or buy a house?', 'Should I learn Python?'], 'en')) {
      const where = `${tone} ${seconds} s v${variation}`;
      expect(script, where).not.toMatch(/\b(?:about|on|with) (?:you|I) (?:rent|learn)\b/);
      expect(script, where).toMatch(/renting or buying a house|learning Python/);
    }
  });

  it('never tells a money topic it does not need money ("a lot of money for saving money")', () => {
    for (const { topic, tone, seconds, variation, script } of scripts(['10 tips for saving money on groceries', 'How to negotiate a higher salary', 'Budgeting for students'], 'en')) {
      expect(script, `${topic} ${tone} ${seconds} s v${variation}`).not.toMatch(/money for (?:saving|negotiating|budgeting)/);
    }
  });

  it('asks about an animal only when the animal is the subject ("octopus intelligence" is not fed or hunted)', () => {
    for (const { topic, tone, seconds, variation, script } of [...scripts(['octopus intelligence', 'whale songs'], 'en'), ...scripts(['La inteligencia del pulpo'], 'es')]) {
      expect(script, `${topic} ${tone} ${seconds} s v${variation}`).not.toMatch(/on the menu|threatens (?:octopus intelligence|whale songs)|in the wild|a life unfolds|la dieta de|qué amenaza hoy/);
    }
    expect(writeOffline({ ...base, topic: 'octopus', seconds: 60 }).result.script).toMatch(/on the menu for the octopus|see the octopus in the wild|threatens the octopus|a life unfolds for the octopus|the octopus for yourself|smells to the octopus|wrong about the octopus/);
  });

  it('never doubles a start ("how to start running" is about running, not "starting running")', () => {
    for (const { topic, tone, seconds, variation, script } of scripts(['How to start running', 'How to begin journaling'], 'en')) {
      expect(script, `${topic} ${tone} ${seconds} s v${variation}`).not.toMatch(/start(?:ing)? running|beginning journaling/i);
    }
  });

  it('does not take an English phrase for Spanish ("octopus intelligence" is never quoted)', () => {
    for (const { tone, seconds, variation, script } of scripts(['octopus intelligence'], 'en')) {
      expect(script, `${tone} ${seconds} s v${variation}`).not.toMatch(/[“”]/);
      expect(script).toMatch(/\boctopus intelligence\b/);
    }
  });

  it('names a topic quoted from another language once, then says "this topic"', () => {
    for (const { tone, seconds, variation, script } of scripts(['cambio climático'], 'en')) {
      const where = `${tone} ${seconds} s v${variation}`;
      expect(script.split('“cambio climático”').length - 1, where).toBe(1);
      expect(script, where).toMatch(/\bthis topic\b/i);
    }
  });
});
