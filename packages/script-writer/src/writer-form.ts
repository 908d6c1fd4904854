// What a question topic asks, beyond its subject: "Why the Roman Empire fell" is about an end (what
// changed, the causes weighed, what came after), not about where the empire came from; "Why
// volcanoes erupt" asks for causes and "How vaccines work" for a mechanism. The built-in writer's
// questions follow that form, and a sentence can carry the question itself ("why volcanoes erupt").
// "Is coffee bad for you?" asks for a verdict: for whom, how much, compared to what.
import type { WriterLanguage } from './writer-language.ts';
import { gerund } from './writer-phrase.ts';

export type TopicForm = 'end' | 'cause' | 'how' | 'verdict';

export interface FormReading {
  form?: TopicForm;
  /** An end as a noun phrase: "the fall of the Roman Empire". */
  event?: string;
  /** What ended: "the Roman Empire". */
  subject?: string;
  /** The question as an embedded clause, for "Ever wondered {question}?": "why volcanoes erupt". */
  question?: string;
  /** An end that already happened ("the fall of Constantinople", "why Rome fell"), not one that keeps happening ("why startups fail"). */
  past?: boolean;
}

/** English end verbs and the noun each end goes by. */
const EN_END: Record<string, string> = {
  fell: 'fall', fall: 'fall', falls: 'fall', collapsed: 'collapse', collapse: 'collapse', collapses: 'collapse',
  declined: 'decline', decline: 'decline', ended: 'end', end: 'end', ends: 'end', 'died out': 'extinction', 'die out': 'extinction',
  'went extinct': 'extinction', 'go extinct': 'extinction', disappeared: 'disappearance', disappear: 'disappearance',
  vanished: 'disappearance', vanish: 'disappearance', failed: 'failure', fail: 'failure', crashed: 'crash', crash: 'crash',
  sank: 'sinking', sink: 'sinking', 'broke up': 'breakup', 'break up': 'breakup', lost: 'defeat',
};
/** The end verbs above in the past tense: "why Rome fell" happened; "why startups fail" keeps happening. */
const EN_PAST_END = /^(?:fell|collapsed|declined|ended|died out|went extinct|disappeared|vanished|failed|crashed|sank|broke up|lost)$/;
const EN_END_NOUNS = 'fall|collapse|decline|end|death|extinction|demise|downfall|sinking|breakup|failure|disappearance|crash';
const ES_END: Record<string, string> = {
  cayó: 'la caída', cayeron: 'la caída', colapsó: 'el colapso', colapsaron: 'el colapso', terminó: 'el fin', acabó: 'el fin',
  desapareció: 'la desaparición', desaparecieron: 'la desaparición', 'se extinguió': 'la extinción', 'se extinguieron': 'la extinción',
  'se hundió': 'el hundimiento', fracasó: 'el fracaso', quebró: 'la quiebra',
};
const ES_END_NOUNS = 'caída|colapso|declive|decadencia|fin|desaparición|extinción|muerte|hundimiento|fracaso|quiebra';

const alt = (keys: string[]) => keys.sort((a, b) => b.length - a.length).map((k) => k.replace(/ /g, '\\s+')).join('|');
const EN_END_Q = new RegExp(`^(?:why|how|when)\\s+(?:did|do|does|has|have)?\\s*(.{2,60}?)\\s+(${alt(Object.keys(EN_END))})(?:\\s+(?:so\\s+\\w+|\\w+ly))?$`, 'i');
const EN_END_FRAME = new RegExp(`^(?:why\\s+|how\\s+|what\\s+caused\\s+)?(?:the\\s+)?(${EN_END_NOUNS})\\s+of\\s+(.+)$`, 'i');
const ES_END_Q = new RegExp(`^(?:por\\s*qué|cómo|cuándo)\\s+(?:(${alt(Object.keys(ES_END))})\\s+(.{2,60})|(.{2,60}?)\\s+(${alt(Object.keys(ES_END))}))$`, 'iu');
const ES_END_FRAME = new RegExp(`^(?:por\\s*qué\\s+|qué\\s+causó\\s+)?(?:el|la)\\s+(${ES_END_NOUNS})\\s+(?:de|del)\\s+.+$`, 'iu');

const clean = (s: string) => s.replace(/[?¿!¡.]+/g, '').replace(/\s+/g, ' ').trim();
const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** "the Roman Empire" keeps its article; "Rome" needs none; "dinosaurs" -> "the dinosaurs". */
function ofPhrase(subject: string): string {
  const s = subject.trim().replace(/^(The|A|An)\s/, (m) => m.toLowerCase());
  if (/^(?:the|a|an|his|her|their|its|our|my|your)\s/i.test(s) || /^\p{Lu}/u.test(s)) return s;
  return /[^s]s$/i.test(s) ? `the ${s}` : s;
}

/** Third person: "work" -> "works", "fly" -> "flies", "go" -> "goes". */
const thirdPerson = (verb: string) =>
  /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ies` : /(?:s|sh|ch|x|z|o)$/.test(verb) ? `${verb}es` : `${verb}s`;

/** The question as an embedded clause, when it can be had without guessing a verb form. */
function enClause(topic: string, subject: string): string | undefined {
  const m = /^(why|how)\s+(?:(do|does|is|are|was|were)\s+)?(.+)$/i.exec(topic);
  if (!m || !subject) return undefined;
  const wh = (m[1] ?? '').toLowerCase();
  const aux = (m[2] ?? '').toLowerCase();
  const rest = m[3] ?? '';
  if (!rest.toLowerCase().startsWith(subject.toLowerCase())) return undefined;
  const tail = rest.slice(subject.length).trim();
  if (!tail || tail.split(' ').length > 6) return undefined;
  const subj = lowerFirst(subject);
  if (!aux || aux === 'do') return `${wh} ${subj} ${tail}`;
  if (aux === 'does') {
    const [verb = '', ...more] = tail.split(' ');
    return /^\p{Ll}+$/u.test(verb) ? `${wh} ${subj} ${[thirdPerson(verb), ...more].join(' ')}` : undefined;
  }
  return `${wh} ${subj} ${aux} ${tail}`;
}

/** "Is AI dangerous?", "Are eggs healthy for kids?": a verdict asked for. */
const EN_VERDICT = /^(is|are)\s+(.{2,40}?)\s+((?:really\s+|actually\s+)?(?:bad|good|dangerous|safe|healthy|unhealthy|worth it|harmful|overrated|addictive|toxic|a scam|a bubble|necessary|real)(?:\s+for\s+[\p{L}\s]{2,30})?)$/iu;

/** "¿Es malo el café?", "¿Son sanos los huevos para los niños?": the same, in Spanish. */
const ES_VERDICT = /^(es|son)\s+(?:realmente\s+)?((?:mal|buen|peligros|san|segur|necesari|tóxic|adictiv)[oa]s?)\s+((?:el|la|los|las)\s.{2,40}?)(\s+para\s+.{2,30})?$/iu;

/** "why do we dream": a question about what people do, with no noun to name. */
const EN_PEOPLE_DO = /^(why|how)\s+(?:do\s+)?(we|people|humans|you)\s+(\p{Ll}+)((?:\s+\p{Ll}+){0,2})$/iu;

/** What a question about what people do is about: "why do we dream" -> "dreaming". */
export function doingOf(topic: string): string {
  const m = EN_PEOPLE_DO.exec(clean(topic));
  return m ? `${gerund(m[3] ?? '')}${m[4] ?? ''}` : '';
}

/** "por qué soñamos": a verb, not a subject; what it is about is the doing ("soñar"). */
export function esDoing(subject: string): string {
  return /^\p{L}+(?:amos|emos|imos)$/u.test(subject) ? subject.replace(/(?:amos|emos|imos)$/u, (e) => `${e[0]}r`) : subject;
}

/** The form of an inquiry topic whose subject is `subject` (see writer-subject.ts). */
export function formOf(topic: string, subject: string, lang: WriterLanguage): FormReading {
  const t = clean(topic);
  if (lang === 'es') {
    const frame = ES_END_FRAME.exec(t);
    if (frame) return { form: 'end', event: lowerFirst(t.replace(/^(?:por\s*qué\s+|qué\s+causó\s+)/iu, '')), past: true };
    const q = ES_END_Q.exec(t);
    const verb = (q?.[1] ?? q?.[4] ?? '').toLowerCase().replace(/\s+/g, ' ');
    const who = (q?.[2] ?? q?.[3] ?? '').trim();
    // Every end verb the Spanish reader knows is a preterite (cayó, se extinguieron).
    if (q && ES_END[verb] && who) return { form: 'end', event: `${ES_END[verb]} de ${lowerFirst(who)}`.replace(/ de el /, ' del '), subject: who, past: true };
    const verdict = ES_VERDICT.exec(t);
    if (verdict) return { form: 'verdict', question: `si ${verdict[3]} ${(verdict[1] ?? '').toLowerCase()} ${verdict[2]}${verdict[4] ?? ''}` };
    if (/^por\s*qué\s/iu.test(t)) return { form: 'cause', question: lowerFirst(t) };
    if (/^cómo\s+(?:funcionan?|se\s+forman?|se\s+hacen?)\s/iu.test(t)) return { form: 'how', question: lowerFirst(t) };
    return {};
  }
  const frame = EN_END_FRAME.exec(t);
  // "The fall of X" names an event that is over.
  if (frame) return { form: 'end', event: `the ${(frame[1] ?? '').toLowerCase()} of ${ofPhrase(frame[2] ?? '')}`, subject: ofPhrase(frame[2] ?? ''), past: true };
  const q = EN_END_Q.exec(t);
  const verb = (q?.[2] ?? '').toLowerCase().replace(/\s+/g, ' ');
  const noun = EN_END[verb];
  if (q && noun) return { form: 'end', event: `the ${noun} of ${ofPhrase(q[1] ?? '')}`, subject: ofPhrase(q[1] ?? ''), past: /^(?:why|how|when)\s+did\s/i.test(t) || EN_PAST_END.test(verb) };
  const verdict = EN_VERDICT.exec(t);
  if (verdict) return { form: 'verdict', question: `whether ${verdict[2]} ${(verdict[1] ?? '').toLowerCase()} ${verdict[3]}` };
  const people = EN_PEOPLE_DO.exec(t);
  const question = people ? `${(people[1] ?? '').toLowerCase()} ${(people[2] ?? '').toLowerCase()} ${people[3]}${people[4] ?? ''}` : enClause(t, subject);
  if (/^why\s/i.test(t)) return { form: 'cause', ...(question ? { question } : {}) };
  // "How vaccines work", "how does a rainbow form": a mechanism, not a how-to ("how to ...", "how I ...").
  // Only when the question reads back exactly: "how smart is an octopus" asks no mechanism.
  if (question && /^how\s/i.test(t) && !/^how\s+(?:to|i|you|we|can|do\s+(?:i|you|we))\s/i.test(t)) return { form: 'how', question };
  return {};
}

/**
 * Where each of an end's questions stands in time (writer-domains-*.ts ids): what came before and
 * the causes, then the event and its people, then what came after. A script asks them in that order
 * whatever order they were drawn in; questions about the record (sources, legends) have no place.
 */
export const FORM_TIMELINE: Partial<Record<TopicForm, Readonly<Record<string, number>>>> = {
  end: { when: 0, before: 0, causes: 1, order: 1, people: 2, after: 3 },
};
