// The subject a topic is about, as a noun phrase the built-in writer's sentences can carry: a topic
// is typed as a headline or a question ("morning habits that change your day", "how does compound
// interest work?"), and pasted into a template as typed it reads wrong ("Most people get morning
// habits that change your day wrong"). Heuristics on the topic's own words: a question keeps its
// subject ("compound interest"), a headline loses its relative clause ("morning habits"); when no
// noun phrase can be had, the writer says "this" rather than quoting the topic.
import type { WriterLanguage } from './writer-language.ts';
import { gerund } from './writer-phrase.ts';

const EN_QUESTION = /^(?:why|how|when|where|what|who|which)(?:\s+(?:do|does|did|is|are|was|were|can|could|should|would|will|has|have|had))?\s+(.+)$/i;
const ES_VERB = '(?:funcionan?|es|son|era|eran|sirven?|hacen?|pasa|ocurre|importan?|afectan?|ronronean?|duermen?|viven?|crecen?|cuestan?)';
const ES_QUESTION = new RegExp(`^(?:por\\s*qué|cómo|como|cuándo|cuando|dónde|donde|qué|que|quién|cuál)\\s+(?:${ES_VERB}\\s+)?(.+)$`, 'iu');
/** "cómo funciona el interés compuesto": a question about a thing, not a how-to. */
export const ES_THING_QUESTION = new RegExp(`^(?:por\\s*qué|cómo|como|cuándo|cuando|dónde|donde|qué|que)\\s+${ES_VERB}\\s+(?:el|la|los|las|un|una)\\s`, 'iu');
/** "Is coffee bad for you", "¿Es malo el café?": the thing asked about. */
const EN_YES_NO = /^(?:is|are|was|were|do|does|did|can|could|should|would|will|has|have)\s+(.+)$/i;
const ES_YES_NO = /^(?:es|son|era|eran|está|están)\s+(?:\p{L}+\s+)?((?:el|la|los|las)\s.+)$/iu;
/** Verbs a question's subject is followed by ("compound interest | work", "cats | purr"). */
const EN_VERBS = new Set(
  ('work works happen happens matter matters help helps purr purrs sleep sleeps grow grows change changes live lives need needs make makes ' +
    'get gets cost costs die dies fly flies swim swims eat eats exist exists begin begins start starts end ends fall falls rise rises ' +
    'burn burns go goes come comes last lasts feel feels think thinks see sees use uses affect affects cause causes win wins fail fails ' +
    'move moves hunt hunts sing sings talk talks dream dreams build builds save saves lose loses look looks taste tastes').split(' '),
);
/** Past forms the -ed rule misses ("why the Roman Empire | fell"). */
const EN_PAST = new Set(
  ('fell rose began won lost died became came went grew sank broke left made took saw built spread ran split froze shrank struck ' +
    'drove fought led sold stood beat bit caught chose drew flew forgot gave hid held kept knew laid met paid rode rang sent shook shot ' +
    'slept spoke spent stole swam taught told threw wore wrote').split(' '),
);
/**
 * A question's verb after its subject: listed, or a lower-case -ed form that does not follow a
 * determiner ("the Black Death | ended"; "the naked mole rat" and "United" are no verbs).
 */
const isVerbAfterSubject = (w: string, prev: string) =>
  /^(?:is|are|was|were)$/i.test(w) ||
  EN_VERBS.has(w.toLowerCase()) || EN_PAST.has(w) || (/^\p{Ll}+[^e]ed$/u.test(w) && !/^(?:the|a|an|this|that|these|those|its|their|his|her|our|my|your|\d+)$/i.test(prev));

/** Words after which a headline's subject has ended. */
const EN_CLAUSE = /\s+(?:that|which|who|to|for|when|if|because|so|and why|you|every|in your|on your)\s+/i;
const ES_CLAUSE = /\s+(?:que|para|cuando|si|porque|en tu|de tu)\s+/i;
const EN_ADJ_TAIL = /\s+(?:blue|red|green|bad|good|dangerous|important|expensive|cheap|so \w+|real|true|healthy|hard|easy|different)$/i;

/**
 * A headline's framing around its subject: "5 surprising facts about the octopus", "compound
 * interest explained", "everything you need to know about sleep". The framing is the video's
 * shape, not what it is about, and pasted into a sentence it reads wrong.
 */
const FRAMES: Record<WriterLanguage, RegExp[]> = {
  en: [
    /^(?:everything you need to know about|the truth about|what you need to know about|a (?:quick|short|simple) guide to|an introduction to|intro to|understanding|explaining)\s+/i,
    /^(?:the\s+)?(?:\d+|top \d+)\s+(?:(?:surprising|amazing|fun|weird|little-known|interesting|shocking|key|simple|easy|quick|best|crazy|mind-blowing)\s+)*(?:facts?|things?|tips?|ways?|reasons?|secrets?|lessons?|myths?|truths?)\s+(?:about|on|of|for|to know about)\s+/i,
    /^\d+\s+(?=\p{L})/u,
    /\s+(?:explained|101|basics|for beginners|for dummies|made (?:simple|easy)|simplified|in \d+ (?:seconds|minutes)|in a nutshell|guide|tips)$/i,
  ],
  es: [
    /^(?:todo lo que necesitas saber sobre|la verdad sobre|una guía (?:rápida )?(?:de|sobre)|introducción a)\s+/i,
    /^\d+\s+(?:datos|cosas|consejos|secretos|mitos|razones)\s+(?:(?:curiosos|curiosas|sorprendentes|increíbles)\s+)?(?:sobre|de)\s+/iu,
    /^\d+\s+(?=\p{L})/u,
    /\s+(?:explicad[oa]s?|para principiantes|en \d+ (?:segundos|minutos)|en pocas palabras)$/iu,
  ],
};

const unframe = (s: string, lang: WriterLanguage) => {
  for (let prev = ''; prev !== s; ) {
    prev = s;
    for (const frame of FRAMES[lang]) s = s.replace(frame, '').trim();
  }
  return s;
};

/** What a sentence says when the topic has no subject to name. */
export const THIS_TOPIC: Record<WriterLanguage, string> = { en: 'this topic', es: 'este tema' };

const clean = (s: string) => s.replace(/[?¿!¡.]+/g, '').replace(/\s+/g, ' ').trim();

/** The noun phrase of a topic; '' when it holds none the writer can use (the caller then says "this"). */
export function subjectOf(topic: string, lang: WriterLanguage): string {
  let s = unframe(clean(topic), lang);
  // "how smart is an octopus": the subject follows the verb.
  const degree = lang === 'en' ? /^how\s+\p{Ll}+\s+(?:is|are|was|were|do|does)\s+(.+)$/iu.exec(s) : null;
  const question = degree ?? (lang === 'en' ? EN_QUESTION : ES_QUESTION).exec(s) ?? (lang === 'en' ? EN_YES_NO : ES_YES_NO).exec(s);
  if (question) s = question[1] ?? '';
  // "Should you rent or buy a house": the choice is the subject, said as doing ("renting or buying a house").
  const choice = lang === 'en' && question && !degree ? /^(?:[Ii]|you|we)\s+(\p{Ll}+)(?:\s+or\s+(\p{Ll}+))?(\s.*)?$/u.exec(s) : null;
  if (choice && /^(?:should|can|could|do|must|would)\s/i.test(topic.trim())) {
    return [gerund(choice[1] ?? ''), ...(choice[2] ? ['or', gerund(choice[2])] : [])].join(' ') + (choice[3] ?? '');
  }
  const clause = (lang === 'en' ? EN_CLAUSE : ES_CLAUSE).exec(s);
  if (clause && clause.index > 0) s = s.slice(0, clause.index);
  if (question && !degree && lang === 'en') {
    const ws = s.split(' ');
    // "what causes inflation", "what makes a good leader": the verb comes first, the subject after it.
    const lead = (ws[0] ?? '').toLowerCase();
    const acted = (EN_VERBS.has(lead) && lead.endsWith('s')) || EN_PAST.has(lead) || /[^e]ed$/.test(lead);
    if (ws.length > 1 && acted && /^(?:what|who|which)\s/i.test(topic.trim())) ws.shift();
    let verb = ws.findIndex((w, i) => i > 0 && isVerbAfterSubject(w, ws[i - 1] ?? ''));
    // "why volcanoes erupt": a plural subject, then a bare verb the lists do not know.
    const last = ws.length - 1;
    if (verb < 0 && last >= 1 && /^(?:why|how)\s/i.test(topic.trim()) && /^\p{Ll}+$/u.test(ws[last] ?? '') && !/s$/.test(ws[last] ?? '') && /[^s]s$/.test(ws[last - 1] ?? '')) verb = last;
    s = (verb > 0 ? ws.slice(0, verb) : ws).join(' ');
    s = s.replace(EN_ADJ_TAIL, '');
  }
  // "por qué los gatos ronronean": the verb after the subject is no part of it.
  if (question && lang === 'es') s = s.replace(new RegExp(`\\s+${ES_VERB}$`, 'iu'), '');
  s = unframe(s.trim(), lang);
  // A bare verb or a pronoun is no subject ("how do I start", "why it matters").
  if (!s || /^(?:i|you|we|it|this|that|yo|tú|esto|eso)$/i.test(s)) return '';
  return s;
}

/** Nouns of things counted one by one that a topic names alone ("volcano"): said in the plural. */
const COUNTED = new Set(
  ('volcano planet star galaxy hole comet asteroid meteor atom cell gene virus vaccine robot computer smartphone pyramid castle ' +
    'empire war battle revolution earthquake tornado hurricane rainbow glacier tree plant flower mushroom cloud wave dinosaur').split(' '),
);
/** Things there is one of: "the moon". */
const UNIQUE = new Set('moon sun earth universe internet ocean sky'.split(' '));
/** Endings of nouns that take no article (abstract and mass: "intelligence", "photography", "minimalism"). */
const MASS_ENDING = /(?:ism|ness|ity|tion|sion|ing|ment|ence|ance|ics|ogy|phy|try|ery|ure|dom|hood|ship|age|cy|ia)$/;

const plural = (w: string) =>
  /[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : /(?:s|sh|ch|x|z)$/.test(w) || /[^aeiou]o$/.test(w) ? `${w}es` : `${w}s`;

/**
 * An English subject as a sentence carries it: a lone count noun gets its article or plural ("the
 * octopus", "volcanoes", "the moon"), "an octopus" speaks of the kind ("the octopus"); plurals,
 * names and mass nouns ("octopus intelligence", "coffee") stay as they are.
 */
export function genericSubject(subject: string, animal: boolean): string {
  const s = subject.trim();
  const indefinite = /^(?:a|an)\s+(\p{Ll}[\p{Ll}\s-]*)$/u.exec(s);
  if (indefinite) return `the ${indefinite[1]}`;
  const ws = s.split(/\s+/);
  // Only lower-case phrases of a word or two: a name or a longer phrase is left as typed.
  if (ws.length > 2 || !ws.every((w) => /^\p{Ll}[\p{Ll}-]*$/u.test(w))) return s;
  const head = ws.at(-1) ?? '';
  if (/[^su]s$/.test(head) || MASS_ENDING.test(head)) return s;
  if (UNIQUE.has(head) && ws.length === 1) return `the ${s}`;
  if (animal) return `the ${s}`;
  if (COUNTED.has(head)) return [...ws.slice(0, -1), plural(head)].join(' ');
  return s;
}
