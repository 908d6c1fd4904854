// Research: looks a topic up in Wikipedia (any MediaWiki) through the Action API, JSON with
// formatversion=2: a full-text search, then the chosen article's plain text with its canonical
// URL and English title. Every failure is a ResearchError; the writers go on without research.
import { sameWord, topicTerms } from '@reelforge/script-writer';
import type { Config } from '../../config.ts';

export type ResearchErrorCode = 'research_timeout' | 'research_unreachable' | 'research_failed';

/** Research did not answer usefully: timed out, unreachable, or an answer that is not the API's. */
export class ResearchError extends Error {
  constructor(
    message: string,
    readonly code: ResearchErrorCode,
  ) {
    super(message);
    this.name = 'ResearchError';
  }
}

/** One article, as the writers use it. */
export interface ResearchArticle {
  title: string;
  /** The canonical URL (prop=info&inprop=url). */
  url: string;
  /** The wiki's language, e.g. "de". */
  language: string;
  /** The English interlanguage title (prop=langlinks&lllang=en); the title itself on an English wiki. */
  englishTitle?: string;
  /** The whole article as plain text (section headings as "== Heading =="). */
  text: string;
  /** Wikipedia's text licence; the script's description cites it. */
  license: 'CC BY-SA 4.0';
}

export interface ResearchLookup {
  /** The video's language ("de-AT" searches the "de" wiki). */
  language: string;
  signal?: AbortSignal;
}

export interface Research {
  /** false when WIKIPEDIA_URL is empty. */
  readonly enabled: boolean;
  /** The API the lookup asks for this language (for notices and logs): host only. */
  host(language: string): string;
  /** The best-matching articles, best first; [] when nothing matches the topic. */
  lookUp(topic: string, opts: ResearchLookup): Promise<ResearchArticle[]>;
}

export type ResearchConfig = Pick<Config, 'WIKIPEDIA_URL' | 'RESEARCH_TIMEOUT_MS'>;

/** Articles read per lookup: the best match, and the runner-up when it matches as well. */
const MAX_ARTICLES = 2;
const SEARCH_LIMIT = 8;
const USER_AGENT = 'Reelforge/0.1 (script research; https://github.com/reelforge)';

const wordsOf = (s: string) => s.toLowerCase().normalize('NFC').split(/[^\p{L}\p{N}]+/u).filter(Boolean);

interface SearchHit {
  title: string;
  snippet: string;
  index: number;
}

/** How well a search hit names the topic: the topic's words in its title first, then in its snippet. */
export function matchScore(terms: string[], hit: Pick<SearchHit, 'title' | 'snippet'>, index = 0): number {
  if (terms.length === 0) return 0;
  const title = wordsOf(hit.title.replace(/\s*\([^)]*\)\s*/g, ' '));
  const snippet = wordsOf(hit.snippet.replace(/<[^>]*>/g, ' '));
  const inTitle = terms.filter((t) => title.some((w) => sameWord(w, t))).length;
  const inSnippet = terms.filter((t) => snippet.some((w) => sameWord(w, t))).length;
  // Title words the topic does not mention make a hit less likely to be the topic itself.
  const extraTitle = title.filter((w) => !terms.some((t) => sameWord(w, t))).length;
  const score = (3 * inTitle) / terms.length + inSnippet / terms.length - 0.15 * extraTitle - 0.05 * index;
  return inTitle === 0 && inSnippet < Math.ceil(terms.length / 2) ? 0 : Math.max(0, score);
}

/** https://{lang}.wikipedia.org/w/api.php -> the URL for "de-AT" (the "de" wiki). */
export function apiUrl(template: string, language: string): string {
  const base = (language.toLowerCase().split('-')[0] ?? 'en').replace(/[^a-z]/g, '') || 'en';
  return template.replaceAll('{lang}', base);
}

const secondsText = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

export function createResearch(config: ResearchConfig): Research {
  const template = config.WIKIPEDIA_URL;
  const timeoutMs = config.RESEARCH_TIMEOUT_MS;

  /** A timeout, or the caller gave up (the server is stopping). */
  function stopped(host: string, signal: AbortSignal): ResearchError {
    const timedOut = signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError';
    return timedOut
      ? new ResearchError(`Wikipedia at ${host} did not answer within ${secondsText(timeoutMs)}.`, 'research_timeout')
      : new ResearchError(`The lookup at ${host} was stopped before Wikipedia answered.`, 'research_failed');
  }

  async function get(url: string, params: Record<string, string>, signal: AbortSignal): Promise<unknown> {
    const u = new URL(url);
    for (const [k, v] of Object.entries({ ...params, format: 'json', formatversion: '2', utf8: '1' })) u.searchParams.set(k, v);
    let res: Response;
    try {
      res = await fetch(u, { headers: { accept: 'application/json', 'user-agent': USER_AGENT }, signal });
    } catch (err) {
      if (signal.aborted) throw stopped(u.host, signal);
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      const reason = (cause as { code?: string }).code ?? (cause instanceof Error ? cause.message : String(cause));
      throw new ResearchError(`Could not reach Wikipedia at ${u.host} (${reason}).`, 'research_unreachable');
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      if (signal.aborted) throw stopped(u.host, signal);
      throw new ResearchError(`Wikipedia at ${u.host} answered ${res.status} with something that is not JSON.`, 'research_failed');
    }
    const apiError = (body as { error?: { code?: string; info?: string } } | null)?.error;
    if (!res.ok || apiError) {
      const why = apiError?.info ?? apiError?.code ?? `HTTP ${res.status}`;
      throw new ResearchError(`Wikipedia at ${u.host} refused the lookup (${why}).`, 'research_failed');
    }
    return body;
  }

  async function search(url: string, query: string, signal: AbortSignal): Promise<SearchHit[]> {
    const body = (await get(url, { action: 'query', list: 'search', srsearch: query, srlimit: String(SEARCH_LIMIT), srprop: 'snippet' }, signal)) as {
      query?: { search?: { title?: unknown; snippet?: unknown }[] };
    };
    const hits = body.query?.search;
    if (!Array.isArray(hits)) throw new ResearchError('Wikipedia answered a search without results list.', 'research_failed');
    return hits
      .filter((h) => typeof h.title === 'string')
      .map((h, index) => ({ title: h.title as string, snippet: typeof h.snippet === 'string' ? h.snippet : '', index }));
  }

  /** One article's whole plain text: TextExtracts gives whole articles one page per request. */
  async function article(url: string, title: string, language: string, signal: AbortSignal): Promise<ResearchArticle | null> {
    const body = (await get(
      url,
      {
        action: 'query',
        prop: 'extracts|info|langlinks',
        titles: title,
        redirects: '1',
        // Whole article: exintro is a flag (any value, "0" included, means intro only), so it is left out.
        explaintext: '1',
        exsectionformat: 'wiki',
        inprop: 'url',
        lllang: 'en',
      },
      signal,
    )) as {
      query?: { pages?: { title?: unknown; missing?: boolean; extract?: unknown; canonicalurl?: unknown; fullurl?: unknown; langlinks?: { lang?: string; title?: string }[] }[] };
    };
    const page = body.query?.pages?.find((p) => !p.missing && typeof p.extract === 'string');
    if (!page || typeof page.title !== 'string') return null;
    const text = String(page.extract).trim();
    if (!text) return null;
    const link = typeof page.canonicalurl === 'string' ? page.canonicalurl : typeof page.fullurl === 'string' ? page.fullurl : '';
    const english = page.langlinks?.find((l) => l.lang === 'en')?.title;
    const lang = language.toLowerCase().split('-')[0] ?? 'en';
    return {
      title: page.title,
      url: link || new URL(`/wiki/${encodeURIComponent(page.title.replaceAll(' ', '_'))}`, url).href,
      language: lang,
      ...(english ? { englishTitle: english } : lang === 'en' ? { englishTitle: page.title } : {}),
      text,
      license: 'CC BY-SA 4.0',
    };
  }

  return {
    enabled: template !== '',
    host: (language) => (template ? new URL(apiUrl(template, language)).host : ''),
    async lookUp(topic, opts) {
      if (!template) return [];
      const url = apiUrl(template, opts.language);
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
      const terms = topicTerms(topic);
      if (terms.length === 0) return [];
      let hits = await search(url, terms.join(' '), signal);
      // Every word must match in a full-text search: with none found, the longest two words alone.
      if (hits.length === 0 && terms.length > 2) {
        const key = [...terms].sort((a, b) => b.length - a.length).slice(0, 2);
        hits = await search(url, key.join(' '), signal);
      }
      const ranked = hits
        .map((h) => ({ hit: h, score: matchScore(terms, h, h.index) }))
        .filter((r) => r.score > 0)
        .sort((a, b) => b.score - a.score);
      const best = ranked[0];
      if (!best) return [];
      // The runner-up only when it names the topic nearly as well (a second article on the same subject).
      const chosen = ranked.slice(0, MAX_ARTICLES).filter((r) => r.score >= best.score * 0.8);
      const out: ResearchArticle[] = [];
      for (const r of chosen) {
        const a = await article(url, r.hit.title, opts.language, signal);
        if (a) out.push(a);
      }
      return out;
    },
  };
}
