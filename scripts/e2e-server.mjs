// Starts the product for browser tests on a fresh data dir and its own Postgres port, with every
// publisher pointed at local fake platforms (apps/server/test/fakes, loaded through tsx) running
// in this process. A small control server lets a browser test get tokens the fakes accept, read
// their counters, and plays the platform's OAuth consent page for TikTok, Threads and Pinterest.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { stopEmbeddedPostgres } from './pg-stop.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.data-e2e');
await stopEmbeddedPostgres(dataDir);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

// Without the fakes (e.g. a fake that does not load) the product still starts: only the
// publishing tests need them, and they fail with a clear message when fake-platforms.json is missing.
let fakes = null;
let control = null;
let fakeEnv = {};
try {
  const { startFakePlatforms } = await tsImport('../apps/server/test/fakes/index.ts', import.meta.url);
  fakes = await startFakePlatforms();
  ({ control, fakeEnv } = await startControl(fakes));
} catch (err) {
  console.error('e2e-server: fake platforms not started:', err);
}

/** The control server: tokens the fakes accept, their counters, and the consent pages. */
async function startControl(fakes) {
  const byName = { tiktok: fakes.tiktok, youtube: fakes.youtube, meta: fakes.meta, x: fakes.x, linkedin: fakes.linkedin, mastodon: fakes.mastodon, threads: fakes.threads, pinterest: fakes.pinterest };
  /** Consent pages (path under the control server -> the fake that issues the code and its client id's name). */
  const consent = {
    '/tiktok/v2/auth/authorize/': { fake: fakes.tiktok, client: 'client_key', id: fakes.tiktok.opts.clientKey },
    '/threads/oauth/authorize': { fake: fakes.threads, client: 'client_id', id: fakes.threads.opts.clientId },
    '/pinterest/oauth/': { fake: fakes.pinterest, client: 'client_id', id: fakes.pinterest.opts.clientId },
  };
  const send = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    // POST /offline/<fake> and /online/<fake>: the platform's host goes away (connections refused) and comes back.
    const power = /^\/(offline|online)\/(\w+)$/.exec(url.pathname);
    if (req.method === 'POST' && power && byName[power[2]]) {
      const fake = byName[power[2]];
      await (power[1] === 'offline' ? fake.goOffline() : fake.comeBack());
      return send(res, 200, { [power[2]]: power[1] });
    }
    // POST /revoke/<fake>?token=...: the creator removed Reelforge's access on the platform.
    const revoke = /^\/revoke\/(\w+)$/.exec(url.pathname);
    if (req.method === 'POST' && revoke && byName[revoke[1]]) {
      byName[revoke[1]].tokens.revoke(url.searchParams.get('token') ?? '');
      return send(res, 200, { revoked: true });
    }
    // POST /tokens/<fake>: an access/refresh token pair the fake accepts.
    const token = /^\/tokens\/(\w+)$/.exec(url.pathname);
    if (req.method === 'POST' && token && byName[token[1]]) return send(res, 200, byName[token[1]].tokens.issue());
    // GET /stats: what the fakes received, so a test can prove a post went out exactly once.
    if (req.method === 'GET' && url.pathname === '/stats') {
      return send(res, 200, {
        tiktok: { postsPublished: fakes.tiktok.postsPublished, uploadsCompleted: fakes.tiktok.uploadsCompleted },
        mastodon: { statuses: fakes.mastodon.statuses.length, withVideo: fakes.mastodon.statuses.filter((s) => s.mediaIds.length).length },
        bluesky: { posts: fakes.bluesky.posts.length, withVideo: fakes.bluesky.posts.filter((p) => p.record.embed).length },
        threads: { posts: fakes.threads.posts.size, withVideo: [...fakes.threads.posts.values()].filter((p) => p.mediaType === 'VIDEO').length },
        pinterest: {
          pins: fakes.pinterest.pins.size,
          boards: [...fakes.pinterest.pins.values()].map((p) => fakes.pinterest.boards.find((b) => b.id === p.boardId)?.name ?? p.boardId),
          links: [...fakes.pinterest.pins.values()].map((p) => p.link ?? null),
        },
      });
    }
    // POST /metrics/<fake> {everyPost, followers}: what its statistics endpoints report from now on.
    const metrics = /^\/metrics\/(\w+)$/.exec(url.pathname);
    if (req.method === 'POST' && metrics && byName[metrics[1]]?.metrics) {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = JSON.parse(raw || '{}');
        Object.assign(byName[metrics[1]].metrics, { everyPost: body.everyPost ?? null, followers: body.followers ?? null });
        send(res, 200, { ok: true });
      });
      return;
    }
    // A consent page: the creator "allows", and the browser goes back with a one-time code.
    const page = req.method === 'GET' ? consent[url.pathname] : undefined;
    if (page) {
      const redirectUri = url.searchParams.get('redirect_uri');
      if (!redirectUri || url.searchParams.get(page.client) !== page.id) {
        return send(res, 400, { error: 'invalid_request' });
      }
      const back = new URL(redirectUri);
      back.searchParams.set('code', page.fake.tokens.issueCode(redirectUri));
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    send(res, 404, { error: 'not found' });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const controlUrl = `http://127.0.0.1:${server.address().port}`;
  const written = {
    controlUrl,
    hosts: fakes.env,
    // Creators type these: the Mastodon instance's address, and a Bluesky handle with its app password.
    mastodonUrl: fakes.mastodon.url,
    bluesky: { handle: fakes.bluesky.accounts[0].handle, appPassword: fakes.bluesky.accounts[0].appPassword },
  };
  fs.writeFileSync(path.join(dataDir, 'fake-platforms.json'), JSON.stringify(written, null, 2));
  return {
    control: server,
    fakeEnv: {
      ...fakes.env,
      TIKTOK_AUTH_URL: `${controlUrl}/tiktok`,
      THREADS_WEB_URL: `${controlUrl}/threads`,
      PINTEREST_WEB_URL: `${controlUrl}/pinterest`,
      // Threads fetches a video from a signed public link to this server (GET /api/media-links/*).
      PUBLIC_URL: `http://localhost:${process.env.PORT}`,
      // Status polls against the fakes need not wait the production 5 s.
      PUBLISH_POLL_INTERVAL_MS: '500',
    },
  };
}

// E2E_BILLING=stripe: Premium is bought through a local Stripe fake (its hosted Checkout and portal
// pages deliver signed webhooks to this server) instead of the sandbox.
let stripe = null;
let stripeEnv = {};
if (process.env.E2E_BILLING === 'stripe') {
  const { StripeFake } = await tsImport('../apps/server/test/fakes/stripe.ts', import.meta.url);
  stripe = await new StripeFake().start();
  stripe.webhookEndpoint = `http://localhost:${process.env.PORT}/api/billing/webhook`;
  stripeEnv = { ...stripe.env, BILLING_SANDBOX: 'false' };
}

// Stock media: a local Pexels and Pixabay fake always answers the creators' own keys (Settings ->
// Stock media, e2e/media-speech-keys.spec.ts); the server has no key of its own, so other specs
// keep motion graphics. E2E_STOCK=1 adds four coloured clips and a yellow photo (made with ffmpeg)
// and a server key, for the storyboard's browser test.
let stock = null;
let stockEnv = {};
try {
  const { StockMediaFake } = await tsImport('../apps/server/test/fakes/stock-media.ts', import.meta.url);
  const { CREATOR_PEXELS_KEY, CREATOR_PIXABAY_KEY } = await tsImport('../e2e/support/stock-keys.ts', import.meta.url);
  const creators = { userPexelsKeys: [CREATOR_PEXELS_KEY], userPixabayKeys: [CREATOR_PIXABAY_KEY] };
  if (process.env.E2E_STOCK === '1') {
    const { colourClip, colourImage } = await tsImport('../apps/server/test/fakes/media-files.ts', import.meta.url);
    const dir = path.join(dataDir, 'stock-fake');
    fs.mkdirSync(dir, { recursive: true });
    const colours = [[200, 40, 40], [40, 170, 70], [50, 80, 220], [30, 190, 200]];
    const clips = colours.map((c, i) => colourClip(dir, `clip-${i}.mp4`, c, [1080, 1920], 4, `Clip Author ${i + 1}`));
    const photo = colourImage(dir, 'yellow.jpg', [240, 210, 20], [1080, 1920], 'Yellow Photographer');
    stock = await new StockMediaFake({ pexelsKey: 'e2e-pexels', pexelsVideos: clips.map((c) => [c]), pexelsPhotos: [photo], ...creators }).start();
  } else {
    stock = await new StockMediaFake(creators).start();
  }
  stockEnv = stock.env;
} catch (err) {
  console.error('e2e-server: stock media fake not started:', err);
}

// Research and links read local fakes, never the internet: a MediaWiki holding invented articles
// (Varnholm, Klippenau) and a news site with one invented article in boilerplate. Their addresses go
// to .data-e2e/source-fakes.json for the specs (e2e/support/fake-platforms.ts: sourceFakes()).
let wiki = null;
let site = null;
let sourceEnv = { WIKIPEDIA_URL: process.env.E2E_WIKIPEDIA_URL ?? '' };
try {
  const { startMediaWikiFake } = await tsImport('../apps/server/test/fakes/mediawiki.ts', import.meta.url);
  const { startArticleSite } = await tsImport('../apps/server/test/fakes/article-site.ts', import.meta.url);
  wiki = await startMediaWikiFake();
  site = await startArticleSite();
  sourceEnv = { WIKIPEDIA_URL: process.env.E2E_WIKIPEDIA_URL ?? wiki.template };
  fs.writeFileSync(
    path.join(dataDir, 'source-fakes.json'),
    JSON.stringify({ wikipedia: wiki.template, articleUrl: site.articleUrl, redirectUrl: `${site.url}/r/quillmore` }, null, 2),
  );
} catch (err) {
  console.error('e2e-server: research and link fakes not started (research off):', err);
}

// Translations (the studio's Translate) go to a local LibreTranslate fake with its small word table
// (apps/server/test/fakes/libretranslate.ts), never a real translation service.
let translator = null;
let translateEnv = {};
try {
  const { startLibreTranslateFake } = await tsImport('../apps/server/test/fakes/libretranslate.ts', import.meta.url);
  translator = await startLibreTranslateFake({ apiKey: 'e2e-translate' });
  translateEnv = { TRANSLATE_URL: translator.url, TRANSLATE_API_KEY: 'e2e-translate', TRANSLATE_PRIVATE_HOSTS: 'true' };
} catch (err) {
  console.error('e2e-server: LibreTranslate fake not started (translations need a model):', err);
}

// Clips from a long video transcribe through a local OpenAI-compatible transcription fake that knows
// one recording: eSpeak reading the clips browser test's talk (e2e/support/talk.ts), which the test
// renders into its video the same way.
let transcriber = null;
let transcribeEnv = {};
try {
  const { TranscribeFake } = await tsImport('../apps/server/test/fakes/transcribe.ts', import.meta.url);
  const { talkSpeech } = await tsImport('../apps/server/test/support/talk-video.ts', import.meta.url);
  const { E2E_TALK_TEXT } = await tsImport('../e2e/support/talk.ts', import.meta.url);
  const dir = path.join(dataDir, 'transcribe-fake');
  fs.mkdirSync(dir, { recursive: true });
  transcriber = new TranscribeFake(await talkSpeech(dir, E2E_TALK_TEXT));
  transcriber.apiKey = 'e2e-transcribe';
  await transcriber.start();
  transcribeEnv = { TRANSCRIBE_BASE_URL: transcriber.baseUrl, TRANSCRIBE_API_KEY: 'e2e-transcribe', TRANSCRIBE_MODEL: 'whisper-1' };
} catch (err) {
  console.error('e2e-server: transcription fake not started (clips need an uploaded transcript):', err);
}

const child = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...fakeEnv,
    ...stripeEnv,
    ...stockEnv,
    ...translateEnv,
    ...transcribeEnv,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54390',
    AUTH_RATE_LIMIT_MAX: '1000',
    // Never a real local Ollama: the browser tests see the built-in writer unless they start a fake.
    OLLAMA_URL: '',
    // Never the real Wikipedia: the local MediaWiki fake (or E2E_WIKIPEDIA_URL; empty: research off).
    ...sourceEnv,
    // Scripts from a link read the local article site on 127.0.0.1.
    SOURCE_PRIVATE_HOSTS: 'true',
    // Browser tests run a user's own model as a fake on 127.0.0.1.
    USER_LLM_PRIVATE_HOSTS: 'true',
    // ...and webhook receivers on 127.0.0.1 (e2e/webhooks.spec.ts).
    WEBHOOK_PRIVATE_HOSTS: 'true',
    // Renders in cached segments (ADR 0044), so a re-render shows the scenes it reused
    // (e2e/render-steps.spec.ts); the server's own default stays off until steps are queue jobs.
    RENDER_CACHE_MAX_MB: process.env.RENDER_CACHE_MAX_MB ?? '1024',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  },
});

// The browser tests' teardown stops the product through this file before its Postgres: stopping
// Postgres under a running server fails the jobs it is running with "the database is shutting down".
fs.writeFileSync(path.join(dataDir, 'server.pid'), String(child.pid));

async function shutdown(code) {
  control?.close();
  await fakes?.stop().catch(() => {});
  await stripe?.stop().catch(() => {});
  await stock?.stop().catch(() => {});
  await wiki?.stop().catch(() => {});
  await site?.stop().catch(() => {});
  await translator?.stop().catch(() => {});
  await transcriber?.stop().catch(() => {});
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => void shutdown(code ?? 0));
