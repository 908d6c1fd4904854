// Order words for the built-in writer's points. Points are drawn in a shuffled order, so no point's
// own wording may say where it stands ("Then ask...", "The first question..."): the order words are
// added here, once the points are in place, and only to a point that opens with an instruction
// ("Ask...", "Look for..."), where "First, ask..." reads as one sentence. A script uses this one
// style of connector, or none; never a connector sentence on its own ("Next up.").
import type { SceneDraft } from './writer-compose.ts';
import type { WriterLanguage } from './writer-language.ts';

interface OrderWords {
  first: string;
  /** Middle points, in turn. */
  middle: readonly string[];
  last: string;
  /** A sentence that opens with one of these verbs takes an order word in front of it. */
  leads: RegExp;
  /** Order words a bank sentence must not open with (the tests hold the banks to it). */
  sequencers: RegExp;
}

export const ORDER: Record<WriterLanguage, OrderWords> = {
  en: {
    first: 'First,',
    middle: ['Then', 'Next,', 'After that,'],
    last: 'Finally,',
    leads: /^(?:Ask|Follow|Look|Try|Take|Think|Notice|Listen|Pick|Set|Use|Test|Compare|Place|Check|Write|Watch|Read|Find|Tell|Keep|Be)\s/,
    sequencers: /^(?:First|Firstly|Second|Secondly|Third|Then|Next|Finally|Lastly|Last|Another|The (?:first|second|third|next|last)|Point|Step \d|And)\b/i,
  },
  es: {
    first: 'Primero,',
    middle: ['Luego', 'Después,', 'Además,'],
    last: 'Finalmente,',
    leads: /^(?:Pregunta|Pregúntate|Añade|Mira|Prueba|Piensa|Fíjate|Escucha|Elige|Usa|Compara|Sitúa|Comprueba|Escribe|Observa|Lee|Busca|Cuenta|Ten)\s/u,
    sequencers: /^(?:Primero|Segundo|Tercero|Luego|Después|Entonces|Por último|Finalmente|Otr[oa]|(?:La|El) (?:primer[oa]?|segund[oa]|siguiente|últim[oa])|Punto|Paso \d|Y)(?!\p{L})/iu,
  },
};

/** "Ask" -> "ask" after an order word; "I" and names ("iPhone", "NASA") keep their case. */
export const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) && !/^I\s/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/**
 * Puts the order words where the points landed: "First" only on the first, "Finally" only on the
 * last of three or more, "Then"/"Next" between. A single point gets none.
 */
export function sequenceScenes(scenes: SceneDraft[], lang: WriterLanguage): SceneDraft[] {
  const words = ORDER[lang];
  const count = scenes.length;
  if (count < 2) return scenes;
  let middle = 0;
  let led = false;
  return scenes.map((scene, i) => {
    const [head = '', ...rest] = scene.lines;
    const last = i === count - 1 && count >= 3;
    // Between the first and the last, a point right after a marked one goes unmarked: a long run of
    // "Then... Next... After that..." reads like a list being ticked off.
    if (!words.leads.test(head) || (led && i > 0 && !last && count > 4)) {
      led = false;
      return scene;
    }
    led = true;
    let lead: string;
    if (i === 0) lead = words.first;
    else if (last) lead = words.last;
    else lead = words.middle[middle++ % words.middle.length] ?? '';
    return { ...scene, lines: [`${lead} ${lowerFirst(head)}`, ...rest] };
  });
}
