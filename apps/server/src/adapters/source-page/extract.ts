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
  const title = (found.title ?? '').replace(/\s+/g, ' ').trim() || new URL(url).host;
  const language = (found.lang ?? lang ?? '').toLowerCase().split(/[-_]/)[0] || undefined;
  return { title, text, ...(language ? { language } : {}), ...(found.siteName ? { siteName: found.siteName.trim() } : {}) };
}
