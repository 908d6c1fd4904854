import { scriptResultSchema, SCRIPT_PLATFORMS, TONES, type Tone } from '@reelforge/contracts';
import { describe, expect, it } from 'vitest';
import { writeOffline, type WriterInput } from '../src/offline-writer.ts';
import { BANK_EN } from '../src/writer-bank-en.ts';
import { BANK_ES } from '../src/writer-bank-es.ts';
import { TOPIC_KINDS, type LanguageBank, type Line, type TopicKind } from '../src/writer-bank.ts';
import { placeholders } from '../src/writer-text.ts';
import { analyzeTopic } from '../src/writer-topic.ts';
import { ENGLISH_TOPICS, ENGLISH_WORDS, OTHER_TOPICS, SPANISH_TOPICS, unquoted } from './writer-topics.ts';

const write = (over: Partial<WriterInput>) =>
  writeOffline({ topic: 'Coffee', duration: '30-60 seconds', platform: 'tiktok', tone: 'engaging-educational', language: 'en', ...over });
const texts = (r: ReturnType<typeof write>['result']) => [r.script, r.title, r.description, ...r.hooks];

/** Patterns that mark a broken sentence, whatever the topic. */
const BROKEN_EN = [
  /\b(?:mastering|begun|working on|started with|getting good at|mistake with|struggled with) (?:why|how|what|when|where|who|the question|comparing|choosing between)\b/i,
  /\b(\w+) \1\b/i, // "the the"
  /\s[.,;:!?]/, // space before punctuation
  /[^.]\.\.(?!\.)/, // two full stops
  /\b(?:undefined|null|NaN)\b/,
  /[{}]/,
  /\b(?:with|for|about|on) \d+ /i, // a list's count pasted into a sentence ("about 5 morning habits")
];
const BROKEN_ES = [
  /(?<!\p{L})(?:[Dd]e el|[Aa] el)(?!\p{L})/u,
  /\s[.,;:!?]/,
  /[{}]/,
  /\b(?:undefined|null|NaN)\b/,
];

/** A topic read as a clause ("why cats purr", "the question “...”") may only follow "about"/"sobre". */
function clauseOnlyAfterAbout(text: string, topic: string, language: 'en' | 'es') {
  const { vars } = analyzeTopic(topic, language);
  if (!/^(?:why|how|what|when|where|who|the question|por qué|cómo|qué|la pregunta)\b/i.test(vars.about)) return;
  const before = language === 'en' ? /(?:about|look at|more on|take on|use it on|when)$/ : /(?:sobre|al)$/;
  for (let at = text.indexOf(vars.about); at >= 0; at = text.indexOf(vars.about, at + 1)) {
    expect(text.slice(0, at).trimEnd(), `${vars.about} in: ${text}`).toMatch(before);
  }
}

function sentencesStartCapitalised(script: string) {
  for (const s of script.split(/(?<=[.!?])\s+/)) expect(s, s).toMatch(/^[¿¡"“«]?[\p{Lu}\p{N}]|^[iea]\p{Lu}/u);
}

describe('built-in writer: grammatical scripts for any topic', () => {
  const topics = [...ENGLISH_TOPICS, ...SPANISH_TOPICS, ...OTHER_TOPICS];
  it(`covers ${topics.length} topics`, () => expect(topics.length).toBeGreaterThanOrEqual(40));

  for (const language of ['en', 'es'] as const) {
    for (const topic of topics) {
      it(`${language}: ${topic}`, () => {
        for (const tone of TONES) {
          for (const duration of ['15-30 seconds', '1-3 minutes'] as const) {
            const out = write({ topic, tone, duration, language });
            expect(scriptResultSchema.parse(out.result)).toEqual(out.result);
            for (const text of texts(out.result)) {
              for (const re of language === 'en' ? BROKEN_EN : BROKEN_ES) expect(text, `${re} in: ${text}`).not.toMatch(re);
              clauseOnlyAfterAbout(text, topic, language);
            }
            sentencesStartCapitalised(out.result.script);
            expect(out.notice).toMatch(language === 'en' ? /language model writes scripts about the topic/ : /modelo de lenguaje/);
          }
        }
      });
    }
  }

  it('never lists what it cannot know, and says how to get the list written', () => {
    const out = write({ topic: '5 morning habits that make you more productive' });
    expect(out.result.script).not.toMatch(/here are (?:5|five)|habit (?:one|two|1|2)/i);
    expect(out.notice).toMatch(/^The built-in writer cannot know the 5 habits themselves: list them in Additional instructions/);
    expect(write({ topic: 'Top 3 budgeting apps compared' }).notice).toMatch(/cannot know the 3 apps/);
  });
});

describe('built-in writer: one language per script', () => {
  const foreignWords = (s: string) =>
    unquoted(s)
      .toLowerCase()
      .split(/[^\p{L}']+/u)
      .filter((w) => ENGLISH_WORDS.has(w));

  it('keeps English topics out of Spanish sentences: quoted, never mixed in', () => {
    for (const topic of ENGLISH_TOPICS) {
      for (const tone of TONES) {
        const out = write({ topic, tone, language: 'es', duration: '1-3 minutes' });
        for (const text of texts(out.result)) expect(foreignWords(text), `${topic}: ${text}`).toEqual([]);
      }
    }
    const out = write({ topic: '5 morning habits that make you more productive', language: 'es', tone: 'motivational' });
    expect(out.result.script).toContain('«');
  });

  it('never pastes a Spanish headline into an English script: "this topic", the title quotes it', () => {
    const out = write({ topic: 'Cómo dormir mejor', language: 'en' });
    expect(out.result.script).not.toMatch(/cómo dormir mejor/i);
    expect(out.result.script).toContain('this topic');
    // What it is about, as a phrase of its own, stays quoted in its language.
    expect(out.result.script).toContain('“dormir mejor”');
    expect(out.result.title).toContain('“Cómo dormir mejor”');
  });

  it('writes Spanish, sized and on topic', () => {
    const out = write({ topic: 'Cómo empezar a invertir con poco dinero', language: 'es-MX', tone: 'motivational' });
    expect(out.language).toBe('es');
    expect(out.result.script).toContain('empezar a invertir');
    expect(out.result.script).not.toMatch(/\b(?:the|and|your|follow)\b/i);
    expect(out.notice).toBe(
      'Este guion no afirma ningún dato sobre el tema, solo preguntas y pistas generales, porque el escritor integrado no tuvo fuentes: revísalo antes de publicar, o añade los datos que conozcas en Instrucciones adicionales, uno por línea, para construir el guion con ellos. Un modelo de lenguaje conectado escribe guiones sobre el tema en sí.',
    );
  });

  it('falls back to English for other languages and says so', () => {
    const out = write({ language: 'fr' });
    expect(out.language).toBe('en');
    expect(out.notice).toMatch(/English and Spanish only/);
  });
});

describe('built-in writer: notes and instructions', () => {
  const habits = '5 habits: wake at 6, water first, sunlight, plan the day, no phone before 9';

  it('builds the script from notes: one numbered scene per point, in order', () => {
    const out = write({ topic: '5 morning habits that make you more productive', additionalInstructions: habits, duration: '1-3 minutes' });
    const points = ['wake at 6', 'water first', 'sunlight', 'plan the day', 'no phone before 9'];
    const texts = out.result.scenes.map((s) => s.text);
    const at = points.map((p) => texts.findIndex((t) => t.includes(`${p}.`)));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(texts[at[0] ?? 0]).toMatch(/^Habit one: wake at 6\./);
    expect(texts[at[4] ?? 0]).toMatch(/^Habit five: no phone before 9\./);
    expect(out.result.script).toMatch(/Here are five morning habits that make you more productive|Five morning habits that make you more productive, one by one/);
    // Five short notes do not fill three minutes, and the notice says so rather than padding them.
    expect(out.notice).toMatch(
      /^This script is built from your notes\. Your notes fill about \d+ s of the 180 s asked: add notes, or choose a shorter length\. A connected language model writes scripts about the topic itself\.$/,
    );
  });

  it('takes semicolon-separated notes as separate points', () => {
    const out = write({ topic: 'My morning', additionalInstructions: 'wake at 6; drink water first; ten minutes of movement' });
    expect(out.result.script).toContain('Number one: wake at 6.');
    expect(out.result.script).toContain('Number three: ten minutes of movement.');
  });

  it('takes bullet lines as points and numbers them without a list topic', () => {
    const out = write({ topic: 'My morning', additionalInstructions: '- Drink a glass of water\n- Ten minutes of sunlight\n- Write three priorities' });
    expect(out.result.script).toContain('Number one: Drink a glass of water.');
    expect(out.result.script).toContain('Number three: Write three priorities.');
  });

  it('quotes English notes in a Spanish script, and writes Spanish notes as they are', () => {
    const en = write({ topic: 'Mi mañana', language: 'es', additionalInstructions: '- Wake at 6\n- Drink water first' });
    expect(en.result.script).toMatch(/: «Wake at 6»\./);
    const es = write({ topic: 'Mi mañana', language: 'es', additionalInstructions: '- Despertarse a las 6\n- Beber agua primero' });
    expect(es.result.script).toMatch(/: Despertarse a las 6\./);
  });

  it('mentions what it is asked to mention, in the topic script too', () => {
    for (const tone of TONES as readonly Tone[]) {
      const out = write({ topic: 'Why sleep matters for athletes', tone, additionalInstructions: 'Mention our app FocusFlow.' });
      expect(out.result.script).toContain('our app FocusFlow');
      expect(out.notice).toMatch(/^This script states no facts about the topic, .* A connected language model writes scripts about the topic itself\.$/);
    }
    const es = write({ topic: 'Cómo dormir mejor', language: 'es', additionalInstructions: 'Menciona nuestra app FocusFlow.' });
    expect(es.result.script).toContain('nuestra app FocusFlow');
  });

  it('opens and closes as asked, says sentences as given, and reports what it could not do', () => {
    const out = write({
      additionalInstructions: 'Start with "Coffee lovers, listen up". Mention that FocusFlow has a free plan. End with "See you tomorrow". Make it funny.',
      duration: '1-3 minutes',
    });
    expect(out.result.script.startsWith('Coffee lovers, listen up.')).toBe(true);
    expect(out.result.hooks[0]).toBe('Coffee lovers, listen up.');
    expect(out.result.script).toContain('FocusFlow has a free plan.');
    expect(out.result.script).toMatch(/See you tomorrow\. [^\n]+$/);
    expect(out.notice).toContain('It could not follow: “Make it funny”.');
  });
});

describe('phrase banks', () => {
  const banks: [string, LanguageBank][] = [['en', BANK_EN], ['es', BANK_ES]];
  const SLOTS = new Set('about focus options products who question minutes days runtime n points context title titlePhrase count listPhrase item point mention'.split(' '));
  const all = (b: LanguageBank): Line[] => [
    ...Object.values(b.tones).flatMap((t) => Object.values(t).flat()),
    ...Object.values(b.ctas).flat(),
    ...Object.values(b.notes).flat(),
    ...b.sectionOpeners,
    ...b.angles.flatMap((a) => a.variants.flat().map((text) => ({ text }))),
  ];

  it.each(banks)('%s: uses only known slots', (_l, bank) => {
    for (const line of all(bank)) for (const p of placeholders(line.text)) expect(SLOTS, `${p} in ${line.text}`).toContain(p);
  });

  it.each(banks)('%s: has enough lines for every tone and kind of topic', (_l, bank) => {
    const fits = (kind: TopicKind, slots: string[]) => (l: Line) =>
      (!l.kinds || l.kinds.includes(kind)) && placeholders(l.text).every((p) => slots.includes(p) || !['focus', 'options', 'products'].includes(p));
    const slotsOf: Record<TopicKind, string[]> = { practice: ['focus'], choice: ['options'], inquiry: [] };
    for (const kind of TOPIC_KINDS) {
      for (const tone of Object.values(bank.tones)) {
        expect(tone.hooks.filter(fits(kind, slotsOf[kind])).length, `${kind} hooks`).toBeGreaterThanOrEqual(3);
        for (const section of ['promises', 'closers', 'titles', 'descriptions'] as const) {
          expect(tone[section].filter(fits(kind, slotsOf[kind])).length, `${kind} ${section}`).toBeGreaterThanOrEqual(1);
        }
      }
      for (const p of SCRIPT_PLATFORMS) expect(bank.ctas[p].filter(fits(kind, slotsOf[kind])).length).toBeGreaterThanOrEqual(1);
      expect(bank.angles.filter((a) => a.kinds.includes(kind) && a.variants[0]?.every((s) => !placeholders(s).includes('products'))).length).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('built-in writer: honest without sources', () => {
  it('says a topic script states no facts, first, for a history topic; a script from notes does not', () => {
    for (const topic of ['The history of the Suez Canal', 'The fall of the Berlin Wall']) {
      const out = write({ topic });
      expect(out.notice).toMatch(/^This script states no facts about the topic, only general questions and pointers around it, because the built-in writer had no sources: check it before posting/);
    }
    const notes = write({ topic: 'The history of the Suez Canal', additionalInstructions: '- Opened in 1869\n- Nationalised in 1956\n- Widened in 2015' });
    expect(notes.notice).not.toMatch(/states no facts/);
    expect(write({ topic: 'Historia del canal de Suez', language: 'es' }).notice).toMatch(/^Este guion no afirma ningún dato sobre el tema/);
  });
});
