import { describe, expect, it } from 'vitest';
import { replyTo } from '@/features/chat/replies/reply';

// Spec sections 1 and 2: canned keyword replies, no network, in the visitor's language.

describe('PaulinaAI replies', () => {
  it.each([
    ['How much does Premium cost?', 'en', 'pricing'],
    ['Can I change the voice of my avatar?', 'en', 'avatar'],
    ['My payment failed', 'en', 'payment'],
    ['¿Cuánto cuesta el plan?', 'es', 'pricing'],
    ['Was kostet das?', 'de', 'pricing'],
    ['Quanto custa o plano?', 'pt', 'pricing'],
    ['Comment créer une vidéo ?', 'fr', 'video'],
    ['价格是多少', 'zh', 'pricing'],
    ['What are PLR rights?', 'en', 'plr'],
    ['Which languages do you speak?', 'en', 'language'],
  ])('%s -> %s %s', (text, lang, topic) => {
    expect(replyTo(text)).toMatchObject({ lang, topic });
  });

  it("the plans' names point to pricing in any language, before other topics", () => {
    expect(replyTo('Hilfe zum Gold Tarif bitte').topic).toBe('pricing');
    expect(replyTo('Necesito ayuda con premium, por favor').topic).toBe('pricing');
  });

  it('quotes the prices from the one price table, in the language asked', () => {
    const es = replyTo('¿Cuánto cuesta el plan?').content;
    expect(es).toContain('Niveles para creadores');
    expect(es).toContain('SILVER $19.99');
    expect(replyTo('How much is it?').content).toContain('DIAMOND $199.99');
  });

  it('anything else gets the generic reply', () => {
    expect(replyTo('The weather is nice today')).toMatchObject({ lang: 'en', topic: 'generic' });
  });
});
