// What the camera shows for a researched sentence: English nouns from that sentence. English
// sentences give their own nouns; other languages go through a small concept table (word stems in
// English, German, Spanish, French, Italian and Portuguese -> an English noun), on top of the
// article's English title.
import { VISUAL_QUERY_MAX_WORDS } from '@reelforge/contracts';
import { compoundPattern } from './visual-words.ts';

/** Stem pattern -> English noun (and an emoji for the scene when one fits). */
const CONCEPTS: [RegExp, string, string?][] = [
  [/\b(?:island|insel|isla|île|isola|ilha)/iu, 'island', '🏝️'],
  [/\b(?:dam\b|dams\b|staudamm|talsperre|presa\b|barrage|diga\b|barragem)/iu, 'dam'],
  [/\b(?:lake|reservoir|stausee|lago\b|lac\b|embalse)/iu, 'lake'],
  [/\b(?:clock|watch|uhr|reloj|horlog|orologi|relógio)/iu, 'clock', '⏰'],
  [/\b(?:fire\b|blaze|brand\b|feuer|incendio|incendie|fuoco|fogo)/iu, 'fire', '🔥'],
  [/\b(?:lighthouse|leuchtturm|faro|phare|farol)/iu, 'lighthouse', '🗼'],
  [/\b(?:harbou?r|port\b|hafen|puerto|porto)/iu, 'harbor', '⚓'],
  [/\b(?:ferry|fähre|ferri|traversier|balsa)/iu, 'ferry', '⛴️'],
  [/\b(?:ship|boat|fleet|schiff|boot|flotte|barco|buque|flota|bateau|navire|nave|barca)/iu, 'boat', '🚢'],
  [/\b(?:fish|herring|fischer|fisch|hering|pesca|pescador|pêche|pêcheur|pesce|peixe)/iu, 'fishing', '🐟'],
  [/\b(?:sea\b|ocean|coast|shore|meer|küste|ozean|mar\b|costa|mer\b|côte|océan|oceano)/iu, 'sea coast', '🌊'],
  [/\b(?:cliff|klippe|fels|acantilado|falaise|scogliera|falésia)/iu, 'cliffs'],
  [/\b(?:storm|gale|hurricane|sturm|orkan|tormenta|huracán|tempête|tempesta|tempestade)/iu, 'storm', '🌪️'],
  [/\b(?:puffin|papageitaucher|frailecillo|macareux|pulcinella)/iu, 'puffin bird', '🐦'],
  [/\b(?:bird|vogel|vögel|pájaro|ave\b|aves\b|oiseau|uccell|pássaro)/iu, 'birds', '🐦'],
  [/\b(?:sheep|wool|schaf|wolle|oveja|lana|mouton|laine|pecora|ovelha)/iu, 'wool sheep', '🐑'],
  [/\b(?:sweater|knit|pullover|strick|suéter|jersey|tricot|maglion)/iu, 'knitted sweater'],
  [/\b(?:tourism|tourist|touris|turismo|turista|touriste)/iu, 'tourists', '🧳'],
  [/\b(?:museum|museo|musée|museu)/iu, 'museum', '🏛️'],
  [/\b(?:mine\b|mining|miner|bergwerk|bergbau|bergleute|grube|stollen|mina\b|minero|mineur|miniera|minatore)/iu, 'mine tunnel', '⛏️'],
  [/\b(?:salt|salz|sal\b|sel\b|sale\b)/iu, 'salt', '🧂'],
  [/\b(?:water|flood|wasser|flut|agua|inundaci|eau\b|inondation|acqua|água)/iu, 'water'],
  [/\b(?:tour|guided|führung|visita guiada|visite guidée)/iu, 'guided tour'],
  [/\b(?:visitor|besucher|visitante|visiteur|visitator)/iu, 'visitors'],
  [/\b(?:price|market|preis|markt|precio|mercado|prix|marché|prezzo)/iu, 'market prices', '📉'],
  [/\b(?:money|bank|geld|dinero|argent|denaro|dinheiro)/iu, 'money', '💰'],
  [/\b(?:interest rate|zins|interés|intérêt|interesse)/iu, 'interest rate chart', '📈'],
  [/\b(?:town|city|village|stadt|dorf|ciudad|pueblo|ville|village|città|paese|cidade|aldeia)/iu, 'town', '🏘️'],
  [/\b(?:house|home|building|haus|häuser|gebäude|casa|edificio|maison|bâtiment|edificio)/iu, 'houses'],
  [/\b(?:church|cathedral|kirche|dom\b|iglesia|catedral|église|chiesa|igreja)/iu, 'church', '⛪'],
  [/\b(?:castle|fortress|burg|schloss|festung|castillo|château|castello|castelo)/iu, 'castle', '🏰'],
  [/\b(?:bridge|brücke|puente|pont\b|ponte)/iu, 'bridge', '🌉'],
  [/\b(?:river|fluss|strom\b|río|rivière|fleuve|fiume|rio\b)/iu, 'river'],
  [/\b(?:mountain|berg\b|gebirge|montaña|montagne|montagna|montanha)/iu, 'mountain', '⛰️'],
  [/\b(?:volcano|vulkan|volcán|volcan|vulcano|vulcão)/iu, 'volcano', '🌋'],
  [/\b(?:forest|tree|wald|baum|bosque|árbol|forêt|arbre|foresta|albero|floresta)/iu, 'forest', '🌲'],
  [/\b(?:farm|agricultur|landwirtschaft|bauer|granja|agricultura|ferme|fattoria|fazenda)/iu, 'farm', '🚜'],
  [/\b(?:factory|industr|fabrik|fábrica|usine|fabbrica)/iu, 'factory', '🏭'],
  [/\b(?:train|railway|rail|zug|bahn|tren|ferrocarril|chemin de fer|treno|trem)/iu, 'train', '🚆'],
  [/\b(?:airport|plane|aircraft|flughafen|flugzeug|aeropuerto|avión|aéroport|avion|aereo|avião)/iu, 'airplane', '✈️'],
  [/\b(?:car\b|cars\b|automobile|auto\b|autos\b|coche|voiture|macchina|carro)/iu, 'car', '🚗'],
  [/\b(?:war\b|battle|soldier|army|krieg|schlacht|soldat|armee|guerra|batalla|soldado|ejército|guerre|bataille|soldat|esercito)/iu, 'soldiers', '⚔️'],
  [/\b(?:king|queen|emperor|könig|kaiser|rey|reina|emperador|roi|reine|empereur|re\b|regina|imperatore|rei\b|rainha)/iu, 'crown', '👑'],
  [/\b(?:school|student|schule|schüler|escuela|estudiante|école|élève|scuola|studente|escola)/iu, 'school', '🏫'],
  [/\b(?:university|universität|universidad|université|università|universidade)/iu, 'university', '🎓'],
  [/\b(?:book|novel|buch|libro|novela|livre|livro)/iu, 'books', '📚'],
  [/\b(?:music|song|musik|lied|música|canción|musique|chanson|musica|canzone)/iu, 'music', '🎵'],
  [/\b(?:octopus|krake|oktopus|pulpo|pieuvre|poulpe|polpo|polvo)/iu, 'octopus', '🐙'],
  [/\b(?:whale|wal\b|wale\b|ballena|baleine|balena|baleia)/iu, 'whale', '🐋'],
  [/\b(?:dog|hund|perro|chien|cane\b|cão)/iu, 'dog', '🐶'],
  [/\b(?:cat\b|cats\b|katze|gato|chat\b|gatto)/iu, 'cat', '🐱'],
  [/\b(?:horse|pferd|caballo|cheval|cavallo|cavalo)/iu, 'horse', '🐴'],
  [/\b(?:coffee|kaffee|café|caffè)/iu, 'coffee', '☕'],
  [/\b(?:beer|bier|cerveza|bière|birra|cerveja)/iu, 'beer', '🍺'],
  [/\b(?:wine|wein|vino|vin\b|vinho)/iu, 'wine', '🍷'],
  [/\b(?:bread|brot|pan\b|pain\b|pane\b|pão)/iu, 'bread', '🍞'],
  [/\b(?:space|rocket|planet|satellite|weltraum|rakete|planet|espacio|cohete|espace|fusée|spazio|razzo)/iu, 'space rocket', '🚀'],
  [/\b(?:moon|mond|luna|lune|lua\b)/iu, 'moon', '🌙'],
  [/\b(?:sun\b|solar|sonne|sol\b|soleil|sole\b)/iu, 'sun', '☀️'],
  [/\b(?:energy|power|electric|energie|strom|kraftwerk|energía|électricité|énergie|energia)/iu, 'power plant', '⚡'],
  [/\b(?:wind\b|windkraft|viento|vent\b|vento)/iu, 'wind turbines'],
  [/\b(?:election|parliament|government|wahl|parlament|regierung|elecciones|parlamento|gobierno|élection|gouvernement|governo)/iu, 'parliament', '🏛️'],
  [/\b(?:doctor|hospital|disease|arzt|krankenhaus|krankheit|médico|hospital|enfermedad|médecin|hôpital|maladie|ospedale|malattia)/iu, 'hospital', '🏥'],
  [/\b(?:computer|software|internet|rechner|ordenador|ordinateur)/iu, 'computer', '💻'],
  [/\b(?:population|inhabitant|resident|einwohner|bevölkerung|habitantes|población|habitants|abitanti|população)/iu, 'people crowd'],
  [/\b(?:settler|siedler|colono|colon\b|coloni)/iu, 'settlers'],
  [/\b(?:engineer|ingenieur|ingeniero|ingénieur|ingegnere|engenheiro)/iu, 'engineer'],
  [/\b(?:map|area|fläche|karte|área|superficie|carte|mappa|mapa)/iu, 'map'],
];

/** English function words and common verbs/adjectives: what an English sentence's nouns are not. */
export const NOT_NOUNS = new Set(
  (
    'a an the and or but of in on at to for from with about by as is are was were be been being has have had do does did ' +
    'it its this that these those they them their there here he she his her him we our you your i my me who whom whose which ' +
    'what when where why how not no nor so than then too very can could will would shall should may might must also only ' +
    'still just about around over under after before between into onto through during since until while because due ' +
    'some many much more most few less least each every all both either neither other another such same own ' +
    'one two three four five six seven eight nine ten hundred thousand million billion half twice once ' +
    'first second third last next new old small large big great long short high low tall largest tallest smallest oldest ' +
    'only main known called named led made became become becomes remains remained lies lay lie left arrived completed ' +
    'founded built destroyed moved shrank connects connected takes took exports exported employs employed hold holds ' +
    'makes made include includes including located situated began begun ended opened closed said says today about ' +
    'sheltered eastern western northern southern permanent mainland knitted percent per cent kilometres kilometers ' +
    'metres meters miles square year years century centuries day days week weeks month months time times part parts ' +
    'number numbers way ways kind kinds lot lots today however although though off up down out away back ago twice ' +
    'north south east west minutes minute hours hour seconds built across along against among toward towards within ' +
    'without near beyond above below behind beside inside outside upon via per'
  ).split(/\s+/),
);

/** `\b` is ASCII-only in JavaScript: word edges that know "île" and "über". */
const unicodeEdges = (re: RegExp) =>
  new RegExp(re.source.replace(/^\\b/, '(?<![\\p{L}\\p{N}])').replace(/\\b/g, '(?![\\p{L}\\p{N}])'), 'iu');
const PATTERNS: [RegExp, string, string?][] = CONCEPTS.map(([re, noun, emoji]) => [unicodeEdges(re), noun, emoji]);
/** German joins nouns ("Uhrenfabrik", "Wassereinbruch"): there a long stem may start inside a word. */
const COMPOUND_PATTERNS: [RegExp, string, string?][] = CONCEPTS.map(([re, noun, emoji]) => [compoundPattern(re), noun, emoji]);

/** The concepts a sentence mentions, in order of appearance. */
export function conceptsIn(text: string, language = 'en'): { noun: string; emoji?: string }[] {
  const found: { at: number; noun: string; emoji?: string }[] = [];
  for (const [re, noun, emoji] of language === 'de' ? COMPOUND_PATTERNS : PATTERNS) {
    const m = re.exec(text);
    if (m) found.push({ at: m.index, noun, ...(emoji ? { emoji } : {}) });
  }
  return found.sort((a, b) => a.at - b.at).map(({ noun, emoji }) => ({ noun, ...(emoji ? { emoji } : {}) }));
}

/** English nouns of an English sentence: words after a determiner, number or adjective slot, not function words. */
export function englishNouns(text: string): string[] {
  const words = text.replace(/[^\p{L}\p{N}\s'-]/gu, ' ').split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    const lower = w.toLowerCase();
    if (/\d/.test(w) || lower.length < 3 || NOT_NOUNS.has(lower) || /(?:ly|ed|ing)$/.test(lower)) continue;
    if (/^\p{Lu}/u.test(w)) continue; // names: a stock library does not know Kettlehaven
    // A noun ends its phrase: the next word is not a letter word of the same phrase, or it is a function word.
    const next = words[i + 1]?.toLowerCase();
    if (next && !NOT_NOUNS.has(next) && !/\d/.test(next) && !/^\p{Lu}/u.test(words[i + 1]!)) continue;
    if (!out.includes(lower)) out.push(lower);
  }
  return out;
}

const titleWords = (title?: string) =>
  (title ?? '')
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !/^(?:of|the|and|in|on|at|list)$/i.test(w));

export interface SceneVisual {
  visualQuery: string;
  emoji?: string;
}

/**
 * English words for one scene, from its own sentence: the concepts it mentions, its English nouns
 * (English articles), then the article's English title as the base. Never the narration's opening
 * words; `taken` keeps queries distinct across scenes.
 */
export function sceneVisual(
  sentence: string,
  language: string,
  englishTitle: string | undefined,
  taken: Set<string>,
  /** The article's own name: "Klippenau" is a place, not a cliff. */
  ownName = '',
): SceneVisual {
  const nameWords = ownName.split(/\s+/).filter((w) => w.length > 2);
  const withoutName = nameWords.reduce((t, w) => t.replace(new RegExp(`(?<![\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'gu'), ' '), sentence);
  const concepts = conceptsIn(withoutName, language);
  const nouns = language === 'en' ? englishNouns(sentence) : [];
  const words: string[] = [];
  const add = (s: string) => {
    for (const w of s.split(/\s+/).map((x) => x.toLowerCase())) {
      // "boats" after "boat" adds nothing to a search.
      const one = w.replace(/s$/, '');
      if (w && !words.some((x) => x === w || x.replace(/s$/, '') === one) && words.length < VISUAL_QUERY_MAX_WORDS) words.push(w);
    }
  };
  concepts.slice(0, 2).forEach((c) => add(c.noun));
  nouns.slice(0, 3).forEach(add);
  const base = titleWords(englishTitle).slice(0, 2).join(' ');
  if (words.length < 2 && base) add(base);
  if (words.length === 0) add('landscape view');
  let query = words.slice(0, VISUAL_QUERY_MAX_WORDS).join(' ');
  // Distinct across scenes: a repeated query takes the next concept or noun it has.
  const spare = [...concepts.slice(2).map((c) => c.noun), ...nouns.slice(3)];
  while (taken.has(query) && spare.length) {
    const extra = spare.shift()!;
    query = [...query.split(' ').slice(0, VISUAL_QUERY_MAX_WORDS - extra.split(' ').length), ...extra.split(' ')].join(' ');
  }
  // Still taken: the subject's English name, then a different shot of the same thing.
  const base2 = titleWords(englishTitle).slice(0, 1).join(' ').toLowerCase();
  if (taken.has(query) && base2 && !query.includes(base2)) query = [...query.split(' ').slice(0, VISUAL_QUERY_MAX_WORDS - 1), base2].join(' ');
  for (const shot of ['aerial', 'closeup', 'detail', 'wide']) {
    if (!taken.has(query)) break;
    query = [...query.split(' ').slice(0, VISUAL_QUERY_MAX_WORDS - 1).filter((w) => !['aerial', 'closeup', 'detail'].includes(w)), shot].join(' ');
  }
  taken.add(query);
  const emoji = concepts.find((c) => c.emoji)?.emoji;
  return { visualQuery: query, ...(emoji ? { emoji } : {}) };
}
