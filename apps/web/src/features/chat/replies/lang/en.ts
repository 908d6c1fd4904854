import { PLR_ATTRIBUTION_DAYS } from '@reelforge/contracts/data';
import { free, freeVideos, premium, tierList } from '../prices';
import type { LanguagePack } from '../types';

export const en: LanguagePack = {
  lang: 'en',
  stopWords:
    'the a an is are i you my your what how do does can to of and for with it me please this that have need want much which there',
  keywords: {
    plr: ['plr', 'private label', 'white label', 'resell'],
    pricing: ['price', 'pricing', 'cost', 'how much', 'plan', 'tier', 'subscription', 'free', 'cheap', 'expensive'],
    payment: [
      'pay',
      'payment',
      'card',
      'billing',
      'invoice',
      'refund',
      'crypto',
      'payout',
      'charge',
      'wallet',
      'checkout',
    ],
    avatar: ['avatar', 'voice', 'presenter', 'face', 'narrator'],
    video: [
      'video',
      'reel',
      'short',
      'render',
      'script',
      'clip',
      'caption',
      'tiktok',
      'youtube',
      'upload',
      'publish',
      'schedul',
    ],
    language: ['language', 'translat', 'multilingual', 'english', 'spanish', 'speak'],
    support: [
      'help',
      'support',
      'problem',
      'issue',
      'bug',
      'error',
      'contact',
      'human',
      'stuck',
      'broken',
      'not working',
    ],
    greeting: ['hi', 'hello', 'hey', 'good morning', 'good evening', 'greetings', 'yo'],
  },
  pricing: () =>
    `Creator tiers, billed monthly:\n${tierList()}\n★ most popular\n\nIn the app you can start on Free (${free}, ${freeVideos} videos a month, TikTok) and upgrade to Premium at ${premium}/month for every platform and unlimited videos.`,
  replies: {
    greeting:
      "Hi, I'm PaulinaAI! 👋 Ask me about plans and prices, making videos, avatars and voices, payments, languages or PLR rights.",
    video:
      'Open Video Studio, give a topic and pick a duration (15 seconds up to 60+ minutes), a platform and a tone. The agents write the script, narrate it, add captions and render an MP4 you can preview and download. Then publish it to TikTok, YouTube, Instagram, Facebook, Twitter/X or LinkedIn from the Post Scheduler.',
    avatar:
      'In Avatar Builder you create an avatar from a single photo (square, 512×512 or larger works best), choose a style — realistic, cartoon, anime, professional or casual — and one of six voices (natural, professional or energetic, male or female). Set one as default and it presents your videos.',
    payment:
      'Subscriptions are paid by card in the secure form on Billing & Plans, billed monthly in USD; signing up is free and needs no card. The DIAMOND tier adds multi-currency payouts (USD, EUR, NGN, XOF and crypto) for your own sales.',
    support:
      "I'm here around the clock — just type your question. Video Studio makes videos, Avatar Builder makes presenters, Post Scheduler publishes, and Billing & Plans handles your subscription. The Terms, Privacy Policy and AML Policy are linked at the bottom of the page.",
    language:
      'I answer in 10+ languages: English, Español, Français, Deutsch, Português, Italiano, 中文, 日本語, 한국어, العربية, हिन्दी and Русский — just write in yours. Avatars can narrate in 100+ languages.',
    plr: `DIAMOND includes PLR (private label rights) white-label rights for personal use only: you can brand the videos you make as your own, but not resell Reelforge itself. The Reelforge attribution is removed automatically after ${PLR_ATTRIBUTION_DAYS} days.`,
    generic:
      "I'm not sure I got that. I can help with plans and prices, creating videos, avatars and voices, payments, languages and PLR rights — what would you like to know?",
  },
};
