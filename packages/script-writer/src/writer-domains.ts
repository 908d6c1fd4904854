// What kind of subject an inquiry topic is (an animal, money, history...), so the built-in writer,
// which knows no facts, can at least ask the questions that subject raises instead of advice that
// fits any topic ("check the source"). Stems in English, Spanish and German; first match wins.

export const DOMAINS = ['animal', 'money', 'history', 'science', 'health', 'tech'] as const;
export type Domain = (typeof DOMAINS)[number];

const PATTERNS: [Domain, RegExp][] = [
  [
    'money',
    /\b(?:money|interest|inflation|invest|stock|index funds?|funds?\b|etf|portfolio|dividend|salary|income|insurance|shares?\b|bond|budget|debt|loan|mortgage|tax|taxes|credit|saving|savings|retire|pension|crypto|bitcoin|bank|dinero|interés|inflación|inver|acciones|bolsa|presupuesto|deuda|préstamo|hipoteca|impuesto|ahorro|jubilaci|pensión|geld|zins|inflation|aktie|schulden|kredit|steuer|sparen|rente)/iu,
  ],
  [
    'animal',
    /\b(?:animal|species|octop|whale|shark|dolphin|wolf|wolves|bear|lion|tiger|elephant|eagle|owl|bird|fish|insect|bee\b|bees\b|ant\b|ants\b|spider|snake|frog|turtle|penguin|cat\b|cats\b|dog\b|dogs\b|horse|crow|bat\b|bats\b|jellyfish|pulpo|ballena|tiburón|delf|lobo|oso\b|osos\b|león|leones|tigre|elefante|águila|búho|pájaro|ave\b|aves\b|pez\b|peces|insecto|abeja|hormiga|araña|serpiente|rana|tortuga|pingüino|gato|perro|caballo|tier\b|tiere\b|krake|wal\b|wale\b|hai\b|haie\b|delfin|wolf|bär|löwe|tiger|elefant|adler|eule|vogel|vögel|fisch|insekt|biene|ameise|spinne|schlange|frosch|schildkröte|pinguin|katze|hund|pferd)/iu,
  ],
  [
    'history',
    /\b(?:history|histor|ancient|empire|war\b|wars\b|revolution|dynasty|century|medieval|middle ages|rome\b|roman|egypt|pharaoh|viking|battle|king|queen|emperor|pyramid|castle|colonial|historia|antigu|imperio|guerra|revoluci|dinastía|siglo|medieval|roma\b|romano|egipto|faraón|vikingo|batalla|rey\b|reina|castillo|geschichte|antike|reich\b|krieg|revolution|mittelalter|römer|ägypt|wikinger|schlacht|könig|kaiser|burg\b)/iu,
  ],
  [
    'science',
    /\b(?:science|space|planet|star\b|stars\b|galaxy|black hole|universe|physics|chemistry|atom|quantum|dna\b|gene|evolution|climate|volcano|earthquake|ocean|moon\b|sun\b|gravity|light\b|ciencia|espacio|planeta|estrella|galaxia|agujero negro|universo|física|química|átomo|cuántic|adn\b|gen\b|genes|evoluci|clima|volcán|terremoto|océano|luna\b|gravedad|wissenschaft|weltraum|stern|galaxie|schwarzes loch|universum|physik|chemie|quanten|klima|vulkan|erdbeben|ozean|mond\b|schwerkraft)/iu,
  ],
  [
    'health',
    /\b(?:sleep|dream|dreams|dreaming|fasting|diet|nutrition|exercise|workout|protein|calorie|heart|brain|vitamin|disease|immune|muscle|bone|blood|stress|anxiety|sugar|caffeine|coffee|gut\b|skin|sueño|corazón|cerebro|vitamina|enfermedad|inmun|músculo|hueso|sangre|estrés|ansiedad|azúcar|cafeína|café|piel|schlaf|herz|gehirn|krankheit|immun|muskel|knochen|blut|zucker|koffein|kaffee|haut)/iu,
  ],
  [
    'tech',
    /\b(?:ai\b|artificial intelligence|computer|internet|smartphone|software|algorithm|robot|chip|wifi|password|ia\b|inteligencia artificial|ordenador|computadora|algoritmo|contraseña|ki\b|künstliche intelligenz|rechner|algorithmus|passwort)/iu,
  ],
];

const withEdges = (re: RegExp) => new RegExp(re.source.replace(/^\\b/, '(?<![\\p{L}\\p{N}])').replace(/\\b/g, '(?![\\p{L}\\p{N}])'), 'iu');
const COMPILED = PATTERNS.map(([d, re]) => [d, withEdges(re)] as const);

/** The subject's domain, if the topic names one the writer has questions for. */
export function domainOf(topic: string): Domain | undefined {
  return COMPILED.find(([, re]) => re.test(topic))?.[0];
}

/**
 * The domain whose questions suit what the topic names. An animal's questions (what it eats, where
 * it lives) are about the animal itself: "octopus intelligence" or «la inteligencia del pulpo» is
 * a thing studied about an animal, so it gets a science subject's questions instead.
 */
export function subjectDomain(topic: string, about: string, lang: 'en' | 'es'): Domain | undefined {
  const domain = domainOf(topic);
  if (domain !== 'animal') return domain;
  const ws = about.replace(/^(?:the|a|an|el|la|los|las|un|una)\s+/i, '').split(/\s+/).filter(Boolean);
  const head = (lang === 'en' ? ws.at(-1) : ws[0]) ?? '';
  return domainOf(head) === 'animal' ? 'animal' : 'science';
}
