// The few lines the researched writer adds around an article's facts, per language. Every line
// names the subject after a colon or as a title, so no language's grammar has to bend around it.

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
    closes: ['That was {subject} in {count} facts. Follow for more true stories.', 'Now you know {subject} better than most. Follow for more.'],
    title: '{subject}: {count} facts',
    description: '{subject} in {count} facts, from its Wikipedia article.',
    pageDescription: '{subject} in {count} facts, from {publisher}.',
    sources: 'Sources',
    hashtags: ['facts', 'didyouknow', 'learnontiktok'],
  },
  de: {
    hooks: ['{subject}: was du wahrscheinlich noch nicht wusstest.', '{subject} in {count} Fakten.', '{count} Fakten zum Thema {subject}.'],
    closes: ['Das war {theSubject} in {count} Fakten. Folge für mehr wahre Geschichten.', '{subject} in {count} Fakten: folge für mehr davon.'],
    title: '{subject}: {count} Fakten',
    description: '{subject} in {count} Fakten, aus dem Wikipedia-Artikel.',
    pageDescription: '{subject} in {count} Fakten, aus {publisher}.',
    sources: 'Quellen',
    hashtags: ['fakten', 'wusstestdu', 'wissen'],
  },
  es: {
    hooks: ['{subject}: lo que probablemente no sabías.', '{subject} en {count} datos.', '{count} datos sobre {subject}, todos comprobados.'],
    closes: ['Eso fue {subject} en {count} datos. Síguenos para más historias reales.', 'Ahora conoces {subject} mejor que casi nadie. Síguenos para más.'],
    title: '{subject}: {count} datos',
    description: '{subject} en {count} datos, del artículo de Wikipedia.',
    pageDescription: '{subject} en {count} datos, de {publisher}.',
    sources: 'Fuentes',
    hashtags: ['datos', 'sabiasque', 'curiosidades'],
  },
  fr: {
    hooks: ['{subject} : ce que vous ne saviez probablement pas.', '{subject} en {count} faits.', '{count} faits sur le sujet : {subject}.'],
    closes: ['Voilà {subject} en {count} faits. Abonnez-vous pour plus d’histoires vraies.', 'Vous en savez maintenant plus que la plupart des gens. Abonnez-vous.'],
    title: '{subject} : {count} faits',
    description: '{subject} en {count} faits, d’après l’article de Wikipédia.',
    pageDescription: '{subject} en {count} faits, d’après {publisher}.',
    sources: 'Sources',
    hashtags: ['faits', 'lesaviezvous', 'culture'],
  },
  it: {
    hooks: ['{subject}: quello che probabilmente non sapevi.', '{subject} in {count} fatti.', '{count} fatti su {subject}, tutti documentati.'],
    closes: ['Questo era {subject} in {count} fatti. Seguici per altre storie vere.', 'Ora ne sai più della maggior parte delle persone. Seguici.'],
    title: '{subject}: {count} fatti',
    description: '{subject} in {count} fatti, dalla voce di Wikipedia.',
    pageDescription: '{subject} in {count} fatti, da {publisher}.',
    sources: 'Fonti',
    hashtags: ['curiosità', 'losapevi', 'cultura'],
  },
  pt: {
    hooks: ['{subject}: o que você provavelmente não sabia.', '{subject} em {count} fatos.', '{count} fatos sobre {subject}, todos documentados.'],
    closes: ['Esse foi {subject} em {count} fatos. Siga para mais histórias reais.', 'Agora você sabe mais do que a maioria. Siga para mais.'],
    title: '{subject}: {count} fatos',
    description: '{subject} em {count} fatos, do artigo da Wikipédia.',
    pageDescription: '{subject} em {count} fatos, de {publisher}.',
    sources: 'Fontes',
    hashtags: ['fatos', 'vocesabia', 'curiosidades'],
  },
};

export const fillPhrase = (template: string, vars: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
