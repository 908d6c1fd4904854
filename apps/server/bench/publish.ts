// Publishing benchmark: npm run bench:publish -- [--posts 500] [--workers 2] [--concurrency 8] [--users 5] [--poll-ms 20]
// Embedded Postgres + the local fake platforms; N posts due at once, published by W worker
// contexts (each its own pg-boss and pool, like separate processes). Prints posts per second and
// the duplicate count read from the fakes' own records (must be 0).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PLATFORMS, type Platform } from '@reelforge/contracts';
import { PUBLISH_JOB } from '../src/job-contracts/index.ts';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import type PgBoss from 'pg-boss';
import { LocalStorage } from '../src/adapters/storage/local.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDb, runMigrations } from '../src/db/client.ts';
import { benchDatabase } from './support/harness.ts';
import { postResults, scheduledPosts } from '../src/db/schema.ts';
import { allJobs } from '../src/jobs/index.ts';
import { bossQueue, createBoss, ensureQueues, startWorkers } from '../src/adapters/queue/pg-boss.ts';
import type { AppContext } from '../src/context/index.ts';
import { createAppContext } from '../src/composition.ts';
import { startFakePlatforms } from '../test/fakes/index.ts';
import { connectFake, makePremium, publishCounts, readyVideo } from '../test/fakes/scheduling.ts';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '500' },
    workers: { type: 'string', default: '2' },
    concurrency: { type: 'string', default: '8' },
    users: { type: 'string', default: '5' },
    'poll-ms': { type: 'string', default: '20' },
  },
});
const N = Number(values.posts);
const W = Number(values.workers);
const USERS = Number(values.users);

const { work, pg, stop } = await benchDatabase('publish');
const log = (msg: string) => console.log(`[bench] ${msg}`);
const fakes = await startFakePlatforms();
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: join(work, 'data'),
  DATABASE_URL: pg.url,
  AUTH_RATE_LIMIT_MAX: '100000',
  PUBLISH_CONCURRENCY: values.concurrency,
  PUBLISH_POLL_INTERVAL_MS: values['poll-ms'],
  ...fakes.env,
});

const contexts: { ctx: AppContext; boss: PgBoss; stop(): Promise<void> }[] = [];
let app: Awaited<ReturnType<typeof buildApp>> | null = null;
async function context(): Promise<{ ctx: AppContext; boss: PgBoss }> {
  const { db, pool } = createDb(pg.url, 10);
  const boss = createBoss(pg.url);
  boss.on('error', (err: Error) => log(`queue error: ${err.message}`));
  await boss.start();
  await ensureQueues(boss, allJobs);
  const ctx: AppContext = createAppContext(config, { db, queue: bossQueue(boss), logger: pino({ level: 'silent' }) }, { storage: new LocalStorage(config.storageDir) });
  contexts.push({
    ctx,
    boss,
    async stop() {
      await boss.stop({ graceful: false, close: true, wait: true });
      await pool.end();
    },
  });
  return { ctx, boss };
}

try {
  const migrate = createDb(pg.url, 2);
  await runMigrations(migrate.db);
  await migrate.pool.end();

  const { ctx: api } = await context();
  app = await buildApp(api, { serveWeb: false });
  await app.ready();

  log(`creating ${USERS} premium users with all six platforms connected`);
  const creators: { id: string; cookie: string; video: string }[] = [];
  for (let i = 0; i < USERS; i++) {
    const user = {
      firstName: 'Bench',
      lastName: 'User',
      email: `bench${i}@example.com`,
      password: 'correct horse battery',
    };
    await app.inject({ method: 'POST', url: '/api/auth/signup', payload: user });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const cookie = `rf_session=${login.cookies.find((c) => c.name === 'rf_session')!.value}`;
    const id = (login.json() as { user: { id: string } }).user.id;
    await makePremium(api, id);
    for (const p of PLATFORMS) await connectFake(app, cookie, fakes, p);
    creators.push({ id, cookie, video: await readyVideo(api, id, 256 * 1024) });
  }

  log(`scheduling ${N} posts (one platform each, round robin over ${PLATFORMS.length})`);
  const due = new Date(Date.now() + 2_000);
  const markers: string[] = [];
  const created = Date.now();
  for (let i = 0; i < N; i++) {
    const platform: Platform = PLATFORMS[i % PLATFORMS.length]!;
    const c = creators[i % creators.length]!;
    const m = `bench${i}x${due.getTime().toString(36)}`;
    markers.push(m);
    const res = await app.inject({
      method: 'POST',
      url: '/api/scheduled-posts',
      headers: { cookie: c.cookie },
      payload: {
        title: `Bench ${m}`,
        content: `Bench post ${m}`,
        scheduledTime: due.toISOString(),
        platforms: [platform],
        videoId: ['tiktok', 'youtube', 'instagram'].includes(platform) ? c.video : null,
        status: 'ready',
      },
    });
    if (res.statusCode !== 201) throw new Error(`schedule failed: ${res.statusCode} ${res.body}`);
  }
  log(
    `scheduled in ${((Date.now() - created) / 1000).toFixed(1)} s (API: ${(N / ((Date.now() - created) / 1000)).toFixed(0)} posts/s)`,
  );

  log(`starting ${W} workers x ${config.PUBLISH_CONCURRENCY} concurrent publishes`);
  const started = Date.now();
  for (let w = 0; w < W; w++) {
    const { ctx, boss } = await context();
    await startWorkers(ctx, boss, allJobs.filter((j) => j.name === PUBLISH_JOB || j.name === 'publish-sweep'));
  }
  const userIds = creators.map((c) => c.id);
  let settled = 0;
  for (;;) {
    const rows = await api.db
      .select({ status: scheduledPosts.status })
      .from(scheduledPosts)
      .where(inArray(scheduledPosts.userId, userIds));
    settled = rows.filter((r) => r.status === 'posted' || r.status === 'failed').length;
    if (settled === N) break;
    if (Date.now() - started > 30 * 60_000) throw new Error(`only ${settled}/${N} settled after 30 min`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const seconds = (Date.now() - Math.max(started, due.getTime())) / 1000;
  const failed = await api.db.select().from(postResults).where(eq(postResults.status, 'failed'));
  const unknown = await api.db.select().from(postResults).where(eq(postResults.status, 'unknown'));
  const { total, duplicates } = publishCounts(fakes, markers);
  const errors = [fakes.tiktok, fakes.youtube, fakes.meta, fakes.x, fakes.linkedin].flatMap((f) => f.errors);

  console.log('');
  console.log(
    `posts:            ${N} (${W} workers x ${config.PUBLISH_CONCURRENCY}, ${USERS} users, poll ${config.PUBLISH_POLL_INTERVAL_MS} ms)`,
  );
  console.log(`published:        ${total} on the fakes (${failed.length} failed, ${unknown.length} unknown)`);
  console.log(`time:             ${seconds.toFixed(1)} s from due to all settled`);
  console.log(`throughput:       ${(N / seconds).toFixed(1)} posts/s`);
  console.log(`duplicates:       ${duplicates}`);
  if (failed.length) console.log(`first failure:    ${failed[0]!.platform}: ${failed[0]!.error}`);
  if (errors.length) console.log(`fake errors:      ${errors[0]}`);
  process.exitCode = duplicates === 0 && total === N && !errors.length ? 0 : 1;
} finally {
  await app?.close();
  for (const c of contexts.reverse()) await c.stop().catch(() => {});
  await fakes.stop();
  await stop();
}
