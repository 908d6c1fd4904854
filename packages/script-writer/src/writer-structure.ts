// A template's structure applied to the built-in writer's body: numbered points, numbered steps,
// myth/fact pairs or a story's beats. The writer knows no facts (ADR 0007), so a myth is one that
// is false whatever the topic, and each fact is the point the writer was going to make anyway.
import type { ScriptStructure } from '@reelforge/contracts';
import type { SceneDraft } from './writer-compose.ts';
import { countWords, type Picker } from './writer-text.ts';
import type { WriterLanguage } from './writer-language.ts';
import { lowerFirst } from './writer-order.ts';

interface StructureWords {
  step: (n: number) => string;
  myth: string;
  fact: string;
  /** Said about nearly anything, and false about nearly anything. */
  myths: readonly string[];
  /** Opening words of the story's beats: the start, the hard part, the turn, the change. */
  beats: readonly [string, string, string, string];
}

const WORDS: Record<WriterLanguage, StructureWords> = {
  en: {
    step: (n) => `Step ${n}:`,
    myth: 'Myth:',
    fact: 'Fact:',
    myths: [
      'there is one trick that works for everyone.',
      'you have to get it right the first time.',
      'you need to know everything before you start.',
      'more is always better.',
      'what worked for someone else will work the same way for you.',
      'it only matters if you do it perfectly.',
      'if it were worth doing, everybody would already do it.',
    ],
    beats: ['Here is where it starts.', 'Then comes the hard part.', 'Here is what turns it around.', 'And this is what changes.'],
  },
  es: {
    step: (n) => `Paso ${n}:`,
    myth: 'Mito:',
    fact: 'Realidad:',
    myths: [
      'hay un truco que funciona para todo el mundo.',
      'tienes que hacerlo bien a la primera.',
      'necesitas saberlo todo antes de empezar.',
      'más siempre es mejor.',
      'lo que le funcionó a otra persona te funcionará igual a ti.',
      'solo cuenta si lo haces perfecto.',
      'si valiera la pena, todo el mundo ya lo haría.',
    ],
    beats: ['Así empieza todo.', 'Luego llega la parte difícil.', 'Esto es lo que le da la vuelta.', 'Y esto es lo que cambia.'],
  },
};

const withLead = (scene: SceneDraft, lead: string): SceneDraft => {
  const [first = '', ...rest] = scene.lines.filter((l) => l.trim());
  return { ...scene, lines: [`${lead} ${first}`.trim(), ...rest] };
};

/** The story beat a body scene opens with: the first starts, the last changes, the middle struggles then turns. */
function beatOf(i: number, count: number): number {
  if (i === 0) return 0;
  if (i === count - 1) return 3;
  return i < count / 2 ? 1 : 2;
}

export function shapeBody(body: SceneDraft[], structure: ScriptStructure | undefined, lang: WriterLanguage, pick: Picker): SceneDraft[] {
  if (!structure) return body;
  const w = WORDS[lang];
  const scenes = body.filter((s) => s.lines.some((l) => l.trim()));
  switch (structure) {
    case 'listicle':
      return scenes.map((s, i) => withLead(s, `${i + 1}.`));
    case 'tutorial':
      return scenes.map((s, i) => withLead(s, w.step(i + 1)));
    case 'myth-vs-fact': {
      // Each myth adds words the length budget did not plan for: fewer pairs keep the video's length.
      const budget = countWords(scenes.flatMap((s) => s.lines)) * 1.1;
      const myths = pick.shuffle([...w.myths]);
      const pairs: SceneDraft[] = [];
      let words = 0;
      for (const [i, s] of scenes.entries()) {
        const shaped = withLead(s, w.fact);
        const pair = { ...shaped, lines: [`${w.myth} ${myths[i % myths.length]}`, ...shaped.lines] };
        words += countWords(pair.lines);
        if (pairs.length >= 2 && words > budget) break;
        pairs.push(pair);
      }
      return pairs;
    }
    case 'story': {
      // Each beat opens once: a short body still starts, turns and changes.
      let last = -1;
      return scenes.map((s, i) => {
        const beat = beatOf(i, scenes.length);
        if (beat === last) return s;
        last = beat;
        // The beat opens the point's own sentence ("Then comes the hard part: ask..."), never stands alone.
        const [first = '', ...rest] = s.lines;
        return { ...s, lines: [`${(w.beats[beat] ?? '').replace(/\.$/, ':')} ${lowerFirst(first)}`, ...rest] };
      });
    }
  }
}
