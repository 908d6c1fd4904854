import { PLR_ATTRIBUTION_DAYS } from '@reelforge/contracts/data';
import { free, freeVideos, premium, tierList } from '../prices';
import type { LanguagePack } from '../types';

export const de: LanguagePack = {
  lang: 'de',
  stopWords:
    'der die das ein eine ist und ich du sie wir mein mit für auf nicht wie was viel kostet kann möchte bitte danke hallo es zu den dem gibt wo',
  keywords: {
    plr: ['plr', 'white label', 'weiterverkauf', 'private label'],
    pricing: ['preis', 'kosten', 'kostet', 'wie viel', 'tarif', 'abo', 'plan', 'kostenlos', 'gratis'],
    payment: ['zahlung', 'bezahl', 'zahlen', 'karte', 'rechnung', 'erstattung', 'krypto', 'auszahlung'],
    avatar: ['avatar', 'stimme', 'sprecher', 'gesicht', 'moderator'],
    video: ['video', 'reel', 'skript', 'untertitel', 'clip', 'tiktok', 'youtube', 'veroffentlich', 'planen'],
    language: ['sprache', 'ubersetz', 'englisch', 'deutsch', 'sprichst'],
    support: ['hilfe', 'support', 'problem', 'fehler', 'kontakt', 'funktioniert nicht', 'kaputt'],
    greeting: ['hallo', 'guten tag', 'guten morgen', 'servus', 'moin', 'gruss'],
  },
  pricing: () =>
    `Creator-Stufen, monatlich abgerechnet:\n${tierList()}\n★ am beliebtesten\n\nIn der App startest du mit Free (${free}, ${freeVideos} Videos pro Monat, TikTok) und wechselst für ${premium}/Monat zu Premium: alle Plattformen und unbegrenzt Videos.`,
  replies: {
    greeting:
      'Hallo, ich bin PaulinaAI! 👋 Frag mich zu Tarifen und Preisen, Videoerstellung, Avataren und Stimmen, Zahlungen, Sprachen oder PLR-Rechten.',
    video:
      'Öffne Video Studio, gib ein Thema ein und wähle Dauer (15 Sekunden bis über 60 Minuten), Plattform und Tonfall. Die Agenten schreiben das Skript, sprechen es ein, fügen Untertitel hinzu und rendern ein MP4 zum Ansehen und Herunterladen. Danach veröffentlichst du es über den Post Scheduler auf TikTok, YouTube, Instagram, Facebook, Twitter/X oder LinkedIn.',
    avatar:
      'Im Avatar Builder erstellst du einen Avatar aus einem einzigen Foto (quadratisch, ab 512×512), wählst einen Stil — realistisch, Cartoon, Anime, professionell oder locker — und eine von sechs Stimmen (natürlich, professionell oder energisch, männlich oder weiblich). Als Standard gesetzt, präsentiert er deine Videos.',
    payment:
      'Abos werden per Karte im sicheren Formular unter Billing & Plans bezahlt, monatlich in USD; die Anmeldung ist kostenlos und ohne Karte. Die Stufe DIAMOND bietet Auszahlungen in mehreren Währungen (USD, EUR, NGN, XOF und Krypto) für deine eigenen Verkäufe.',
    support:
      'Ich bin rund um die Uhr da — schreib einfach deine Frage. Video Studio erstellt Videos, Avatar Builder Sprecher, Post Scheduler veröffentlicht und Billing & Plans verwaltet dein Abo. AGB, Datenschutz und AML-Richtlinie sind unten auf der Seite verlinkt.',
    language:
      'Ich antworte in über 10 Sprachen: English, Español, Français, Deutsch, Português, Italiano, 中文, 日本語, 한국어, العربية, हिन्दी und Русский — schreib einfach in deiner. Avatare sprechen über 100 Sprachen.',
    plr: `DIAMOND enthält PLR-Rechte (White Label) nur für den persönlichen Gebrauch: Deine Videos darfst du unter deiner Marke zeigen, Reelforge selbst aber nicht weiterverkaufen. Der Reelforge-Hinweis wird nach ${PLR_ATTRIBUTION_DAYS} Tagen automatisch entfernt.`,
    generic:
      'Das habe ich nicht ganz verstanden. Ich helfe bei Tarifen und Preisen, Videoerstellung, Avataren und Stimmen, Zahlungen, Sprachen und PLR-Rechten — was möchtest du wissen?',
  },
};
