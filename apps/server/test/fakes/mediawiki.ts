import { FakeServer, json, type FakeReq, type FakeRes } from './base.ts';

/** An article the fake wiki holds: its language edition, title, plain text and English interlanguage title. */
export interface FakeArticle {
  lang: string;
  title: string;
  /** Plain text as TextExtracts gives it with explaintext: paragraphs, "== Heading ==" lines. */
  text: string;
  englishTitle?: string;
}

/**
 * Wikipedia's Action API (`/{lang}/w/api.php`, one path per language edition) from in-memory
 * articles, JSON with formatversion=2 only: `list=search` (CirrusSearch-style: every word must
 * occur, title matches first, snippets with searchmatch spans) and `prop=extracts|info|langlinks`
 * (whole article unless `exintro` is present, whatever its value, as MediaWiki reads flags; whole
 * articles one page per request, as TextExtracts allows). `requests` records every call.
 */
export class MediaWikiFake extends FakeServer {
  readonly requests: { lang: string; params: Record<string, string> }[] = [];

  constructor(readonly articles: FakeArticle[]) {
    super();
    this.route('GET', /^\/([a-z]{2,3})\/w\/api\.php$/, 'api', async (req, m) => this.api(req, m[1] ?? ''));
  }

  /** WIKIPEDIA_URL for a Reelforge server reading this wiki. */
  get template(): string {
    return `${this.url}/{lang}/w/api.php`;
  }

  /** The languages the server asked, in order. */
  get languagesAsked(): string[] {
    return this.requests.map((r) => r.lang);
  }

  articleUrl(lang: string, title: string): string {
    return `${this.url}/${lang}/wiki/${encodeURIComponent(title.replaceAll(' ', '_'))}`;
  }

  private async api(req: FakeReq, lang: string): Promise<FakeRes> {
    const p = req.query;
    this.requests.push({ lang, params: Object.fromEntries(p) });
    if (p.get('format') !== 'json') return { status: 200, headers: { 'content-type': 'text/html' }, body: '<html>API help</html>' };
    if (p.get('formatversion') !== '2') return json(200, apiError('badvalue', 'This fake speaks formatversion=2 only.'));
    if (p.get('action') !== 'query') return json(200, apiError('badvalue', `Unrecognized value for parameter "action": ${p.get('action')}.`));
    if (p.get('list') === 'search') return json(200, this.search(lang, p.get('srsearch') ?? '', Number(p.get('srlimit') ?? 10)));
    if (p.get('prop')) return json(200, this.pages(lang, p));
    return json(200, { batchcomplete: true });
  }

  private search(lang: string, query: string, limit: number) {
    if (!query.trim()) return apiError('nosrsearch', 'The "srsearch" parameter must be set.');
    const words = tokens(query);
    const found = this.articles
      .filter((a) => a.lang === lang)
      .filter((a) => {
        const have = tokens(`${a.title} ${a.text}`);
        return words.every((w) => have.some((h) => stem(h) === stem(w)));
      })
      .map((a) => ({ a, inTitle: words.filter((w) => tokens(a.title).some((t) => stem(t) === stem(w))).length }))
      .sort((x, y) => y.inTitle - x.inTitle);
    return {
      batchcomplete: true,
      query: {
        searchinfo: { totalhits: found.length },
        search: found.slice(0, limit).map(({ a }, i) => ({
          ns: 0,
          title: a.title,
          pageid: 1000 + this.articles.indexOf(a),
          size: a.text.length,
          wordcount: a.text.split(/\s+/).length,
          snippet: snippet(a.text, words),
          timestamp: '2026-01-0' + ((i % 9) + 1) + 'T12:00:00Z',
        })),
      },
    };
  }

  private pages(lang: string, p: URLSearchParams) {
    const props = (p.get('prop') ?? '').split('|');
    const titles = (p.get('titles') ?? '').split('|').filter(Boolean);
    const intro = p.has('exintro');
    const warnings: Record<string, unknown> = {};
    if (props.includes('extracts') && !intro && titles.length > 1) {
      warnings.extracts = { warnings: '"exlimit" was too large for a whole article extracts request, lowered to 1.' };
    }
    const pages = titles.map((title, i) => {
      const a = this.articles.find((x) => x.lang === lang && x.title.toLowerCase() === title.replaceAll('_', ' ').toLowerCase());
      if (!a) return { ns: 0, title, missing: true };
      const page: Record<string, unknown> = { pageid: 1000 + this.articles.indexOf(a), ns: 0, title: a.title };
      if (props.includes('extracts') && (intro || i === 0)) {
        const text = intro ? (a.text.split(/\n+==/)[0] ?? '') : a.text;
        page.extract = p.has('explaintext') ? text : `<p>${text}</p>`;
      }
      if (props.includes('info')) {
        Object.assign(page, { contentmodel: 'wikitext', pagelanguage: lang, touched: '2026-01-01T00:00:00Z', length: a.text.length });
        if ((p.get('inprop') ?? '').split('|').includes('url')) {
          const url = this.articleUrl(lang, a.title);
          Object.assign(page, { fullurl: url, editurl: `${url}?action=edit`, canonicalurl: url });
        }
      }
      if (props.includes('langlinks')) {
        const want = p.get('lllang');
        const links = a.englishTitle ? [{ lang: 'en', title: a.englishTitle }] : [];
        const chosen = want ? links.filter((l) => l.lang === want) : links;
        if (chosen.length) page.langlinks = chosen;
      }
      return page;
    });
    return { batchcomplete: true, ...(Object.keys(warnings).length ? { warnings } : {}), query: { pages } };
  }
}

const apiError = (code: string, info: string) => ({ error: { code, info, docref: 'See /w/api.php for API usage.' } });

const tokens = (s: string) => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
/** Plural and case endings off, enough for the fake's matching ("islands" finds "island"). */
const stem = (w: string) => (w.length > 4 ? w.replace(/(es|s|en|n|e)$/u, '') : w);

function snippet(text: string, words: string[]): string {
  const flat = text.replace(/\n+/g, ' ').replace(/==[^=]+==/g, ' ');
  const start = Math.max(0, flat.toLowerCase().indexOf(words[0] ?? '') - 40);
  let out = flat.slice(start, start + 160);
  for (const w of words) out = out.replace(new RegExp(`(${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'giu'), '<span class="searchmatch">$1</span>');
  return out;
}

/** An invented island, so no model or writer could know its facts without reading them here. */
export const VARNHOLM: FakeArticle = {
  lang: 'en',
  title: 'Varnholm',
  englishTitle: 'Varnholm',
  text: [
    'Varnholm (Estravan: Varnholmen) is a small island in the Skerrow Sea, about 42 kilometres off the coast of Estrava. ' +
      'It has an area of 17.3 square kilometres and a population of 1,284 as of the 2021 census.[1] ' +
      "The island's only town, Kettlehaven, lies on its sheltered eastern bay.",
    '',
    '== History ==',
    'The first permanent settlers arrived in 1412, led by the fisherman Aldric Moss. ' +
      'In 1687 a storm known as the Great Gale destroyed 63 houses, and half of the population left the island.[2] ' +
      'The Varnholm Lighthouse was completed in 1871 by the engineer Helena Brask; at 38 metres it is still the tallest building on the island. ' +
      'Because the herring shoals moved north in the 1950s, the fishing fleet shrank from 140 boats to 12 boats by 1969.',
    '',
    '== Economy ==',
    'Today tourism employs about 40 percent of the islanders. ' +
      'The Varnholm Wool Cooperative, founded in 1923, exports knitted sweaters to 14 countries. ' +
      'A ferry connects Kettlehaven with the mainland port of Brevik twice a day, and the crossing takes 95 minutes.',
    '',
    '== Nature ==',
    'The cliffs on the western shore hold a colony of around 9,000 puffins. ' +
      'This makes it one of the largest puffin colonies in the region.[3] ' +
      'See also the list of islands in the Skerrow Sea.',
  ].join('\n'),
};

/** A second island in the same sea: a search for the sea finds both. */
export const SKERROW_ISLANDS: FakeArticle = {
  lang: 'en',
  title: 'List of islands in the Skerrow Sea',
  text: 'This is a list of islands in the Skerrow Sea. The largest is Tolmarra; Varnholm is the most populous of the small islands.',
};

/** An invented German salt mine with its English interlanguage title. */
export const KLIPPENAU: FakeArticle = {
  lang: 'de',
  title: 'Salzbergwerk Klippenau',
  englishTitle: 'Klippenau Salt Mine',
  text: [
    'Das Salzbergwerk Klippenau (auch Grube Albers genannt) ist ein ehemaliges Bergwerk bei der Kleinstadt Klippenau in Niedersachsen. ' +
      'Es wurde am 3. Mai 1874 von dem Unternehmer Friedrich Albers eröffnet. ' +
      'In seinen besten Jahren förderten 460 Bergleute bis zu 120.000 Tonnen Salz pro Jahr.[1]',
    '',
    '== Geschichte ==',
    'Nach einem Wassereinbruch im Jahr 1931 musste die tiefste Sohle in 540 Metern Tiefe aufgegeben werden. ' +
      'Weil der Salzpreis in den 1960er Jahren stark fiel, wurde das Bergwerk 1968 geschlossen. ' +
      'Seit 1992 betreibt der Verein Glück auf Klippenau e. V. dort ein Besucherbergwerk.',
    '',
    '== Museum ==',
    'Jährlich besuchen rund 35.000 Menschen das Museum. ' +
      'Die Führung dauert 90 Minuten und führt durch 2,4 Kilometer Stollen. ' +
      'Dies gilt als Höhepunkt eines Besuchs.',
  ].join('\n'),
};

export const startMediaWikiFake = (articles: FakeArticle[] = [VARNHOLM, SKERROW_ISLANDS, KLIPPENAU]) => new MediaWikiFake(articles).start();
