import { describe, expect, it } from 'vitest';
import { HELP_CORPORA, HELP_TOPICS } from '../src/help/corpora.ts';
import { formatUsd, PLANS } from '../src/pricing.ts';
import { detectHelpLanguage, FAILURE_KINDS, HELP_LANGS, matchHelp, topicAnswer } from '../src/help/index.ts';
import { FAILED_POST_QUESTIONS } from './help-questions.ts';


describe('help corpus', () => {
  it.each(HELP_LANGS)('%s has every topic, with keywords and an answer whose facts all fill', (lang) => {
    const corpus = HELP_CORPORA[lang];
    expect(corpus.lang).toBe(lang);
    expect(Object.keys(corpus.topics)).toEqual(HELP_TOPICS.map((t) => t.id));
    for (const [id, topic] of Object.entries(corpus.topics)) {
      expect(topic.keywords.length, id).toBeGreaterThan(0);
      expect(topic.title.trim(), id).not.toBe('');
      expect(topicAnswer(corpus, id), id).not.toMatch(/\{\w+\}/);
    }
    expect(Object.keys(corpus.state.reasons).sort()).toEqual([...FAILURE_KINDS].sort());
    expect(corpus.state.failedPost).toContain('{title}');
    expect(corpus.state.failedPost).toContain('{reason}');
    expect(corpus.state.render).toContain('{percent}');
  });

  it('quotes the one price table: the plans sold, Free and Premium, never the unsold tiers', () => {
    expect(topicAnswer(HELP_CORPORA.en, 'pricing')).toContain(
      `Free (${formatUsd(PLANS.free.priceUsd)}: 10 videos a month, TikTok only) and Premium (${formatUsd(PLANS.premium.priceUsd)}/month`,
    );
    for (const lang of HELP_LANGS) {
      for (const id of Object.keys(HELP_CORPORA[lang].topics)) {
        expect(topicAnswer(HELP_CORPORA[lang], id), `${lang} ${id}`).not.toMatch(/SILVER|GOLD|PLATINUM|DIAMOND/);
      }
      expect(topicAnswer(HELP_CORPORA[lang], 'pricing'), lang).toContain(formatUsd(PLANS.premium.priceUsd));
    }
    expect(topicAnswer(HELP_CORPORA.de, 'quota')).toContain('10 KI-Videos');
  });

  it.each(HELP_LANGS)('a failed-post question in %s is detected in its language and matches publish-failed', (lang) => {
    const text = FAILED_POST_QUESTIONS[lang];
    expect(detectHelpLanguage(text)).toBe(lang);
    const m = matchHelp(text, lang, HELP_CORPORA[lang], HELP_CORPORA.en);
    expect(m.topic).toBe('publish-failed');
  });

  it('finds other topics and falls back when nothing matches', () => {
    const en = HELP_CORPORA.en;
    expect(matchHelp('how do I reconnect my expired youtube token', 'en', en, en).topic).toBe('connections');
    expect(matchHelp('where do I get a bluesky app password to connect', 'en', en, en).topic).toBe('connections');
    expect(matchHelp('my render is stuck at 60 percent', 'en', en, en).topic).toBe('render');
    expect(matchHelp('¿cuánto cuesta premium?', 'es', HELP_CORPORA.es, en).topic).toBe('pricing');
    expect(matchHelp('zxqv', 'en', en, en).topic).toBeNull();
    expect(topicAnswer(en, null)).toBe(en.fallback);
  });
});
