import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, createResearch, matchScore, ResearchError } from '../src/adapters/research/wikipedia.ts';
import { closedPort } from './fakes/closed-port.ts';
import { KLIPPENAU, SKERROW_ISLANDS, VARNHOLM, startMediaWikiFake, type MediaWikiFake } from './fakes/mediawiki.ts';

// The research adapter against the MediaWiki fake: what it asks, what it picks, how it fails.

async function failure(p: Promise<unknown>): Promise<ResearchError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ResearchError) return err;
    throw err;
  }
  throw new Error('expected the lookup to fail');
}

describe('the Wikipedia research adapter', () => {
  let wiki: MediaWikiFake;
  beforeAll(async () => {
    wiki = await startMediaWikiFake([VARNHOLM, SKERROW_ISLANDS, KLIPPENAU]);
  });
  afterAll(() => wiki.stop());
  const research = (timeoutMs = 2000) => createResearch({ WIKIPEDIA_URL: wiki.template, RESEARCH_TIMEOUT_MS: timeoutMs });

  it('fills {lang} with the base language and is off when the URL is empty', async () => {
    expect(apiUrl('https://{lang}.wikipedia.org/w/api.php', 'de-AT')).toBe('https://de.wikipedia.org/w/api.php');
    expect(research().host('pt-BR')).toBe(new URL(wiki.url).host);
    const off = createResearch({ WIKIPEDIA_URL: '', RESEARCH_TIMEOUT_MS: 1000 });
    expect(off.enabled).toBe(false);
    expect(await off.lookUp('Varnholm', { language: 'en' })).toEqual([]);
  });

  it('picks the article that names the topic, with its whole text, canonical URL and English title', async () => {
    wiki.requests.length = 0;
    const [best, ...rest] = await research().lookUp('5 surprising facts about Varnholm', { language: 'en' });
    expect(rest).toEqual([]); // the list of islands mentions Varnholm but is not about it
    expect(best).toMatchObject({ title: 'Varnholm', url: wiki.articleUrl('en', 'Varnholm'), language: 'en', englishTitle: 'Varnholm', license: 'CC BY-SA 4.0' });
    expect(best?.text).toContain('== Nature ==');
    expect(wiki.requests[0]?.params.srsearch).toBe('varnholm');
  });

  it('reads the German wiki for de-AT and takes the English title from the language links', async () => {
    wiki.requests.length = 0;
    const [mine] = await research().lookUp('Salzbergwerk Klippenau', { language: 'de-AT' });
    expect(mine).toMatchObject({ title: 'Salzbergwerk Klippenau', language: 'de', englishTitle: 'Klippenau Salt Mine' });
    expect(wiki.languagesAsked).toEqual(['de', 'de']);
  });

  it('searches again with the longest words when the whole topic finds nothing', async () => {
    wiki.requests.length = 0;
    const found = await research().lookUp('Varnholm lighthouse keepers weekend', { language: 'en' });
    expect(wiki.requests.map((r) => r.params.srsearch).slice(0, 2)).toEqual(['varnholm lighthouse keepers weekend', 'lighthouse varnholm']);
    expect(found[0]?.title).toBe('Varnholm');
  });

  it('finds nothing for a topic no article names', async () => {
    expect(await research().lookUp('How to fold a fitted sheet', { language: 'en' })).toEqual([]);
    expect(matchScore(['octopus'], { title: 'Varnholm', snippet: 'an island' })).toBe(0);
  });

  it('fails in words: an API error, a timeout, an unreachable host, an aborted request', async () => {
    wiki.fail('api', { status: 200, body: { error: { code: 'maxlag', info: 'Waiting for a database server' } } });
    const refused = await failure(research().lookUp('Varnholm', { language: 'en' }));
    expect(refused).toMatchObject({ code: 'research_failed', message: `Wikipedia at ${new URL(wiki.url).host} refused the lookup (Waiting for a database server).` });

    wiki.fail('api', { hang: true });
    const slow = await failure(research(200).lookUp('Varnholm', { language: 'en' }));
    expect(slow).toMatchObject({ code: 'research_timeout', message: `Wikipedia at ${new URL(wiki.url).host} did not answer within 0.2 s.` });

    const down = createResearch({ WIKIPEDIA_URL: `${await closedPort()}/{lang}/w/api.php`, RESEARCH_TIMEOUT_MS: 2000 });
    expect(await failure(down.lookUp('Varnholm', { language: 'en' }))).toMatchObject({ code: 'research_unreachable' });

    const stop = new AbortController();
    stop.abort();
    expect(await failure(research().lookUp('Varnholm', { language: 'en', signal: stop.signal }))).toMatchObject({
      code: 'research_failed',
      message: `The lookup at ${new URL(wiki.url).host} was stopped before Wikipedia answered.`,
    });
    expect(wiki.errors).toEqual([]);
  });
});
