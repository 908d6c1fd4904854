// Reading an encyclopedia article for a script: its sentences, each simplified for speaking (no
// parentheses, citation marks or dangling "this"/"it" openers) and scored for what matters to the
// topic (numbers, dates, names, causes). Numbers and names are never rewritten.

/** Words a topic is better without ("5 surprising facts about the octopus" is about "octopus"). */
const FILLER = new Set(
  (
    'a an the and or of in on at to for from with about by as is are was were be how what why who when where which ' +
    'facts fact things thing everything know need explained guide history story truth secrets secret surprising ' +
    'amazing interesting fun top best you your my our we it its this that these those did do does ' +
    'der die das den dem des ein eine einer eines und oder von vom zum zur im in am an auf für mit über wie was warum ' +
    'wer wann wo fakten geschichte alles wissen dinge erstaunliche spannende ' +
    'el la los las un una unos unas y o de del en con sobre para por como qué que cómo datos historia cosas ' +
    'le les des du et ou au aux sur pour avec faits histoire il lo gli i e di da su per fatti storia ' +
    'os as um uma do da dos das em no na com fatos história'
  ).split(/\s+/),
);

/** The words of a topic that name it, lower case, in order, once each. */
export function topicTerms(topic: string): string[] {
  const words = topic
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((w) => w.replace(/^['-]+|['-]+$/g, ''))
    .filter((w) => w && !FILLER.has(w) && !/^\p{N}+$/u.test(w));
  return [...new Set(words)];
}

/** Loose stem match: "octopuses" ~ "octopus", "Inseln" ~ "insel". */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [s, l] = a.length <= b.length ? [a, b] : [b, a];
  return s.length >= 4 && l.startsWith(s) && l.length - s.length <= 3;
}

export const wordsOf = (s: string) => s.toLowerCase().normalize('NFC').split(/[^\p{L}\p{N}]+/u).filter(Boolean);

const MONTHS =
  'january february march april may june july august september october november december ' +
  'januar jänner februar märz mai juni juli oktober dezember ' +
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre ' +
  'janvier février mars avril juin juillet août septembre octobre novembre décembre';
const MONTH = new Set(MONTHS.split(' '));

/** "Dr." and "z. B." end no sentence. */
const ABBREVIATIONS = new Set(
  (
    'dr mr mrs ms st mt jr sr prof no nr ca bzw vgl etc usw approx vs inc ltd co corp jan feb mar apr jun jul aug sep sept ' +
    'oct nov dec ff hl bd geb gest jh jhd sog evtl ggf inkl d h z b u a v chr s e ing dipl'
  ).split(' '),
);

/** The article's sentences as written, paragraph by paragraph (headings and list stubs left out). */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const para of text.split(/\n+/)) {
    const p = para.trim();
    if (!p || /^=+.*=+$/.test(p)) continue;
    let start = 0;
    const breaks = /[.!?]["'”»)]*(?:\[[^\]\n]{1,30}\])*\s+/g;
    for (let m = breaks.exec(p); m; m = breaks.exec(p)) {
      const end = m.index + m[0].length;
      const before = p.slice(start, m.index + 1);
      const after = p.slice(end);
      const lastWord = /([\p{L}\p{N}]+)\.$/u.exec(before)?.[1] ?? '';
      const nextWord = /^[\p{L}\p{N}]+/u.exec(after)?.[0] ?? '';
      if (!after || /^\p{Ll}/u.test(after)) continue; // "e. V. dort", "ca. 40"
      if (p[m.index] === '.') {
        if (ABBREVIATIONS.has(lastWord.toLowerCase()) || /^\p{L}$/u.test(lastWord)) continue;
        // "am 3. Mai 1874": a day's number, not a sentence's end.
        if (/^\d{1,2}$/.test(lastWord) && (MONTH.has(nextWord.toLowerCase()) || /^\d/.test(nextWord))) continue;
      }
      out.push(p.slice(start, end).trim());
      start = end;
    }
    if (start < p.length) out.push(p.slice(start).trim());
  }
  return out.filter((s) => s.length > 0);
}

/** Per language: subject pronouns that can become the article's subject, and openers that point back too far. */
const OPENERS: Record<string, { subject: RegExp; dangling: RegExp; connective: RegExp }> = {
  en: {
    subject: /^(?:It|He|She)\s+(?=\p{Ll})/u,
    dangling: /^(?:This|These|That|Those|They|Them|Such|Both|Its|His|Her|Their|The latter|The former|Here|Thus)(?![\p{L}\p{N}])/u,
    connective: /^(?:However|Moreover|Furthermore|Additionally|In addition|Also|Nevertheless|Meanwhile|Consequently|Therefore),\s*/,
  },
  de: {
    // "Sie wurde" is the subject (singular verb); "Sie wurden" points back to a plural and stays dangling.
    subject: /^(?:(?:Es|Er)\s+(?=\p{Ll})|Sie\s+(?=(?:wurde|war|ist|hat|hatte|liegt|lag|gilt|galt|steht|stand|befindet|gehört|zählt|trägt|bietet|besitzt|umfasst|entstand|erhielt|bildet)(?![\p{L}])))/u,
    dangling: /^(?:Dies|Diese|Dieser|Dieses|Diesen|Sie|Dort|Hier|Daher|Deshalb|Dabei|Damit|Dazu|Darin|Davon|Ihr|Ihre|Sein|Seine|Letztere[rs]?|Beide)(?![\p{L}\p{N}])/u,
    connective: /^(?:Jedoch|Außerdem|Zudem|Darüber hinaus|Allerdings|Ferner|Auch),\s*/,
  },
  es: {
    subject: /^(?:Él|Ella)\s+(?=\p{Ll})/u,
    dangling: /^(?:Esto|Este|Esta|Estos|Estas|Ello|Ellos|Ellas|Allí|Aquí|Su|Sus)(?![\p{L}\p{N}])/u,
    connective: /^(?:Sin embargo|Además|Asimismo|Por otra parte|También),\s*/,
  },
  fr: {
    subject: /^(?:Il|Elle)\s+(?=\p{Ll})/u,
    dangling: /^(?:Cela|Ceci|Ce|Cette|Ces|Cet|Ils|Elles|Là|Son|Sa|Ses|Leur|Leurs)(?![\p{L}\p{N}])/u,
    connective: /^(?:Cependant|De plus|En outre|Par ailleurs|Toutefois|Néanmoins),\s*/,
  },
};

/** Sentences that are about the article, not the subject ("See also ...", "This is a list of ..."). */
const META = /^(?:See also|For other uses|This article|This is a list|Siehe auch|Dieser Artikel|Véase también|Voir aussi)\b|\bmay refer to\b|\bbezeichnet:?$|:$/i;

export interface Simplified {
  /** The sentence as spoken. */
  text: string;
  /** Set when an opening "It"/"Es" became the subject: the sentence with its pronoun, for right after the sentence it points to. */
  linked?: string;
  /** Why it cannot stand alone ("dangling"), if so. */
  problem?: 'dangling' | 'meta' | 'length';
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One sentence made speakable; `subject` replaces an opening "It"/"Es" ("Varnholm", "Das Salzbergwerk Klippenau"). */
export function simplifySentence(raw: string, language: string, subject: string): Simplified {
  const rules = OPENERS[language] ?? OPENERS.en!;
  let s = raw.replace(/\[[^\]\n]{1,30}\]/g, '');
  // Parentheses (nested ones too) and what they hold: pronunciations, other names, asides.
  for (let prev = ''; prev !== s; ) {
    prev = s;
    s = s.replace(/\s*[([][^()[\]]*[)\]]/g, '');
  }
  s = s
    .replace(/[()[\]]/g, '')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  s = capitalise(s.replace(rules.connective, ''));
  if (META.test(s)) return { text: s, problem: 'meta' };
  if (!/[.!?]["'”»]?$/.test(s)) s = `${s}.`;
  let linked: string | undefined;
  if (rules.subject.test(s) && subject) {
    linked = s;
    s = s.replace(rules.subject, `${subject} `);
  } else if (rules.dangling.test(s)) return { text: s, problem: 'dangling' };
  const words = s.split(/\s+/).length;
  if (words < 5 || words > 42) return { text: s, problem: 'length' };
  return { text: s, ...(linked ? { linked } : {}) };
}

const CAUSES =
  /(?<![\p{L}])(?:because|due to|led to|caused|causes|resulted|result of|so that|therefore|thanks to|after|weil|da|aufgrund|wegen|führte|verursacht|infolge|nach einem|durch|porque|debido|causó|provocó|gracias a|parce que|grâce à|à cause)(?![\p{L}])/iu;

/**
 * A dictionary definition or a taxonomy line ("The octopus is a soft-bodied, eight-limbed mollusc
 * of the order Octopoda"): true, and what a viewer already knows or does not care about.
 */
const COPULA_DEFINITION =
  /^(?:(?:The|An?|Der|Die|Das|Ein|Eine|El|La|Los|Las|Un|Una|Le|Les|Une?)\s+)?[^,.;:]{1,60}?\s(?:is|are|was|were|ist|sind|war|es|son|est|sont)\s+(?:(?:a|an|the|any|one of the|ein|eine|einer|un|una|une)\s)/iu;
// A rank with its Latin name ("order Octopoda", "class Cephalopoda"): taxonomy whatever else is said.
const RANK =
  /\b(?:order|family|genus|class|phylum|kingdom|suborder|superorder|superfamily|infraclass|subfamily|tribe|Ordnung|Familie|Gattung|Klasse|Stamm|orden|familia|género|clase|ordre|famille|genre)\s+\p{Lu}\p{Ll}+|taxonom\w*/u;
// Softer signs of a classification, unless the sentence also says what is remarkable ("the largest species of").
const CLASSIFYING =
  /\b(?:(?:is|are) classified|belongs? to the|(?:a|any) member of the|refers? to|(?:scientific|common|binomial) name|species of|type of|kind of|gehört zu|bezeichnet)\b|^(?:Like|As with|Wie alle|Como todos|Comme tous) (?:all |other |most |andere |los |les )?\p{L}+,/iu;

export function isDefinition(sentence: string, index: number): boolean {
  if (RANK.test(sentence)) return true;
  if (CLASSIFYING.test(sentence) && !SUPERLATIVE.test(sentence)) return true;
  // An article's first sentence that says what the subject is ("X is a ...").
  return index === 0 && COPULA_DEFINITION.test(sentence);
}

const NUMBER_WORDS =
  /(?<![\p{L}])(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|hundred|hundreds|thousand|thousands|million|millions|billion|billions|half|twice|double|triple|zwei|drei|vier|fünf|acht|neun|zehn|hundert|tausend|millionen|dos|tres|cuatro|ocho|nueve|cien|mil|millones|deux|trois|quatre|huit|neuf|cent|mille)(?![\p{L}])/iu;
// "The largest", "the only", "the first": superlatives and firsts.
const SUPERLATIVE =
  /(?<![\p{L}])(?:only|first|last|largest|smallest|biggest|longest|shortest|fastest|slowest|oldest|youngest|highest|lowest|deepest|heaviest|lightest|most|least|best|worst|record|unique|rarest|strongest|weakest|größte|kleinste|einzige|erste|älteste|schnellste|höchste|único|única|primer|primera|mayor|más|seul|seule|premier|première|plus)(?![\p{L}])/iu;
// What the subject can and cannot do, and comparisons: what surprises.
const ABILITY =
  /(?<![\p{L}])(?:can|cannot|can't|could|able to|unable to|even|despite|without|instead of|kann|können|konnte|kein|keine|ohne|puede|pueden|sin|peut|peuvent|sans)(?![\p{L}])/iu;
const COMPARISON = /(?<![\p{L}])(?:than|times|as (?:\w+ )as|like a|unlike|als|wie ein|mal so|que|veces|fois)(?![\p{L}])/iu;

/** How surprising a sentence is: specific quantities (in words too), superlatives, abilities, comparisons. */
export function surpriseOf(t: string): number {
  return [NUMBER_WORDS, SUPERLATIVE, ABILITY, COMPARISON].filter((re) => re.test(t)).length;
}

export interface ScoredSentence {
  /** Where it stands in the article (reading order). */
  index: number;
  /** As written in the article. */
  source: string;
  /** As spoken. */
  text: string;
  /** As spoken right after the sentence before it (its "It"/"Es" kept). */
  linked?: string;
  score: number;
  words: number;
  /** The numbers it states, exactly as written ("1,284", "17.3", "120.000"). */
  numbers: string[];
  /** Names it states (capitalised words not opening the sentence; in German, runs of them). */
  names: string[];
  /** A definition or taxonomy line: a script keeps one at most, short, as its opener. */
  definition?: boolean;
}

/** Numbers as written, with their separators: "1,284", "17.3", "2,4", "120.000", "1960er". */
export const numbersIn = (s: string) => [...s.matchAll(/\d+(?:[.,]\d+)*(?:er|s)?(?![\p{L}])/gu)].map((m) => m[0]);

/** Names: capitalised words after the first word (German capitalises every noun, so two in a row there). */
export function namesIn(s: string, language: string): string[] {
  const words = s.replace(/[.,;:!?"“”„»«]/g, ' ').split(/\s+/).filter(Boolean).slice(1);
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= (language === 'de' ? 2 : 1)) out.push(run.join(' '));
    run = [];
  };
  for (const w of words) {
    if (/^\p{Lu}[\p{L}'’-]+$/u.test(w)) run.push(w);
    else flush();
  }
  flush();
  return out;
}

/** Every usable sentence of the article, scored for the topic. */
export function scoreSentences(text: string, opts: { language: string; subject: string; terms: string[] }): ScoredSentence[] {
  const out: ScoredSentence[] = [];
  const subjectWords = wordsOf(opts.subject);
  splitSentences(text).forEach((source, index) => {
    const simple = simplifySentence(source, opts.language, opts.subject);
    if (simple.problem) return;
    const t = simple.text;
    const numbers = numbersIn(t);
    const years = numbers.filter((n) => /^(?:1[0-9]{3}|20[0-9]{2})(?:er)?$/.test(n));
    const names = namesIn(t, opts.language);
    const words = wordsOf(t);
    const onTopic = opts.terms.filter((term) => words.some((w) => sameWord(w, term))).length;
    const aboutSubject = subjectWords.some((sw) => words.some((w) => sameWord(w, sw)));
    let score = 0;
    score += Math.min(numbers.length - years.length, 3) * 2;
    score += Math.min(years.length, 2) * 2;
    score += Math.min(names.length, 3);
    score += CAUSES.test(` ${t} `) ? 2 : 0;
    score += onTopic * 2 + (aboutSubject ? 1 : 0);
    const surprise = surpriseOf(t);
    score += Math.min(surprise, 3) * 2;
    // A definition or taxonomy line loses to any specific fact: its Latin names are no news.
    const definition = isDefinition(t, index);
    if (definition) score -= 4 + Math.min(names.length, 3);
    if (words.length > 32) score -= 2;
    if (numbers.length === 0 && names.length === 0 && surprise === 0 && !definition) score -= 2;
    out.push({
      index,
      source,
      text: t,
      ...(simple.linked ? { linked: simple.linked } : {}),
      score,
      words: words.length,
      numbers,
      names,
      ...(definition ? { definition } : {}),
    });
  });
  return out;
}

/** The subject as a sentence can open with it: "Varnholm", "Das Salzbergwerk Klippenau". */
export function subjectPhrase(title: string, firstSentence: string): string {
  const bare = title.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  const at = firstSentence.indexOf(bare);
  if (at > 0 && at < 24 && /^\p{Lu}[\p{L}]*\s+$/u.test(firstSentence.slice(0, at))) return firstSentence.slice(0, at) + bare;
  return bare;
}
