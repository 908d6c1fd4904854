// Everyday things a short video talks about, as English stock-footage nouns: word stems in English,
// German, Spanish, French, Italian and Portuguese. research-visuals.ts holds the places and nature
// an encyclopedia article names; this table covers the advice, habits and money a creator's own
// script or notes talk about ("Fang früh an!" -> morning), so a scene in any of those languages is
// searched for in English.

/** Stem pattern -> English noun(s) a camera can show. */
export const EVERYDAY: [RegExp, string][] = [
  [/\b(?:morning|sunrise|früh|morgens|morgen\b|mañana|madrug|amanecer|matin|aube|mattin|manhã)/iu, 'morning sunrise'],
  [/\b(?:night|evening|nacht|abend|noche|nuit|soir|notte|sera\b|noite)/iu, 'night'],
  [/\b(?:sleep|bed\b|nap\b|schlaf|bett\b|sueño|dormir|cama\b|sommeil|sonno|letto|sono\b)/iu, 'bed sleep'],
  [/\b(?:alarm|wecker|despertador|réveil|sveglia)/iu, 'alarm clock'],
  [/\b(?:time|hour|minute|zeit|stunde|minute|tiempo|hora\b|horas\b|minuto|temps|heure|tempo\b)/iu, 'clock'],
  [/\b(?:calendar|schedule|kalender|termin|calendario|agenda|calendrier|horario)/iu, 'calendar'],
  [/\b(?:list\b|lists\b|checklist|plan\b|plans\b|planning|liste|planen|lista|planific|planifi|pianific)/iu, 'notebook plan'],
  [/\b(?:goal|target|ziel|meta\b|metas\b|objetivo|objectif|obiettivo)/iu, 'target'],
  [/\b(?:write|writing|notes?\b|journal|schreib|notiz|tagebuch|escrib|nota\b|notas\b|diario|écri|carnet|scriv|escrev)/iu, 'notebook pen'],
  [/\b(?:read\b|reads\b|reading|lesen|liest|leer\b|lectura|lire|lecture|leggere|lettura|ler\b|leitura)/iu, 'book reading'],
  [/\b(?:learn|study|lern|studi|aprend|estudi|apprend|étudi|impar|estud)/iu, 'student desk'],
  [/\b(?:work|job|office|arbeit|büro|beruf|trabaj|oficina|empleo|travail|bureau|emploi|lavor|uffici|trabalh|escritório)/iu, 'office desk'],
  [/\b(?:meeting|team|besprechung|reunión|equipo|réunion|équipe|riunione|squadra|reunião|equipe)/iu, 'team meeting'],
  [/\b(?:phone|smartphone|handy|móvil|celular|teléfono|téléphone|portable|telefon|telefono|telemóvel)/iu, 'smartphone'],
  [/\b(?:screen|laptop|bildschirm|pantalla|écran|schermo|tela\b)/iu, 'laptop screen'],
  [/\b(?:email|mail|nachricht|correo|mensaje|courriel|messaggi|mensagem)/iu, 'email inbox'],
  [/\b(?:money|cash|pay|geld|bezahl|dinero|pagar|pago\b|argent|payer|soldi|pagare|dinheiro)/iu, 'money cash'],
  [/\b(?:save|saving|spar|ahorr|économ|épargn|risparm|poupa)/iu, 'piggy bank'],
  [/\b(?:budget|haushaltsbuch|presupuesto|orçamento|bilancio)/iu, 'budget spreadsheet'],
  [/\b(?:debt|loan|credit|schulden|kredit|darlehen|deuda|préstamo|crédito|dette|prêt|debito|prestito|dívida)/iu, 'credit card'],
  [/\b(?:invest|stock|share|aktie|anlage|invier|invers|acciones|bolsa\b|placement|investi|azioni|ações)/iu, 'stock chart'],
  [/\b(?:interest\b|interest rate|compound|zins|interés|intérêt|interesse|juros)/iu, 'interest chart'],
  [/\b(?:bank\b|konto|cuenta|banco|banque|compte|conto\b|banca\b)/iu, 'bank'],
  [/\b(?:food|cook|kitchen|essen|mahlzeit|koch|küche|comida|comer|cocin|repas|manger|cuisin|cibo|mangiare|cucin|refeição|cozinh)/iu, 'kitchen food'],
  [/\b(?:breakfast|frühstück|desayun|petit-déjeuner|colazione|café da manhã)/iu, 'breakfast table'],
  [/\b(?:vegetable|fruit|gemüse|obst|verdura|fruta|légume|fruit|frutta|legume)/iu, 'vegetables fruit'],
  [/\b(?:sugar|zucker|azúcar|sucre|zucchero|açúcar)/iu, 'sugar'],
  [/\b(?:drink|water|trink|wasser|beber|agua|boire|eau\b|bere\b|acqua|água)/iu, 'water glass'],
  [/\b(?:coffee|tea\b|kaffee|tee\b|café|té\b|thé|caffè|chá\b)/iu, 'coffee cup'],
  [/\b(?:walk|step|spazier|geh\b|gehen|schritt|camin|paseo|paso\b|pasos\b|marche|promen|passegg|passo\b|caminh)/iu, 'walking path'],
  [/\b(?:run\b|running|jog|lauf|joggen|correr|corriendo|corsa)/iu, 'runner'],
  [/\b(?:sport|exercise|workout|gym|training|fitness|übung|ejercicio|entren|gimnasio|exercice|entraîn|esercizi|allena|exercício|treino)/iu, 'gym workout'],
  [/\b(?:stretch|yoga|dehn|estira|étire|allung|alonga)/iu, 'yoga mat'],
  [/\b(?:breath|atem|atm|respir)/iu, 'breathing calm'],
  [/\b(?:body|muscle|körper|muskel|cuerpo|músculo|corps|muscle|corpo|muscolo)/iu, 'body muscles'],
  [/\b(?:brain|mind|gehirn|kopf|geist|cerebro|mente\b|cerveau|esprit|cervello|cérebro)/iu, 'brain'],
  [/\b(?:heart|herz|corazón|cœur|coeur|cuore|coração)/iu, 'heart'],
  [/\b(?:health|doctor|gesund|arzt|salud|médic|santé|salute|saúde)/iu, 'doctor'],
  [/\b(?:stress|anxi|angst|sorge|estrés|ansiedad|anxiété|ansia|ansiedade)/iu, 'stress'],
  [/\b(?:calm|relax|meditat|ruhe|entspann|calma|relaj|medita|calme|détend|rilass)/iu, 'meditation calm'],
  [/\b(?:habit|routine|gewohnheit|routine|hábito|rutina|habitude|abitudin|hábito|rotina)/iu, 'daily routine'],
  [/\b(?:family|parent|child|kid|familie|eltern|kind\b|kinder|familia|padre|madre|hijo|niño|famille|parent|enfant|famiglia|genitor|bambin|família|filho|criança)/iu, 'family children'],
  [/\b(?:friend|freund|amig|ami\b|amie\b|amis\b|amic)/iu, 'friends'],
  [/\b(?:home|house|zuhause|wohnung|hogar|casa\b|maison|logement|lar\b)/iu, 'home interior'],
  [/\b(?:city|street|stadt|straße|ciudad|calle|ville|rue\b|città|strada|cidade|rua\b)/iu, 'city street'],
  [/\b(?:nature|park|natur|parque|parc\b|parco|natura|natureza)/iu, 'park nature'],
  [/\b(?:sun\b|sunlight|light|sonne|licht|sol\b|luz\b|soleil|lumière|sole\b|luce\b)/iu, 'sunlight'],
  [/\b(?:rain|regen|lluvia|pluie|pioggia|chuva)/iu, 'rain'],
  [/\b(?:winter|snow|schnee|invierno|nieve|hiver|neige|inverno|neve\b)/iu, 'snow winter'],
  [/\b(?:summer|sommer|verano|été|estate\b|verão)/iu, 'summer beach'],
  [/\b(?:car\b|drive|auto\b|fahr|coche|conduc|voiture|condui|macchina|guidar|carro|dirigir)/iu, 'car road'],
  [/\b(?:travel|trip|reise|urlaub|viaj|vacacion|voyage|vacances|viaggi|vacanz|viagem|férias)/iu, 'travel suitcase'],
  [/\b(?:shop|buy|store|einkauf|kauf|laden|compra|tienda|achat|acheter|magasin|negozio|comprar|loja)/iu, 'shopping bags'],
  [/\b(?:music|song|musik|lied|música|canción|musique|chanson|musica|canzone)/iu, 'headphones music'],
  [/\b(?:photo|camera|foto|kamera|cámara|appareil|fotocamera|câmera)/iu, 'camera'],
  [/\b(?:video|film|kino|película|cine\b|vidéo|filme)/iu, 'video camera'],
  [/\b(?:computer|code|software|program|rechner|ordenador|ordinateur|computador)/iu, 'computer code'],
  [/\b(?:idea|think|idee|denk|pensar|pensamiento|idée|pense|pensare|ideia)/iu, 'light bulb'],
  [/\b(?:question|frage|pregunta|question|domanda|pergunta)/iu, 'question mark'],
  [/\b(?:start|begin|anfang|fang|beginn|empez|comenz|inicio|commenc|début|inizi|começ)/iu, 'starting line'],
  [/\b(?:success|win\b|erfolg|gewinn|éxito|ganar|succès|gagner|successo|vincere|sucesso)/iu, 'trophy'],
  [/\b(?:mistake|error|fail|fehler|scheiter|error|fracas|errore|erro\b|falha)/iu, 'crumpled paper'],
  [/\b(?:weight|scale|gewicht|waage|peso\b|báscula|poids|balance|bilancia|balança)/iu, 'scale'],
  [/\b(?:skin|face|haut\b|gesicht|piel|cara\b|rostro|peau|visage|pelle|viso|pele\b|rosto)/iu, 'skincare mirror'],
  [/\b(?:garden|plant|garten|pflanz|jardín|planta|huerto|jardin|plante|giardin|pianta|horta)/iu, 'garden plants'],
  [/\b(?:animal|tier\b|tiere\b|animal|animale|bicho)/iu, 'wildlife'],
  [/\b(?:ocean|sea\b|meer|ozean|mar\b|océano|mer\b|océan|oceano)/iu, 'ocean'],
  [/\b(?:history|ancient|geschichte|antik|historia|antigu|histoire|antique|storia|antico|história)/iu, 'ancient ruins'],
  [/\b(?:school|class|schule|klasse|escuela|colegio|clase|école|classe|scuola|escola)/iu, 'classroom'],
  [/\b(?:business|company|firma|unternehmen|negocio|empresa|entreprise|azienda|negócio)/iu, 'business office'],
  [/\b(?:customer|client|kunde|cliente)/iu, 'customer service'],
  [/\b(?:price|cost|preis|kosten|precio|coste|costo|prix|coût|prezzo|preço|custo)/iu, 'price tag'],
];

const EDGE_START = '(?<![\\p{L}\\p{N}])';
const EDGE_END = '(?![\\p{L}\\p{N}])';

/** `\b` is ASCII-only in JavaScript: word edges that know "île" and "über". */
export const unicodeEdges = (re: RegExp) => new RegExp(re.source.replace(/^\\b/, EDGE_START).replace(/\\b/g, EDGE_END), 'iu');

/**
 * German joins nouns ("Morgenroutine", "Sparkonto"): there a stem of five letters or more may start
 * inside a word. Shorter stems keep their edge, or "schaust" would hold a house ("haus").
 */
export function compoundPattern(re: RegExp): RegExp {
  const inner = /^\\b\(\?:(.*)\)$/.exec(re.source)?.[1];
  if (!inner) return unicodeEdges(re);
  const alts = inner.split('|').map((alt) => (alt.replace(/\\b|[^\p{L}]/gu, '').length >= 5 ? alt : `${EDGE_START}${alt}`));
  return new RegExp(`(?:${alts.join('|')})`.replace(/\\b/g, EDGE_END), 'iu');
}

const PATTERNS = EVERYDAY.map(([re, noun]) => [unicodeEdges(re), noun] as const);
const COMPOUND = EVERYDAY.map(([re, noun]) => [compoundPattern(re), noun] as const);

/** The everyday things a sentence mentions, as English nouns, in order of appearance. */
export function everydayIn(text: string, language: string): string[] {
  const found: { at: number; noun: string }[] = [];
  for (const [re, noun] of language === 'de' ? COMPOUND : PATTERNS) {
    const m = re.exec(text);
    if (m) found.push({ at: m.index, noun });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.noun);
}
