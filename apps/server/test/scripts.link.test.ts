import { scriptResponseSchema, type ScriptResponse } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractArticle, fetchPage, MAX_REDIRECTS } from '../src/adapters/source-page/index.ts';
import { isPrivateIp } from '../src/lib/private-address.ts';
import { BOILERPLATE_WORDS, QUILLMORE_FACTS, SELVACH_FACTS, startArticleSite, type ArticleSiteFake } from './fakes/article-site.ts';
import { closedPort } from './fakes/closed-port.ts';
import { startFakeOpenAi } from './fakes/llm/index.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

// Scripts from a link: a local news site serves an article on an invented observatory (no writer
// could know its facts) inside navigation, a cookie banner, a newsletter box and a footer.

const request = { duration: '30-60 seconds', platform: 'tiktok', tone: 'engaging-educational' } as const;

const generate = (env: TestEnv, cookie: string, body: Record<string, unknown>) =>
  env.app.inject({ method: 'POST', url: '/api/ai/generate-script', payload: { ...request, ...body }, headers: { cookie } });

async function write(env: TestEnv, cookie: string, body: Record<string, unknown>): Promise<ScriptResponse> {
  const res = await generate(env, cookie, body);
  expect(res.statusCode, res.body).toBe(200);
  return scriptResponseSchema.parse(res.json());
}

const stated = (text: string) => QUILLMORE_FACTS.filter((f) => text.includes(f));
const spoken = (s: ScriptResponse) => [s.title, s.script, ...s.hooks, ...s.scenes.map((x) => x.text), ...s.scenes.flatMap((x) => x.keywords)].join('\n');

describe('the article of a page', () => {
  it('is the article alone: no navigation, cookie banner, newsletter box or footer, whatever the charset', async () => {
    const site = await startArticleSite();
    try {
      const opts = { policy: { allowPrivate: true }, timeoutMs: 3000, maxBytes: 2_000_000 };
      for (const [path, facts] of [['/news/quillmore-observatory', QUILLMORE_FACTS], ['/de/selvach', SELVACH_FACTS]] as const) {
        const page = await fetchPage(`${site.url}${path}`, opts);
        const article = extractArticle(page.html, page.url);
        expect(article, path).not.toBeNull();
        expect(facts.filter((f) => article!.text.includes(f)), path).toEqual(facts);
        expect(article!.text.toLowerCase(), path).not.toMatch(/cookie|newsletter|abonnieren|subscribe|startseite|anmelden|all rights reserved|trending/);
      }
    } finally {
      await site.stop();
    }
  });
});

describe('scripts from a link, private hosts allowed (the site is on 127.0.0.1)', () => {
  let site: ArticleSiteFake;
  let env: TestEnv;
  let cookie: string;
  beforeAll(async () => {
    site = await startArticleSite();
    env = await startTestServer({ env: { SOURCE_PRIVATE_HOSTS: 'true', SOURCE_TIMEOUT_MS: '3000' } });
    cookie = (await signedInUser(env.app)).cookie;
  });
  afterAll(async () => {
    await env.close();
    await site.stop();
  });

  it("writes from the article only: its facts exact, none of the page's boilerplate, the page cited", async () => {
    const script = await write(env, cookie, { sourceUrl: site.articleUrl });
    expect(script.engine).toBe('builtin');
    expect(stated(script.script).length).toBeGreaterThanOrEqual(3);
    const words = spoken(script).toLowerCase();
    for (const w of BOILERPLATE_WORDS) expect(words, w).not.toContain(w);
    expect(script.description).toMatch(
      new RegExp(`\\n\\nSources:\\nThe Quillmore Observatory turns 115, Brannock Valley Courier, ${site.articleUrl.replace(/[.?]/g, '\\$&')}$`),
    );
    expect(script.description).not.toContain('CC BY-SA');
    expect(script.hashtags).not.toContain('#wikipedia');
    // What the headline is about, not the headline, is the subject the script names.
    expect(script.title).toMatch(/^Quillmore Observatory: \d facts$/);
    expect(script.notice).toContain('the page “The Quillmore Observatory turns 115” (Brannock Valley Courier)');
    // Each fact scene keeps the page's sentence it came from.
    const facts = script.scenes.filter((s) => s.source);
    expect(facts.length).toBeGreaterThanOrEqual(3);
    for (const s of facts) expect(s.source).not.toMatch(/cookie|newsletter/i);
    expect(site.errors).toEqual([]);
  });

  it("reads a page in its own charset and writes in the page's language", async () => {
    const script = await write(env, cookie, { sourceUrl: `${site.url}/de/selvach` });
    expect(script.language).toBe('de');
    expect(SELVACH_FACTS.filter((f) => script.script.includes(f)).length).toBeGreaterThanOrEqual(3);
    expect(script.title).toMatch(/Fakten/);
    expect(spoken(script)).not.toMatch(/Cookies|Newsletter|\uFFFD/);
    expect(script.description).toMatch(/Quellen:\nDer Brunnen von Selvach, Grünwalder Bote, http:\/\/127\.0\.0\.1:\d+\/de\/selvach$/);
  });

  it('follows a redirect to the article and cites where it landed', async () => {
    const script = await write(env, cookie, { sourceUrl: `${site.url}/r/quillmore`, topic: 'Quillmore Observatory' });
    expect(stated(script.script).length).toBeGreaterThanOrEqual(3);
    expect(script.description.endsWith(site.articleUrl)).toBe(true);
  });

  it('answers in words, never a 500, for a page that cannot be written from', async () => {
    const cases: [string, number, string, RegExp][] = [
      [`${site.url}/files/report.pdf`, 422, 'source_not_html', /leads to application\/pdf, not a web page/],
      [`${site.url}/huge`, 422, 'source_too_big', /larger than 2 MB/],
      [`${site.url}/empty`, 422, 'source_no_article', /No article was found on the page/],
      [`${site.url}/r/loop`, 422, 'source_redirects', new RegExp(`redirects more than ${MAX_REDIRECTS} times`)],
      [`${site.url}/nowhere`, 422, 'source_http', /answered 404/],
      [`${await closedPort()}/news`, 422, 'source_unreachable', /Could not reach the page at 127\.0\.0\.1:\d+ \(ECONNREFUSED\)/],
      [`${site.url}/r/to?to=${encodeURIComponent('file:///etc/passwd')}`, 422, 'source_invalid_url', /only http and https/],
    ];
    for (const [sourceUrl, status, code, message] of cases) {
      const res = await generate(env, cookie, { sourceUrl });
      expect(res.statusCode, `${sourceUrl}: ${res.body}`).toBe(status);
      expect(res.json(), sourceUrl).toMatchObject({ code, message: expect.stringMatching(message) });
    }
    const bad = await generate(env, cookie, { sourceUrl: 'ftp://example.com/x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The link must be a web address starting with http:// or https://.');
    const neither = await generate(env, cookie, {});
    expect(neither.statusCode).toBe(400);
  });
});

describe('scripts from a link, private hosts refused (the default)', () => {
  let site: ArticleSiteFake;
  let env: TestEnv;
  let cookie: string;
  beforeAll(async () => {
    site = await startArticleSite();
    env = await startTestServer();
    cookie = (await signedInUser(env.app)).cookie;
  });
  afterAll(async () => {
    await env.close();
    await site.stop();
  });

  it('refuses 127.0.0.1 and its IPv6 spellings with a 400 in words, without asking the page', async () => {
    const port = new URL(site.url).port;
    for (const sourceUrl of [site.articleUrl, `http://[::ffff:7f00:1]:${port}/news/quillmore-observatory`, `http://localhost:${port}/news/quillmore-observatory`]) {
      const res = await generate(env, cookie, { sourceUrl });
      expect(res.statusCode, sourceUrl).toBe(400);
      expect(res.json()).toMatchObject({ code: 'source_private_address', message: expect.stringMatching(/is on a private network.*SOURCE_PRIVATE_HOSTS=true/) });
    }
    expect(site.count('article')).toBe(0);
  });

  it('refuses a redirect to a private address (the first address standing for a public site)', async () => {
    // 127.0.0.1 plays the internet here; every other private address stays private.
    const policy = { allowPrivate: false, isPrivate: (ip: string) => ip !== '127.0.0.1' && isPrivateIp(ip) };
    const opts = { policy, timeoutMs: 3000, maxBytes: 2_000_000 };
    expect((await fetchPage(`${site.url}/r/quillmore`, opts)).url).toBe(site.articleUrl);
    for (const to of ['http://169.254.169.254/latest/meta-data/', 'http://[::ffff:a9fe:a9fe]/', `http://127.0.0.2:${new URL(site.url).port}/`, 'http://localhost/']) {
      const err = await fetchPage(`${site.url}/r/to?to=${encodeURIComponent(to)}`, opts).catch((e: unknown) => e);
      expect(err, to).toMatchObject({ status: 400, code: 'source_private_address' });
    }
  });
});

describe('scripts from a link, with a model', () => {
  it("hands the model the page's facts as numbered sources, and the boilerplate not at all", async () => {
    const site = await startArticleSite();
    const model = await startFakeOpenAi();
    const env = await startTestServer({ env: { SOURCE_PRIVATE_HOSTS: 'true', LLM_BASE_URL: model.url, LLM_MODEL: 'fake-gpt', LLM_TIMEOUT_MS: '5000' } });
    try {
      const { cookie } = await signedInUser(env.app);
      const script = await write(env, cookie, { sourceUrl: site.articleUrl });
      expect(script.engine).toBe('llm');
      const prompt = model.calls[0]?.body.messages?.map((m) => m.content).join('\n') ?? '';
      expect(prompt).toContain(`Sources (from the web page: "The Quillmore Observatory turns 115" (${site.articleUrl})):`);
      expect(prompt).toMatch(/^\[1\] The Quillmore Observatory was built in 1911 on Mount Ardel/m);
      expect(stated(prompt).length).toBeGreaterThanOrEqual(8);
      for (const w of ['cookie', 'newsletter', 'subscribe', 'trending']) expect(prompt.toLowerCase()).not.toContain(w);
      expect(script.description).toContain(`Brannock Valley Courier, ${site.articleUrl}`);
      expect(script.notice).toMatch(/^The model wrote from \d+ facts of the page “The Quillmore Observatory turns 115”/);
    } finally {
      await env.close();
      await model.close();
      await site.stop();
    }
  });
});
