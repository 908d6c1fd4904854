import type { HelpLang } from '../src/help/index.ts';

/** "My scheduled TikTok post failed with ENOTFOUND, what do I do?" as a creator would type it. */
export const FAILED_POST_QUESTIONS: Record<HelpLang, string> = {
  en: 'My scheduled TikTok post failed with ENOTFOUND, what do I do?',
  es: 'Mi publicación programada de TikTok falló con ENOTFOUND, ¿qué hago?',
  zh: '我定时发布的 TikTok 帖子因为 ENOTFOUND 失败了，我该怎么办？',
  fr: "Ma publication TikTok programmée a échoué avec ENOTFOUND, qu'est-ce que je fais ?",
  de: 'Mein geplanter TikTok-Post ist mit ENOTFOUND fehlgeschlagen, was soll ich tun?',
  pt: 'Minha publicação agendada do TikTok falhou com ENOTFOUND, o que eu faço?',
  hi: 'मेरी शेड्यूल की गई TikTok पोस्ट ENOTFOUND के साथ विफल हो गई, मैं क्या करूँ?',
  ar: 'فشل منشوري المجدول على TikTok بسبب ENOTFOUND، ماذا أفعل؟',
  ja: '予約した TikTok の投稿が ENOTFOUND で失敗しました。どうすればいいですか？',
  ru: 'Мой запланированный пост в TikTok не опубликовался с ошибкой ENOTFOUND, что делать?',
};
