// A bank sentence may end in a list after a colon ("Ask what the costs of {about} are: fees, taxes,
// interest."). Filled with a subject that is one of those items ("compound interest"), the list
// names the subject among its own parts, which reads as nonsense on camera. Such items are dropped
// and the list is joined again in the sentence's own style.
import type { WriterLanguage } from './writer-language.ts';

const CONJ: Record<WriterLanguage, RegExp> = { en: /^(or|and)\s+/i, es: /^(o|u|y|e)\s+/i };
const INNER_CONJ: Record<WriterLanguage, RegExp> = { en: /\s+(or|and)\s+/i, es: /\s+(o|u|y|e)\s+/i };
const STOP = new Set('the a an of for and or to in on with your my our el la los las un una de del y o en con tu su para por'.split(' '));

const bare = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
const wordsOf = (s: string) => bare(s).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
/** One word's forms: "interest"/"interests", "interés"/"intereses". */
const sameStem = (a: string, b: string) => {
  const [s, l] = a.length <= b.length ? [a, b] : [b, a];
  return s === l || (s.length >= 4 && l.startsWith(s) && l.length - s.length <= 3);
};

/** The subject's own words worth matching (no articles or prepositions, nothing under four letters). */
export function subjectWords(subject: string): string[] {
  return wordsOf(subject).filter((w) => w.length >= 4 && !STOP.has(w));
}

/** Spanish "y" before an /i/ sound is "e", "o" before an /o/ sound is "u". */
function conjBefore(conj: string, next: string, lang: WriterLanguage): string {
  if (lang !== 'es') return conj;
  if (conj === 'y' || conj === 'e') return /^h?[ií](?![aeoáéó])/iu.test(next) ? 'e' : 'y';
  if (conj === 'o' || conj === 'u') return /^h?[oó]/iu.test(next) ? 'u' : 'o';
  return conj;
}

function join(items: string[], conj: string | undefined, oxford: boolean, lang: WriterLanguage): string {
  if (items.length <= 1) return items.join('');
  const last = items[items.length - 1] ?? '';
  // Two items without the original's conjunction read clipped ("fees, taxes"): they get "and"/"y".
  const c = conj ?? (items.length === 2 ? (lang === 'es' ? 'y' : 'and') : undefined);
  if (!c) return items.join(', ');
  const head = items.slice(0, -1).join(', ');
  return `${head}${oxford && items.length > 2 ? ',' : ''} ${conjBefore(c, last, lang)} ${last}`;
}

/** `sentence` without the list items after its colon that name the subject (`words`, see subjectWords). */
export function withoutSubjectItems(sentence: string, words: readonly string[], lang: WriterLanguage): string {
  if (!words.length) return sentence;
  const m = /^([^:]+):\s+([^:]+?)([.?!]*)$/u.exec(sentence);
  if (!m) return sentence;
  const [, lead = '', list = '', end = ''] = m;
  const parts = list.split(/,\s+/);
  let conj: string | undefined;
  let oxford = false;
  const tail = parts[parts.length - 1] ?? '';
  const led = CONJ[lang].exec(tail);
  if (led && parts.length > 1) {
    conj = led[1];
    oxford = true;
    parts[parts.length - 1] = tail.slice(led[0].length);
  } else {
    const inner = INNER_CONJ[lang].exec(tail);
    if (inner) {
      conj = inner[1];
      parts.splice(parts.length - 1, 1, tail.slice(0, inner.index), tail.slice(inner.index + inner[0].length));
    }
  }
  // One clause after a colon is an explanation, not a list.
  if (parts.length < 2) return sentence;
  const names = (item: string) => wordsOf(item).some((w) => words.some((s) => sameStem(w, s)));
  const kept = parts.filter((p) => !names(p));
  if (kept.length === parts.length) return sentence;
  if (kept.length === 0) return `${lead}${end || '.'}`;
  return `${lead}: ${join(kept, conj?.toLowerCase(), oxford, lang)}${end}`;
}
