import { PLR_ATTRIBUTION_DAYS } from '@reelforge/contracts/data';
import { free, freeVideos, premium, tierList } from '../prices';
import type { LanguagePack } from '../types';

export const it: LanguagePack = {
  lang: 'it',
  stopWords:
    'il lo la i gli le un una è e di del della che in per con io mio mia come quanto costa posso voglio non grazie ciao sono questo quale',
  keywords: {
    plr: ['plr', 'white label', 'marchio bianco', 'rivendita', 'rivendere'],
    pricing: ['prezz', 'costa', 'quanto', 'costo', 'piano', 'piani', 'abbonamento', 'tariff', 'gratis', 'gratuito'],
    payment: ['pagamento', 'pagare', 'carta', 'fattura', 'rimborso', 'cripto', 'portafoglio'],
    avatar: ['avatar', 'voce', 'voci', 'presentatore', 'volto'],
    video: [
      'video',
      'reel',
      'sceneggiatura',
      'copione',
      'sottotitol',
      'clip',
      'tiktok',
      'youtube',
      'pubblicare',
      'programmare',
    ],
    language: ['lingua', 'lingue', 'tradu', 'inglese', 'italiano', 'parli'],
    support: ['aiuto', 'supporto', 'problema', 'errore', 'contatto', 'non funziona'],
    greeting: ['ciao', 'buongiorno', 'buonasera', 'salve'],
  },
  pricing: () =>
    `Livelli per creator, fatturati mensilmente:\n${tierList()}\n★ il più popolare\n\nNell’app puoi iniziare con Free (${free}, ${freeVideos} video al mese, TikTok) e passare a Premium a ${premium}/mese con tutte le piattaforme e video illimitati.`,
  replies: {
    greeting:
      'Ciao, sono PaulinaAI! 👋 Chiedimi di piani e prezzi, creazione di video, avatar e voci, pagamenti, lingue o diritti PLR.',
    video:
      'Apri Video Studio, indica un argomento e scegli durata (da 15 secondi a oltre 60 minuti), piattaforma e tono. Gli agenti scrivono il copione, lo narrano, aggiungono i sottotitoli e creano un MP4 da vedere e scaricare. Poi pubblicalo su TikTok, YouTube, Instagram, Facebook, Twitter/X o LinkedIn dal Post Scheduler.',
    avatar:
      'In Avatar Builder crei un avatar da una sola foto (quadrata, 512×512 o più), scegli uno stile — realistico, cartoon, anime, professionale o casual — e una delle sei voci (naturale, professionale o energica, maschile o femminile). Impostalo come predefinito e presenterà i tuoi video.',
    payment:
      'Gli abbonamenti si pagano con carta nel modulo sicuro di Billing & Plans, con addebito mensile in USD; la registrazione è gratuita e senza carta. Il livello DIAMOND aggiunge pagamenti in più valute (USD, EUR, NGN, XOF e cripto) per le tue vendite.',
    support:
      'Sono qui 24 ore su 24: scrivi la tua domanda. Video Studio crea i video, Avatar Builder i presentatori, Post Scheduler pubblica e Billing & Plans gestisce l’abbonamento. Termini, Privacy e Politica AML sono in fondo alla pagina.',
    language:
      'Rispondo in oltre 10 lingue: English, Español, Français, Deutsch, Português, Italiano, 中文, 日本語, 한국어, العربية, हिन्दी e Русский — scrivimi nella tua. Gli avatar parlano oltre 100 lingue.',
    plr: `DIAMOND include diritti PLR (white label) solo per uso personale: puoi firmare come tuoi i video che crei, ma non rivendere Reelforge. L’attribuzione a Reelforge viene rimossa automaticamente dopo ${PLR_ATTRIBUTION_DAYS} giorni.`,
    generic:
      'Non sono sicura di aver capito. Posso aiutarti con piani e prezzi, creazione di video, avatar e voci, pagamenti, lingue e diritti PLR. Cosa vuoi sapere?',
  },
};
