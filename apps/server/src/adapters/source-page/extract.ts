// The main article of a page, found by Mozilla's Readability (what Firefox's Reader View uses) over
// a DOM from linkedom: navigation, banners, newsletter boxes and footers are what it leaves out.
// The article's own blocks are then read from the DOM as paragraphs, headings marked "== h ==".
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

export interface PageArticle {
  title: string;
  /** Paragraphs one per line, headings as "== Heading ==" lines (as research's articles come). */
  text: string;
  /** The page's declared language ("en"), when it declares one. */
  language?: string;
  /** The site's own name, when the page gives it. */
  siteName?: string;
}

/** Fewer characters than this in the article is not an article (a sign-in page, a search form). */
const MIN_ARTICLE_CHARS = 200;
const BLOCKS = 'h2, h3, h4, p, li, blockquote, pre';

/**
 * Boxes no article is made of, removed before Readability scores the page: on a short page it can
 * take the whole body for the article, cookie banner and newsletter box included.
 */
const NOT_ARTICLE = 'nav, aside, footer, form, dialog, [role="navigation"], [role="dialog"], [role="alertdialog"], [aria-modal="true"]';
// Readability already drops what it calls unlikely (banner, social, related, sidebar...); these it keeps.
const NOT_ARTICLE_NAMES = /cookie|consent|gdpr|newsletter|subscri|signup|sign-up|paywall|popup|trending|advert/i;

interface Node {
  tagName?: string;
  id?: string;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): ArrayLike<unknown>;
  remove(): void;
}
interface Root {
  querySelectorAll(selector: string): Iterable<Node> & ArrayLike<Node>;
}

function dropBoilerplate(document: Root): void {
  for (const el of Array.from(document.querySelectorAll(NOT_ARTICLE))) el.remove();
  for (const el of Array.from(document.querySelectorAll('body *'))) {
    if (/^(?:HTML|BODY|MAIN|ARTICLE)$/i.test(el.tagName ?? '')) continue;
    // A box of several paragraphs is text, whatever its class says ("entry subscriber-content").
    if (el.querySelectorAll('article, main, p:nth-of-type(3)').length) continue;
    if (NOT_ARTICLE_NAMES.test(`${el.getAttribute('class') ?? ''} ${el.id ?? ''}`)) el.remove();
  }
}

/** What is read of an element of linkedom's DOM (the server has no DOM types). */
interface Block {
  tagName: string;
  textContent: string | null;
  querySelector(selector: string): unknown;
}

export function extractArticle(html: string, url: string): PageArticle | null {
  const { document } = parseHTML(html);
  // Readability resolves relative links against the document's address.
  const base = document.createElement('base');
  base.setAttribute('href', url);
  document.head?.appendChild(base);
  const lang = document.documentElement?.getAttribute('lang') ?? undefined;
  const docTitle = (document.title ?? '').replace(/\s+/g, ' ').trim();
  dropBoilerplate(document as unknown as Root);
  const found = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], { charThreshold: MIN_ARTICLE_CHARS }).parse();
  if (!found?.content || (found.textContent ?? '').trim().length < MIN_ARTICLE_CHARS) return null;

  const { document: article } = parseHTML(`<!doctype html><html><body>${found.content}</body></html>`);
  const lines: string[] = [];
  for (const el of Array.from(article.querySelectorAll(BLOCKS)) as Block[]) {
    // A list item that holds paragraphs is read through them.
    if (el.querySelector(BLOCKS)) continue;
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text) continue;
    lines.push(/^H\d$/i.test(el.tagName) ? `== ${text} ==` : text);
  }
  const text = lines.join('\n');
  if (text.length < MIN_ARTICLE_CHARS) return null;
  // "Headline | Site": the headline is the title; the site's name, when the page gives no other.
  const named = splitTitle((found.title ?? '').replace(/\s+/g, ' ').trim());
  const title = named.headline || new URL(url).host;
  const siteName = found.siteName?.trim() || named.site || (splitTitle(docTitle).headline === title ? splitTitle(docTitle).site : undefined);
  const language = (found.lang ?? lang ?? '').toLowerCase().split(/[-_]/)[0] || undefined;
  return { title, text, ...(language ? { language } : {}), ...(siteName ? { siteName } : {}) };
}

/** "Headline | Site" (or " - ", " – ", " — ", " · ", the last one): the headline and the site's name. */
function splitTitle(title: string): { headline: string; site?: string } {
  const m = /^(.{8,})\s+[|–—·-]\s+([^|–—·]{2,60})$/u.exec(title);
  return m ? { headline: m[1]!.trim(), site: m[2]!.trim() } : { headline: title };
}
