import { FakeServer, type FakeRes } from './base.ts';

/**
 * A news site serving one article on an invented subject (no writer could know its facts), wrapped
 * the way real pages are: navigation, a cookie banner, a newsletter box, related links and a footer.
 * Routes: the article, a redirect to it, a redirect to any `to=` address, a PDF, a page too big to
 * read, and a page with no article in it.
 */
export class ArticleSiteFake extends FakeServer {
  constructor() {
    super();
    this.route('GET', /^\/news\/quillmore-observatory$/, 'article', async () => html(ARTICLE_PAGE));
    this.route('GET', /^\/de\/selvach$/, 'german', async () => ({
      status: 200,
      headers: { 'content-type': 'text/html; charset=iso-8859-1' },
      body: Buffer.from(GERMAN_PAGE, 'latin1'),
    }));
    this.route('GET', /^\/r\/quillmore$/, 'redirect', async () => ({ status: 302, headers: { location: '/news/quillmore-observatory' } }));
    this.route('GET', /^\/r\/to$/, 'redirect-to', async (req) => ({ status: 301, headers: { location: req.query.get('to') ?? '/' } }));
    this.route('GET', /^\/r\/loop$/, 'loop', async () => ({ status: 302, headers: { location: '/r/loop' } }));
    this.route('GET', /^\/files\/report\.pdf$/, 'pdf', async () => ({
      status: 200,
      headers: { 'content-type': 'application/pdf' },
      body: Buffer.from('%PDF-1.7 not a web page'),
    }));
    this.route('GET', /^\/huge$/, 'huge', async () => html(`<html><body><article>${'<p>Filler words for a page far too big. </p>'.repeat(80_000)}</article></body></html>`));
    this.route('GET', /^\/empty$/, 'empty', async () => html('<html><head><title>Sign in</title></head><body><nav><a href="/">Home</a></nav><form><input name="q"></form></body></html>'));
  }

  get articleUrl(): string {
    return `${this.url}/news/quillmore-observatory`;
  }
}

const html = (body: string): FakeRes => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body });

/** Words only the wrapping carries: none may reach a script. */
export const BOILERPLATE_WORDS = ['cookie', 'newsletter', 'subscribe', 'inbox', 'privacy', 'sign in', 'advertise', 'trending', 'all rights reserved'];

/** The article's facts, numbers and names exactly as the page gives them. */
export const QUILLMORE_FACTS = [
  '1911', 'Edda Vantrell', '1,870 metres', 'Mount Ardel', '2.4 metres', '1934', 'Comet Vantrell', '312 nights',
  '1968', '41,000 visitors', '2023', '6 telescopes', 'Brannock',
];

const ARTICLE_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>The Quillmore Observatory turns 115 | Brannock Valley Courier</title>
  <meta property="og:site_name" content="Brannock Valley Courier">
</head>
<body>
  <div class="cookie-banner" id="cookie-consent">
    <p>We use cookies to improve your experience and to show you personalised ads. By clicking Accept all cookies you agree to our privacy policy.</p>
    <button>Accept all cookies</button> <button>Manage cookie settings</button>
  </div>
  <header class="site-header">
    <nav class="main-nav">
      <ul>
        <li><a href="/">Home</a></li><li><a href="/news">News</a></li><li><a href="/sport">Sport</a></li>
        <li><a href="/weather">Weather</a></li><li><a href="/advertise">Advertise with us</a></li><li><a href="/login">Sign in</a></li>
      </ul>
    </nav>
  </header>
  <main>
    <article class="story">
      <h1>The Quillmore Observatory turns 115</h1>
      <p class="byline">By Tamsin Orrey, science desk</p>
      <p>The Quillmore Observatory was built in 1911 on Mount Ardel, at 1,870 metres above the Brannock Valley, by the astronomer Edda Vantrell.</p>
      <p>Its main telescope has a mirror 2.4 metres wide, which was the largest in the region until 1958.</p>
      <p>In 1934 Edda Vantrell discovered Comet Vantrell from the observatory after watching the same patch of sky for 312 nights.</p>
      <h2>Closed, then reborn</h2>
      <p>The observatory closed in 1968 because the lights of the growing town of Brannock made the sky too bright for research.</p>
      <p>Volunteers reopened it as a public observatory in 1994, and it now runs 6 telescopes for visitors.</p>
      <p>In 2023 the Quillmore Observatory welcomed 41,000 visitors, most of them school classes from the valley.</p>
      <p>The road to the summit climbs 14 hairpin bends, and the last bus leaves Brannock at 19:40 on clear nights.</p>
    </article>
    <aside class="newsletter-signup">
      <h3>Get the Courier newsletter</h3>
      <p>Subscribe to our newsletter and get the best stories in your inbox every morning. Unsubscribe at any time.</p>
      <form><input type="email" placeholder="Your email"><button>Subscribe</button></form>
    </aside>
    <aside class="trending">
      <h3>Trending now</h3>
      <ul><li><a href="/a1">Ten cheap holidays you can still book</a></li><li><a href="/a2">Council votes on new parking fees</a></li></ul>
    </aside>
  </main>
  <footer class="site-footer">
    <p>© 2026 Brannock Valley Courier. All rights reserved. <a href="/privacy">Privacy</a> · <a href="/cookies">Cookie policy</a> · <a href="/advertise">Advertise</a></p>
  </footer>
</body>
</html>`;

/** A German page in ISO-8859-1 (umlauts as single bytes), on an invented well. */
export const SELVACH_FACTS = ['1638', 'Hedda Krönlein', '43 Meter', '1811', 'Grünwald', '2.600 Liter'];

const GERMAN_PAGE = `<!doctype html>
<html lang="de"><head><meta charset="iso-8859-1"><title>Der Brunnen von Selvach | Grünwalder Bote</title></head>
<body>
  <nav><a href="/">Startseite</a> <a href="/abo">Abo</a> <a href="/login">Anmelden</a></nav>
  <div class="cookie-hinweis">Wir verwenden Cookies. Mit Klick auf Zustimmen akzeptieren Sie unsere Datenschutzerklärung.</div>
  <article>
    <h1>Der Brunnen von Selvach</h1>
    <p>Der Brunnen von Selvach wurde im Jahr 1638 von der Müllerin Hedda Krönlein gegraben und ist 43 Meter tief.</p>
    <p>Im Jahr 1811 versorgte der Brunnen das ganze Dorf Grünwald, als der Fluss im Sommer austrocknete.</p>
    <p>Noch heute liefert der Brunnen an heißen Tagen 2.600 Liter Wasser, das für die Gärten des Dorfes verwendet wird.</p>
    <p>Die Gemeinde Grünwald ließ die Pumpe im Jahr 1954 erneuern, weil die alte Holzpumpe zerfallen war.</p>
  </article>
  <aside class="newsletter">Jetzt den Newsletter abonnieren und nichts mehr verpassen!</aside>
</body></html>`;

export async function startArticleSite(): Promise<ArticleSiteFake> {
  return new ArticleSiteFake().start();
}
