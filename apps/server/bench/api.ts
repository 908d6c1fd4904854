// API benchmark: npm run bench:api -- [--seconds 60] [--connections 100] [--videos 50] [--diagnose]
// One process, embedded Postgres: a bare Fastify route and GET /api/videos (signed in, 50 videos
// with ~3-minute scripts) under the same load, in alternating rounds (a shared machine's load
// then weighs on both alike), half the time each. --diagnose adds a signed-in route that only
// answers the user's id: the cost of the session lookup and the app's hooks on their own. Prints
// requests per second and latency for both, the ratio, and whether the targets hold (>= 25% of
// the bare route's throughput, p99 <= 100 ms). A third line runs the same list on a second app
// with the session and list caches off (ADR 0026): what every request costs on a cache miss.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { createDb, runMigrations } from '../src/db/client.ts';
import { videos } from '../src/db/schema.ts';
import { benchContext, benchDatabase } from './support/harness.ts';
import { requireUser } from '../src/modules/auth/session.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    videos: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
    diagnose: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const VIDEOS = Number(values.videos);
const ROUNDS = Number(values.rounds);

const { work, pg, stop } = await benchDatabase('api');
const { config, db, pool, ctx } = benchContext(work, pg.url);
const bare = Fastify();
bare.get('/bare', () => ({ hello: 'world' }));
let app: Awaited<ReturnType<typeof buildApp>> | null = null;
let uncachedApp: Awaited<ReturnType<typeof buildApp>> | null = null;
// Its own pool: the caches are kept per database handle.
const uncachedDb = createDb(pg.url);

interface Totals {
  requests: number;
  seconds: number;
  p99: number;
  p50: number;
  bytes: number;
  errors: number;
}
const totals = (): Totals => ({ requests: 0, seconds: 0, p99: 0, p50: 0, bytes: 0, errors: 0 });

/** One round; the worst p99 and p50 over rounds are kept (a percentile can't be averaged honestly). */
async function round(into: Totals, url: string, seconds: number, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  into.requests += r.requests.total;
  into.seconds += seconds;
  into.p99 = Math.max(into.p99, r.latency.p99);
  into.p50 = Math.max(into.p50, r.latency.p50);
  into.bytes += r.throughput.total;
  into.errors += r.errors + r.non2xx;
}
const rps = (t: Totals) => t.requests / t.seconds;
const fmt = (t: Totals) =>
  `${rps(t).toFixed(0).padStart(6)} req/s   p50 ${t.p50} ms   p99 ${t.p99} ms   ` +
  `${(t.bytes / t.seconds / 1024 / 1024).toFixed(1)} MB/s   errors ${t.errors}`;

try {
  await runMigrations(db);
  app = await buildApp(ctx, { serveWeb: false });
  app.get('/api/bench/whoami', (req) => ({ id: requireUser(req).id }));
  const user = { firstName: 'Bench', lastName: 'User', email: 'bench@example.com', password: 'correct horse battery' };
  await app.inject({ method: 'POST', url: '/api/auth/signup', payload: user });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
  const cookie = `rf_session=${login.cookies.find((c) => c.name === 'rf_session')!.value}`;
  const userId = (login.json() as { user: { id: string } }).user.id;
  const script = 'Every creator starts somewhere, and the first step is the hardest one to take. '.repeat(35);
  await db.insert(videos).values(
    Array.from({ length: VIDEOS }, (_, i) => ({ userId, title: `Video ${i + 1}`, description: `About video ${i + 1}`, script, platforms: ['tiktok'] })),
  );

  const uncachedConfig = { ...config, SESSION_CACHE_MS: 0, LIST_CACHE_MB: 0 };
  uncachedApp = await buildApp({ ...ctx, config: uncachedConfig, db: uncachedDb.db }, { serveWeb: false });

  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const uncachedUrl = await uncachedApp.listen({ port: 0, host: '127.0.0.1' });
  const check = await fetch(`${appUrl}/api/videos`, { headers: { cookie } });
  const body = (await check.json()) as { items: unknown[] };
  if (check.status !== 200 || body.items.length !== Math.min(VIDEOS, 50)) throw new Error(`GET /api/videos answered ${check.status}`);

  const phases = values.diagnose ? 4 : 3;
  const slice = SECONDS / ROUNDS / phases;
  console.log(`[bench] ${CONNECTIONS} connections, ${ROUNDS} rounds of ${slice.toFixed(1)} s per route, ${VIDEOS} videos`);
  const [b, v, u, w] = [totals(), totals(), totals(), totals()];
  for (let i = 0; i < ROUNDS; i++) {
    await round(b, `${bareUrl}/bare`, slice);
    await round(v, `${appUrl}/api/videos`, slice, { cookie });
    await round(u, `${uncachedUrl}/api/videos`, slice, { cookie });
    if (values.diagnose) await round(w, `${appUrl}/api/bench/whoami`, slice, { cookie });
  }
  const ratio = rps(v) / rps(b);
  console.log('');
  console.log(`bare route:       ${fmt(b)}`);
  console.log(`GET /api/videos:  ${fmt(v)}`);
  console.log(`  caches off:     ${fmt(u)}   (${((rps(u) / rps(b)) * 100).toFixed(1)}% of bare)`);
  if (values.diagnose) console.log(`session only:     ${fmt(w)}`);
  console.log(`ratio:            ${(ratio * 100).toFixed(1)}% of the bare route (target >= 25%)`);
  console.log(`p99:              ${v.p99} ms (target <= 100 ms)`);
  process.exitCode = v.errors + u.errors === 0 ? 0 : 1;
} finally {
  await app?.close();
  await uncachedApp?.close();
  await uncachedDb.pool.end();
  await bare.close();
  await pool.end();
  await stop();
}
