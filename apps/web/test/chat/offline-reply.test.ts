import { describe, expect, it } from 'vitest';
import { offlineReply } from '@/features/chat/lib/offline-reply';

// Signed out, PaulinaAI answers from the help corpus shipped with the app, in the visitor's language.

describe('PaulinaAI offline replies', () => {
  it.each([
    ['How much does Premium cost?', 'en', 'pricing'],
    ['Can I change the voice of my avatar?', 'en', 'voice'],
    ['My payment failed because my card was refused', 'en', 'payment'],
    ['¿Cuánto cuesta el plan?', 'es', 'pricing'],
    ['Was kostet das Abo?', 'de', 'pricing'],
    ['Quanto custa o plano?', 'pt', 'pricing'],
    ['Comment créer une vidéo ?', 'fr', 'create-video'],
    ['价格是多少', 'zh', 'pricing'],
    ['What are PLR rights?', 'en', 'plr'],
    ['Which languages do you speak?', 'en', 'languages'],
    ['My scheduled TikTok post failed with ENOTFOUND, what do I do?', 'en', 'publish-failed'],
    ['予約した投稿が失敗しました', 'ja', 'publish-failed'],
  ])('%s -> %s %s', async (text, lang, topic) => {
    expect(await offlineReply(text)).toMatchObject({ lang, topic });
  });

  it('explains a failed post instead of how to make a video', async () => {
    const reply = await offlineReply('My scheduled TikTok post failed with ENOTFOUND, what do I do?');
    expect(reply.content).toContain('ENOTFOUND');
    expect(reply.content).toContain('Retry');
  });

  it('quotes the prices from the one price table, in the language asked', async () => {
    const es = (await offlineReply('¿Cuánto cuesta el plan?')).content;
    expect(es).toContain('Reelforge vende dos planes');
    expect(es).toContain('Premium ($49.99/mes');
    const en = (await offlineReply('How much is it?')).content;
    expect(en).toContain('Free ($0.00: 10 videos a month, TikTok only) and Premium ($49.99/month');
    expect(en).not.toMatch(/SILVER|GOLD|PLATINUM|DIAMOND/);
  });

  it('anything else gets the fallback', async () => {
    expect(await offlineReply('The weather is nice today')).toMatchObject({ lang: 'en', topic: null });
  });
});
