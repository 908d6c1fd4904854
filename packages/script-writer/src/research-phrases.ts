// The few lines the researched writer adds around an article's facts, per language. Every line
// names the subject after a colon or as a title (or not at all), so no language's grammar has to bend
// around it. A hook line opens only when no fact can: the most striking fact is the better hook.

export interface ResearchPhrases {
  hooks: string[];
  closes: string[];
  title: string;
  description: string;
  /** The description when the facts come from a web page a creator linked ({publisher}: its site). */
  pageDescription: string;
  sources: string;
  hashtags: string[];
}

export const RESEARCH_PHRASES: Record<string, ResearchPhrases> = {
  en: {
    hooks: ['{subject}: what you probably never knew.', '{subject} in {count} facts.', '{count} facts about {subject}, all on the record.'],
    closes: ['Which of these did you already know? Tell me in the comments, and follow for more.', 'Save this for the next time someone mentions {subject}, and follow for more.'],
    title: '{subject}: {count} facts',
    description: '{subject} in {count} facts, from its Wikipedia article.',
    pageDescription: '{subject} in {count} facts, from {publisher}.',
    sources: 'Sources',
    hashtags: ['facts', 'didyouknow', 'learnontiktok'],
  },
  de: {
    hooks: ['{subject}: was du wahrscheinlich noch nicht wusstest.', '{subject} in {count} Fakten.', '{count} Fakten zum Thema {subject}.'],
    closes: ['Welchen davon kanntest du schon? Schreib es in die Kommentare und folge für mehr.', 'Speicher dir das und folge für mehr Fakten wie diese.'],
    title: '{subject}: {count} Fakten',
    description: '{subject} in {count} Fakten, aus dem Wikipedia-Artikel.',
    pageDescription: '{subject} in {count} Fakten, aus {publisher}.',
    sources: 'Quellen',
    hashtags: ['fakten', 'wusstestdu', 'wissen'],
  },
  es: {
    hooks: ['{subject}: lo que probablemente no sabías.', '{subject} en {count} datos.', '{count} datos sobre {subject}, todos comprobados.'],
    closes: ['¿Cuál de estos ya sabías? Cuéntamelo en los comentarios y sígueme para más.', 'Guarda esto para la próxima vez que alguien hable de {subject}, y sígueme para más.'],
    title: '{subject}: {count} datos',
    description: '{subject} en {count} datos, del artículo de Wikipedia.',
    pageDescription: '{subject} en {count} datos, de {publisher}.',
    sources: 'Fuentes',
    hashtags: ['datos', 'sabiasque', 'curiosidades'],
  },
  fr: {
    hooks: ['{subject} : ce que vous ne saviez probablement pas.', '{subject} en {count} faits.', '{count} faits sur le sujet : {subject}.'],
    closes: ['Lequel de ces faits connaissiez-vous déjà ? Dites-le en commentaire, et abonnez-vous pour la suite.', 'Enregistrez cette vidéo et abonnez-vous pour d’autres faits comme ceux-ci.'],
    title: '{subject} : {count} faits',
    description: '{subject} en {count} faits, d’après l’article de Wikipédia.',
    pageDescription: '{subject} en {count} faits, d’après {publisher}.',
    sources: 'Sources',
    hashtags: ['faits', 'lesaviezvous', 'culture'],
  },
  it: {
    hooks: ['{subject}: quello che probabilmente non sapevi.', '{subject} in {count} fatti.', '{count} fatti su {subject}, tutti documentati.'],
    closes: ['Quale di questi fatti conoscevi già? Scrivilo nei commenti e seguici per altri.', 'Salva questo video e seguici per altri fatti come questi.'],
    title: '{subject}: {count} fatti',
    description: '{subject} in {count} fatti, dalla voce di Wikipedia.',
    pageDescription: '{subject} in {count} fatti, da {publisher}.',
    sources: 'Fonti',
    hashtags: ['curiosità', 'losapevi', 'cultura'],
  },
  pt: {
    hooks: ['{subject}: o que você provavelmente não sabia.', '{subject} em {count} fatos.', '{count} fatos sobre {subject}, todos documentados.'],
    closes: ['Qual destes você já sabia? Conte nos comentários e siga para mais.', 'Salve este vídeo e siga para mais fatos como estes.'],
    title: '{subject}: {count} fatos',
    description: '{subject} em {count} fatos, do artigo da Wikipédia.',
    pageDescription: '{subject} em {count} fatos, de {publisher}.',
    sources: 'Fontes',
    hashtags: ['fatos', 'vocesabia', 'curiosidades'],
  },
};

export const fillPhrase = (template: string, vars: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
