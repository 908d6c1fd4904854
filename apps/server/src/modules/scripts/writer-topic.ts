// Reads a free-text topic into the pieces the built-in writer needs: a noun-phrase form that fits
// in a sentence ("how to start a garden" -> "starting a garden"), a shorter focus, an audience,
// keywords for the script and the hashtags. Heuristics, not a parser; kept deliberately small.

export type WriterLanguage = 'en' | 'es';

export interface TopicInfo {
  /** The topic as a noun phrase, usable after "about", "with", "for". */
  phrase: string;
  /** A shorter core of the topic (before "for/with/on..."), still a noun phrase. */
  focus: string;
  /** Plural audience from "... for busy parents", else the language's default ("people"). */
  who: string;
  /** Title-case form of the topic as typed, for titles. */
  title: string;
  /** Title-case form of the noun phrase, to follow other words in a title. */
  titlePhrase: string;
  /** Content words, lower case, in order of appearance. */
  keywords: string[];
  /** Words worth a hashtag: the focus as one tag, then single keywords. */
  tagWords: string[];
}

interface LanguageRules {
  prefixes: RegExp[];
  /** Prefixes after which the topic is a bare verb phrase ("how to start ..."). */
  verbalPrefixes: RegExp[];
  split: RegExp;
  generic: Set<string>;
  of: RegExp;
  stop: Set<string>;
  weak: Set<string>;
  defaultWho: string;
  small: Set<string>;
}

const EN_STOP = new Set(
  ('a an the and or but of for with without in on at to from by about into over under up down out off ' +
    'how why what when where who which whose is are was were be been being do does did can could should would ' +
    'will shall may might must i you he she it we they me my your our their his her its this that these those ' +
    'than then so as if not no yes just very really more most less least some any all every each much many ' +
    'get got make made using use while during after before vs versus way ways tip tips guide best top ' +
    'simple easy quick ultimate complete beginner beginners basics things thing let keep want need like try put ' +
    'take give know feel look come say tell').split(' '),
);
const EN_WEAK = new Set(
  'starting making getting doing having being going taking using finding choosing keeping becoming learning'.split(' '),
);
const EN_SMALL = new Set('a an the and or but of for with in on at to by from as vs nor via'.split(' '));

const ES_STOP = new Set(
  ('el la los las un una unos unas y o pero de del al para con sin en sobre por a ante desde hasta entre hacia ' +
    'como cómo por qué que qué cuál cuando cuándo donde dónde quien quién es son ser estar está están fue hacer ' +
    'puedo puedes mi mis tu tus su sus nuestro nuestra este esta estos estas ese esa eso lo le les se me te nos ' +
    'muy más menos mejor mejores todo toda todos todas cada mucho muchos mucha muchas forma formas manera maneras ' +
    'consejo consejos guía fácil fáciles rápido rápida simple principiantes cosas cosa tener poco poca pocos pocas bien mal').split(' '),
);
const ES_WEAK = new Set('empezar hacer tener conseguir lograr usar aprender crear mejorar'.split(' '));
const ES_SMALL = new Set('el la los las un una y o de del al para con sin en por a e u'.split(' '));

const RULES: Record<WriterLanguage, LanguageRules> = {
  en: {
    prefixes: [
      /^(?:the )?(?:\d+|three|five|seven|ten) (?:easy |simple |quick |best |proven )?(?:tips|ways|steps|ideas|things|secrets|mistakes|habits|rules) (?:for|to|on|about|of|in)\s+/i,
      /^(?:the )?(?:ultimate |complete |beginner'?s'? |quick |simple )?guide (?:to|for|on)\s+/i,
      /^(?:an? )?(?:intro|introduction) to\s+/i,
      /^(?:tips|ideas|advice|secrets) (?:for|on|about|to)\s+/i,
      /^(?:everything|all) (?:you need to know )?about\s+/i,
      /^(?:the truth|the facts|facts) about\s+/i,
      /^let'?s talk about\s+/i,
      /^what (?:is|are)\s+/i,
    ],
    verbalPrefixes: [
      /^(?:learn )?how (?:to|do i|do you|can i|can you|you can|i can|should i)\s+/i,
      /^(?:the )?(?:best|easiest|fastest|simplest|smartest) (?:way|ways) to\s+/i,
      /^(?:\d+|three|five|seven|ten) (?:easy |simple |quick |proven )?ways to\s+/i,
      /^ways to\s+/i,
      /^learn(?:ing)? to\s+/i,
      /^why you should\s+/i,
    ],
    split: /\s+(?:for|with|without|in|on|at|when|while|during|after|before|from|by|using|under|if|as)\s+/i,
    generic: new Set(
      ('history basics benefits importance power art science psychology secret secrets truth future rise fall story ' +
        'fundamentals principles pros cons downsides dangers myths facts origins evolution role impact cost costs')
        .split(' '),
    ),
    of: /\s+of\s+/i,
    stop: EN_STOP,
    weak: EN_WEAK,
    defaultWho: 'people',
    small: EN_SMALL,
  },
  es: {
    prefixes: [
      /^(?:\d+|tres|cinco|siete|diez) (?:consejos|ideas|pasos|secretos|errores|hábitos|claves) (?:para|sobre|de)\s+/i,
      /^(?:la )?guía (?:completa |rápida |básica )?(?:para|de|sobre)\s+/i,
      /^(?:una )?introducción (?:a|al)\s+/i,
      /^(?:consejos|ideas|secretos) (?:para|sobre)\s+/i,
      /^todo (?:lo que (?:debes|necesitas) saber )?sobre\s+/i,
      /^la verdad sobre\s+/i,
      /^hablemos de\s+/i,
      /^qu[ée] (?:es|son)\s+/i,
    ],
    verbalPrefixes: [
      /^(?:aprende a |aprender a )?c[óo]mo (?:puedo |puedes |se puede )?/i,
      /^(?:la |las )?(?:mejor|mejores) (?:forma|formas|manera|maneras) de\s+/i,
      /^(?:\d+|tres|cinco|siete|diez) (?:formas|maneras) de\s+/i,
      /^aprende(?:r)? a\s+/i,
      /^por qu[ée] deber[íi]as\s+/i,
    ],
    split: /\s+(?:para|con|sin|en|sobre|cuando|mientras|durante|después de|antes de|desde|según|si)\s+/i,
    generic: new Set(
      'historia beneficios importancia poder arte ciencia psicología secretos secreto verdad futuro origen básicos fundamentos mitos ventajas riesgos'
        .split(' '),
    ),
    of: /\s+de(?:l)?\s+/i,
    stop: ES_STOP,
    weak: ES_WEAK,
    defaultWho: 'personas',
    small: ES_SMALL,
  },
};

const DETERMINERS = /^(?:the|a|an|your|my|our|el|la|los|las|un|una|tu|tus|mi|mis)\s+/i;

/** English base verb -> -ing form ("start" -> "starting", "plan" -> "planning", "make" -> "making"). */
export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (v.endsWith('ing') && v.length > 5) return verb;
  if (v === 'be') return 'being';
  if (/ie$/.test(v)) return verb.slice(0, -2) + 'ying';
  if (/(?:ee|ye|oe)$/.test(v)) return verb + 'ing';
  if (/[^aeiou]e$/.test(v) && v.length > 2) return verb.slice(0, -1) + 'ing';
  const syllables = v.match(/[aeiouy]+/g)?.length ?? 0;
  if ((syllables === 1 || /^(?:begin|forget|regret|admit|commit|submit|prefer|occur|control)$/.test(v)) && /[^aeiou][aeiou][bdgklmnprtvz]$/.test(v)) {
    return verb + v.at(-1) + 'ing';
  }
  return verb + 'ing';
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** "how to start a garden" -> "How to Start a Garden". */
export function titleCase(s: string, lang: WriterLanguage, midTitle = false): string {
  // Spanish titles are written in sentence case.
  if (lang === 'es') return midTitle ? s : s.charAt(0).toUpperCase() + s.slice(1);
  return words(s)
    .map((w, i) => {
      if (/[A-Z]/.test(w.slice(1)) || /^[A-Z0-9]{2,}$/.test(w)) return w; // iPhone, TikTok, AI
      if ((i > 0 || midTitle) && RULES[lang].small.has(w.toLowerCase())) return w.toLowerCase();
      return w.charAt(0).toUpperCase() + w.slice(1);
    })
    .join(' ');
}

/** Lower-case words the way they would read mid-sentence, keeping likely proper nouns and acronyms. */
function sentenceCase(s: string): string {
  const ws = words(s);
  const capitalised = ws.filter((w) => /^[A-Z][a-z]+$/.test(w)).length;
  const longWords = ws.filter((w) => w.length > 3).length;
  const titleCased = ws.length >= 3 && capitalised >= Math.max(2, Math.ceil(longWords * 0.7));
  return ws
    .map((w, i) => {
      if (!/^[A-Z][a-zà-ÿ]*$/.test(w)) return w;
      if (titleCased) return w.toLowerCase();
      // The first word was capitalised by habit unless the next word is capitalised too ("New York").
      if (i === 0 && !/^[A-Z][a-z]/.test(ws[1] ?? '')) return w.toLowerCase();
      return w;
    })
    .join(' ');
}

function stripPrefixes(s: string, list: RegExp[]): [string, boolean] {
  for (const re of list) {
    const m = re.exec(s);
    if (m) return [s.slice(m[0].length), true];
  }
  return [s, false];
}

const MAX_PHRASE_WORDS = 12;

export function analyzeTopic(raw: string, lang: WriterLanguage): TopicInfo {
  const rules = RULES[lang];
  const typed = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[¿¡"'“]+|[?!.。"'”]+$/g, '')
    .trim();
  let phrase = sentenceCase(typed);
  let verbal = false;
  // Peel fillers in any order ("the ultimate guide to how to ...").
  for (let guard = 0; guard < 4; guard++) {
    const [afterVerbal, isVerbal] = stripPrefixes(phrase, rules.verbalPrefixes);
    if (isVerbal) {
      phrase = afterVerbal;
      verbal = true;
      break;
    }
    const [afterFiller, stripped] = stripPrefixes(phrase, rules.prefixes);
    if (!stripped) break;
    phrase = afterFiller;
  }
  if (lang === 'en') {
    // "why do cats purr" -> "why cats purr"
    phrase = phrase.replace(/^(why|how|when|where|what) (?:do|does|did) /i, '$1 ');
    if (verbal) {
      const [first = '', ...rest] = words(phrase);
      phrase = [gerund(first), ...rest].join(' ');
    }
  }
  if (!phrase) phrase = sentenceCase(typed);

  // A very long topic cannot be repeated in every sentence: keep its first clause, then cut
  // before a preposition ("... a large dog | in a small apartment"), else after a content word.
  if (words(phrase).length > MAX_PHRASE_WORDS) {
    phrase = phrase.split(/[,;:.(]|\s[-–—]\s/)[0]?.trim() || phrase;
  }
  if (words(phrase).length > MAX_PHRASE_WORDS) {
    const ws = words(phrase);
    let cut = 0;
    for (let i = 2; i <= MAX_PHRASE_WORDS; i++) if (rules.split.test(` ${ws[i] ?? ''} x`)) cut = i;
    if (!cut) {
      cut = MAX_PHRASE_WORDS;
      while (cut > 2 && rules.stop.has((ws[cut - 1] ?? '').toLowerCase())) cut -= 1;
    }
    phrase = ws.slice(0, cut).join(' ');
  }

  const parts = phrase.split(rules.split);
  let focus = parts[0] ?? phrase;
  const headWord = words(focus.replace(DETERMINERS, ''))[0]?.toLowerCase() ?? '';
  if (rules.generic.has(headWord) && rules.of.test(focus)) {
    focus = focus.split(rules.of).slice(1).join(' of ');
  } else if (rules.generic.has(headWord) && parts.length > 1) {
    focus = parts.slice(1).join(' ');
  }
  focus = focus.trim() || phrase;

  const forRe = lang === 'en' ? /\bfor ((?:[\w'-]+ ){0,2}[\w'-]+)$/i : /\bpara ((?:[\p{L}'-]+ ){0,2}[\p{L}'-]+)$/iu;
  const forMatch = forRe.exec(phrase);
  const audience = forMatch?.[1]?.replace(DETERMINERS, '');
  // Only a plural noun reads well in "most {who}": "beginners", "busy parents", not "less" or "you".
  const pluralAudience =
    !!audience && audience.length > 3 && /[^s]s$/i.test(audience) && !/^(?:us|this|yes|less|its|his)$/i.test(audience);
  const who = pluralAudience ? audience : rules.defaultWho;

  const keywords: string[] = [];
  for (const w of phrase.toLowerCase().split(/[^\p{L}\p{N}'+#-]+/u)) {
    const clean = w.replace(/^['-]+|['-]+$/g, '');
    if (clean.length < 3 && !/^\p{N}+$/u.test(clean)) continue;
    if (rules.stop.has(clean) || keywords.includes(clean)) continue;
    keywords.push(clean);
  }

  const focusCore = words(focus.replace(DETERMINERS, ''))
    .filter((w, i) => !(i === 0 && rules.weak.has(w.toLowerCase())))
    .join(' ')
    .replace(DETERMINERS, '');
  // Compound tags first (#mealprep, #busyparents), then words they do not already hold.
  const compounds = [focusCore, who === rules.defaultWho ? '' : who].filter((c) => c && words(c).length <= 3);
  const inCompound = (k: string) => compounds.some((c) => c.toLowerCase().split(/\s+/).includes(k));
  const tagWords = [...compounds, ...keywords.filter((k) => !rules.weak.has(k) && !inCompound(k))];

  return {
    phrase,
    focus,
    who,
    title: titleCase(typed, lang),
    titlePhrase: titleCase(phrase, lang, true),
    keywords,
    tagWords,
  };
}
