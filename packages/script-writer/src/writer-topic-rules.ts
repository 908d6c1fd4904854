// Per-language word lists and patterns for reading a topic (see writer-topic.ts).
import type { WriterLanguage } from './writer-language.ts';

const set = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

export interface TopicRules {
  /** Fillers dropped from the front ("the ultimate guide to ..."); what is left is read again. */
  fillers: RegExp[];
  /** Openers after which the topic is a bare verb phrase ("how to start ..."). */
  verbal: RegExp[];
  /** "X vs Y", "compared", "which is better". */
  comparison: RegExp;
  /** Words that only say "compare" and are dropped from the options ("compared", "a comparison of"). */
  compareWords: RegExp;
  /** "best ...", "top ...". */
  best: RegExp;
  /** "5 ...", "five ...". */
  count: RegExp;
  numbers: Record<string, number>;
  /** Where a list's item phrase ends ("morning habits | that make you ..."). */
  itemEnd: Set<string>;
  /** Adjectives between the number and the item noun that say nothing ("5 easy ways"). */
  listFiller: Set<string>;
  practiceItems: Set<string>;
  choiceItems: Set<string>;
  /** Items only a model knows ("7 facts about ...", "3 signs you ..."). */
  inquiryItems: Set<string>;
  /** Items that are things you buy or install: price, trials and switching apply. */
  productItems: Set<string>;
  /** Questions whose clause can follow "about" unchanged ("why sleep matters"). */
  clauseQuestion: RegExp;
  /** Questions that cannot ("why does ice float?", "is coffee bad?"): kept whole, in quotes. */
  directQuestion: RegExp;
  /** Words that make a noun phrase something you do ("habits", "budgeting", "sleep"). */
  practiceWords: RegExp;
  /** A verb form starting a phrase: "-ing" / "-ar -er -ir". */
  verbForm: RegExp;
  notVerbForm: Set<string>;
  split: RegExp;
  generic: Set<string>;
  of: RegExp;
  stop: Set<string>;
  weak: Set<string>;
  small: Set<string>;
  defaultWho: string;
  audience: RegExp;
  /** "the question “...”" */
  questionFrame: (quoted: string) => string;
  comparing: (options: string) => string;
  choosingBetween: (a: string, b: string) => string;
  and: string;
  versus: string;
}

const EN_NUMBERS = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20 };
const ES_NUMBERS = { uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12, quince: 15, veinte: 20 };

export const RULES: Record<WriterLanguage, TopicRules> = {
  en: {
    fillers: [
      /^(?:the )?(?:ultimate |complete |beginner'?s'? |quick |simple )?guide (?:to|for|on)\s+/i,
      /^(?:an? )?(?:intro|introduction) to\s+/i,
      /^(?:tips|ideas|advice|secrets) (?:for|on|about|to)\s+/i,
      /^(?:everything|all) (?:you need to know )?about\s+/i,
      /^(?:the truth|the facts|facts) about\s+/i,
      /^let'?s talk about\s+/i,
      /^what (?:is|are)\s+/i,
    ],
    verbal: [
      /^(?:learn )?how (?:to|do i|do you|can i|can you|you can|i can|should i)\s+/i,
      /^(?:the )?(?:best|easiest|fastest|simplest|smartest) (?:way|ways) to\s+/i,
      /^ways to\s+/i,
      /^learn(?:ing)? to\s+/i,
      /^why you should\s+/i,
    ],
    comparison: /\s(?:vs\.?|versus)\s|\bcompared\b|\bcomparison\b|\bwhich is better\b/i,
    compareWords: /\s*\b(?:compared|a comparison of|comparison(?: of)?|which is better:?)\b\s*/gi,
    best: /^(?:the )?(?:best|top|greatest)\s+/i,
    count: /^(?:the )?(?:top )?(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+/i,
    numbers: EN_NUMBERS,
    itemEnd: set("that which who to for about of on in at with from you every i we your if when while by without, : -"),
    listFiller: set('best easy simple quick proven powerful essential little small great top surprising amazing smart key important useful must-have free cheap'),
    practiceItems: set('tips ways steps ideas habits rules tricks hacks lessons routines exercises strategies techniques principles skills stretches workouts recipes'),
    choiceItems: set('apps tools books gadgets phones laptops games places cities destinations products brands movies films shows series podcasts channels websites sites platforms cameras shoes sneakers headphones cars bikes cards banks brokers courses plugins extensions editors frameworks languages'),
    inquiryItems: set('mistakes myths facts reasons signs questions things secrets truths lies stories'),
    productItems: set('apps tools gadgets phones laptops products brands cameras shoes sneakers headphones cars bikes cards banks brokers courses plugins extensions editors platforms websites'),
    clauseQuestion: /^(?:why|how|when|where|what|who|which)\s+(?!(?:is|are|was|were|does|did|can|could|should|would|will|has|have|had)\b)/i,
    directQuestion: /^(?:why|how|when|where|what|who|which|is|are|was|were|do|does|did|can|could|should|would|will|has|have)\b/i,
    practiceWords:
      /\b(?:habits?|routines?|diet|workouts?|training|fitness|exercise|budget(?:ing)?|saving|savings|invest(?:ing|ments?)?|meal prep|fasting|productivity|sleep|meditation|mindfulness|yoga|running|cooking|gardening|studying|skincare|parenting|photography|writing|drawing|painting|guitar|piano|coding|programming|marketing|public speaking|journaling|decluttering|networking|negotiation|time management|weight loss|strength|stretching|self[- ]care|focus|discipline|motivation|learning|garden|recipes?|baking|cycling|swimming|hiking)\b/i,
    verbForm: /^[a-z]{3,}ing$/i,
    notVerbForm: set('thing things king spring morning evening ceiling wedding building painting clothing string something nothing everything anything bedding'),
    split: /\s+(?:for|with|without|in|on|at|when|while|during|after|before|from|by|using|under|if|as)\s+/i,
    generic: set(
      'history basics benefits importance power art science psychology secret secrets truth future rise fall story fundamentals principles pros cons downsides dangers myths facts origins evolution role impact cost costs',
    ),
    of: /\s+of\s+/i,
    stop: set(
      'a an the and or but of for with without in on at to from by about into over under up down out off how why what when where who which whose is are was were be been being do does did can could should would will shall may might must i you he she it we they me my your our their his her its this that these those than then so as if not no yes just very really more most less least some any all every each much many get got make made using use while during after before vs versus way ways tip tips guide best top simple easy quick ultimate complete beginner beginners basics things thing let keep want need like try put take give know feel look come say tell compared comparison between question matters',
    ),
    weak: set('starting making getting doing having being going taking using finding choosing keeping becoming learning comparing'),
    small: set('a an the and or but of for with in on at to by from as vs nor via'),
    defaultWho: 'people',
    audience: /\bfor ((?:[\w'-]+ ){0,2}[\w'-]+)$/i,
    questionFrame: (q) => `the question ${q}`,
    comparing: (o) => `comparing ${o}`,
    choosingBetween: (a, b) => `choosing between ${a} and ${b}`,
    and: 'and',
    versus: 'versus',
  },
  es: {
    fillers: [
      /^(?:la )?guía (?:completa |rápida |básica )?(?:para|de|sobre)\s+/i,
      /^(?:una )?introducción (?:a|al)\s+/i,
      /^(?:consejos|ideas|secretos) (?:para|sobre)\s+/i,
      /^todo (?:lo que (?:debes|necesitas|tienes que) saber )?sobre\s+/i,
      /^la verdad sobre\s+/i,
      /^hablemos de\s+/i,
      /^qu[ée] (?:es|son)\s+/i,
    ],
    verbal: [
      /^(?:aprende a |aprender a )?c[óo]mo (?:puedo |puedes |se puede )?/i,
      /^(?:la |las )?(?:mejor|mejores) (?:forma|formas|manera|maneras) de\s+/i,
      /^(?:formas|maneras) de\s+/i,
      /^aprende(?:r)? a\s+/i,
      /^por qu[ée] deber[íi]as\s+/i,
    ],
    comparison: /\s(?:vs\.?|versus|frente a|contra)\s|\bcomparativa\b|\bcomparaci[óo]n\b|\bcomparad[oa]s\b|\bcu[áa]l es mejor\b/i,
    compareWords: /\s*\b(?:comparad[oa]s|comparativa(?: de)?|comparaci[óo]n(?: de)?|cu[áa]l es mejor:?)\b\s*/gi,
    best: /^(?:los |las |el |la )?(?:mejores|mejor|top)\s+/i,
    count: /^(?:los |las )?(?:top )?(\d{1,3}|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte)\s+(?:mejores\s+)?/i,
    numbers: ES_NUMBERS,
    itemEnd: set('que para con sin sobre cuando si , : - y o en'),
    listFiller: set('mejores fáciles sencillos sencillas simples rápidos rápidas pequeños pequeñas grandes buenos buenas'),
    practiceItems: set('consejos ideas pasos hábitos rutinas trucos claves reglas ejercicios estrategias técnicas formas maneras recetas'),
    choiceItems: set('apps aplicaciones herramientas libros móviles teléfonos portátiles juegos lugares ciudades destinos productos marcas películas series podcasts canales webs plataformas cámaras zapatillas auriculares coches bicis tarjetas bancos cursos'),
    inquiryItems: set('errores mitos datos razones señales curiosidades preguntas cosas secretos verdades'),
    productItems: set('apps aplicaciones herramientas móviles teléfonos portátiles productos marcas cámaras zapatillas auriculares coches bicis tarjetas bancos cursos plataformas webs'),
    clauseQuestion: /^(?:por qu[ée]|c[óo]mo|cu[áa]ndo|d[óo]nde|qu[ée]|qui[ée]n|cu[áa]l)\s+/i,
    directQuestion: /^(?:es|son|est[áa]|est[áa]n|puedo|puedes|se puede|debo|debes|vale la pena|hay)\b/i,
    practiceWords:
      /(?:h[áa]bitos?|rutinas?|dieta|entrenamiento|ejercicio|presupuesto|ahorr\p{L}*|invert\p{L}*|inversi[óo]n|ayuno|productividad|sue[ñn]o|dormir|meditaci[óo]n|yoga|correr|cocin\p{L}*|jardiner[íi]a|huerto|estudi\p{L}*|fotograf[íi]a|escrib\p{L}*|dibuj\p{L}*|guitarra|piano|programa\p{L}*|marketing|hablar en p[úu]blico|disciplina|motivaci[óo]n|aprend\p{L}*|recetas?|finanzas)/iu,
    verbForm: /^\p{L}{2,}(?:ar|er|ir)(?:se|te|me|lo|la)?$/iu,
    notVerbForm: set('mar lugar hogar azúcar dólar bar par ser poder deber placer mujer taller alfiler'),
    split: /\s+(?:para|con|sin|en|sobre|cuando|mientras|durante|después de|antes de|desde|según|si)\s+/i,
    generic: set('historia beneficios importancia poder arte ciencia psicología secretos secreto verdad futuro origen básicos fundamentos mitos ventajas riesgos'),
    of: /\s+de(?:l)?\s+/i,
    stop: set(
      'el la los las un una unos unas y o pero de del al para con sin en sobre por a ante desde hasta entre hacia como cómo qué que cuál cuando cuándo donde dónde quien quién es son ser estar está están fue hacer puedo puedes mi mis tu tus su sus nuestro nuestra este esta estos estas ese esa eso lo le les se me te nos muy más menos mejor mejores todo toda todos todas cada mucho muchos mucha muchas forma formas manera maneras consejo consejos guía fácil fáciles rápido rápida simple principiantes cosas cosa tener poco poca pocos pocas bien mal vs comparativa entre pregunta hace hacen te',
    ),
    weak: set('empezar hacer tener conseguir lograr usar aprender crear mejorar elegir comparar'),
    small: set('el la los las un una y o de del al para con sin en por a e u'),
    defaultWho: 'personas',
    audience: /\bpara ((?:[\p{L}'-]+ ){0,2}[\p{L}'-]+)$/iu,
    questionFrame: (q) => `la pregunta ${q}`,
    comparing: (o) => `comparar ${o}`,
    choosingBetween: (a, b) => `elegir entre ${a} y ${b}`,
    and: 'y',
    versus: 'frente a',
  },
};
