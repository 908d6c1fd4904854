// Scale benchmark: npm run bench:scale -- [--sizes 1000,10000,100000] [--requests 40]
// One process, embedded Postgres. Seeds one creator per size with that many videos (plus a tenth
// as many uploads, posts and notifications and a fiftieth as many templates, all in SQL), then
// asks every list and summary route in turn, one request at a time through the app (inject: no
// sockets), and prints p50 and p99 per route and size side by side. "library (in memory)" is the
// path before issue 27 item 9 (load every row, stat every file, filter and page in JavaScript),
// served from a bench-only route in the same app beside the SQL one. Video files are not written:
// the old path's stat finds none (a missing file costs a stat all the same).
import { parseArgs } from 'node:util';
import {
  LIBRARY_ITEM_TYPES,
  filterLibrary,
  libraryQuerySchema,
  pageLibrary,
  type LibraryItem,
  type LibraryItemType,
} from '@reelforge/contracts';
import { buildApp } from '../src/app.ts';
import { runMigrations } from '../src/db/client.ts';
import { benchContext, benchDatabase } from './support/harness.ts';
import { requireUser } from '../src/modules/auth/session.ts';
import { fromTemplate, fromUpload, fromVideo } from '../src/modules/library/library.mapper.ts';
import { libraryRepository } from '../src/modules/library/library.repository.ts';
import { templateRecords } from '../src/modules/templates/index.ts';
import { videoRecords } from '../src/modules/videos/index.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    requests: { type: 'string', default: '40' },
  },
});
const SIZES = values.sizes.split(',').map(Number);
const REQUESTS = Number(values.requests);

const { work, pg, stop } = await benchDatabase('scale');
const { db, pool, ctx } = benchContext(work, pg.url);
let app: Awaited<ReturnType<typeof buildApp>> | null = null;

/** GET /api/library as it was answered before: every row loaded, every video file stat-ed. */
async function libraryInMemory(userId: string, query: ReturnType<typeof libraryQuerySchema.parse>) {
  const uploads = libraryRepository(ctx.db);
  const [videoRows, templateRows, uploadRows, favorites] = await Promise.all([
    videoRecords(ctx).listForLibrary(userId),
    templateRecords(ctx).listOwned(userId),
    uploads.listOwned(userId),
    uploads.favoriteIds(userId),
  ]);
  const sizes = await Promise.all(videoRows.map(async (v) => (v.videoKey ? ((await ctx.storage.stat(v.videoKey))?.size ?? null) : null)));
  const made = [...videoRows.map((v, i) => fromVideo(v, sizes[i] ?? null)), ...templateRows.map(fromTemplate)];
  const all: LibraryItem[] = [...made.map((item) => ({ ...item, isFavorite: favorites.has(item.id) })), ...uploadRows.map(fromUpload)];
  const counts = Object.fromEntries(LIBRARY_ITEM_TYPES.map((t) => [t, 0])) as Record<LibraryItemType, number>;
  for (const item of all) counts[item.type] += 1;
  const matches = filterLibrary(all, query);
  const page = pageLibrary(matches, query.sort, query.limit, query.cursor);
  return { ...page, counts, total: matches.length, totalSize: all.reduce((sum, item) => sum + (item.size ?? 0), 0) };
}

/** One creator's rows, in bulk: n videos over ~3 years (15 minutes apart), and the rest in proportion. */
async function seed(userId: string, n: number) {
  const q = (text: string, params: unknown[] = [userId, n]) => pool.query(text, params);
  await q(`insert into videos (user_id, title, description, script, platforms, status, views, likes, revenue_cents,
      video_key, size_bytes, duration, render_options, created_at, updated_at)
    select $1::uuid, 'Video ' || g, case when g % 5 = 0 then 'How we ship #launch ' || g end, repeat('A line of script. ', 30),
      case when g % 3 = 0 then array['tiktok','youtube'] else array['instagram'] end,
      case when g % 10 = 0 then 'draft' when g % 10 = 1 then 'failed' when g % 10 = 2 then 'published' else 'ready' end,
      (g::bigint * 7919) % 100000, (g::bigint * 104729) % 5000, (g * 31) % 1000,
      case when g % 10 > 1 then 'videos/' || $1::text || '/' || g || '/video.mp4' end,
      case when g % 10 > 1 then 1000000 + g end, 60, '{}'::jsonb,
      now() - g * interval '15 minutes', now() - g * interval '15 minutes'
    from generate_series(1, $2::int) g`);
  await q(`insert into templates (user_id, name, description, category, likes, created_at)
    select $1::uuid, 'Template ' || g, 'Reusable #launch', (array['tech','lifestyle','business'])[1 + g % 3], g % 700, now() - g * interval '1 hour'
    from generate_series(1, greatest(1, $2::int / 50)) g`);
  await q(`insert into library_items (user_id, name, type, category, mime_type, extension, storage_key, size, likes, views, tags, is_favorite, created_at)
    select $1::uuid, 'Upload ' || g, (array['image','video','audio','script'])[1 + g % 4], null, 'image/png', 'png',
      'library/' || $1::text || '/' || g || '/file.png', 50000 + g, g % 90, g % 400, array['b-roll'], g % 9 = 0, now() - g * interval '2 hours'
    from generate_series(1, greatest(1, $2::int / 10)) g`);
  await q(`insert into library_favorites (user_id, item_id) select user_id, id from videos where user_id = $1 and views % 37 = 0`, [userId]);
  await q(`insert into scheduled_posts (user_id, title, content, scheduled_time, platforms, status, created_at)
    select $1::uuid, 'Post ' || g, 'Caption', now() + (g - $2::int / 20) * interval '1 hour', array['tiktok'],
      case when g % 4 = 0 then 'posted' when g % 4 = 1 then 'failed' else 'pending' end, now() - g * interval '1 hour'
    from generate_series(1, greatest(1, $2::int / 10)) g`);
  await q(`insert into post_results (post_id, platform, status)
    select id, 'tiktok', case status when 'posted' then 'posted' when 'failed' then 'failed' else 'pending' end from scheduled_posts where user_id = $1`, [userId]);
  await q(`insert into notifications (user_id, title, body, read_at, created_at)
    select $1::uuid, 'Video ready', 'Video ' || g || ' is ready', case when g % 3 = 0 then null else now() end, now() - g * interval '1 hour'
    from generate_series(1, greatest(1, $2::int / 10)) g`);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

try {
  await runMigrations(db);
  app = await buildApp(ctx, { serveWeb: false });
  app.get('/api/bench/library-in-memory', (req) => libraryInMemory(requireUser(req).id, libraryQuerySchema.parse(req.query)));
  await app.ready();

  const creators: { size: number; cookie: string }[] = [];
  for (const size of SIZES) {
    const email = `scale-${size}@example.com`;
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { firstName: 'Scale', lastName: String(size), email, password: 'correct horse battery' },
    });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'correct horse battery' } });
    const session = login.cookies.find((c) => c.name === 'rf_session') ?? signup.cookies.find((c) => c.name === 'rf_session');
    const userId = (login.json() as { user: { id: string } }).user.id;
    const started = performance.now();
    await seed(userId, size);
    console.log(`[bench] seeded ${size} videos for one creator in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    creators.push({ size, cookie: `rf_session=${session!.value}` });
  }
  await pool.query('vacuum analyze');

  const get = async (url: string, cookie: string) => {
    const res = await app!.inject({ url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return res;
  };
  // The second page's cursor, per creator: the keyset path, not just the first page.
  const secondPage = async (cookie: string) => {
    const first = (await get('/api/library?limit=20&sort=likes', cookie)).json() as { nextCursor: string };
    return `/api/library?limit=20&sort=likes&cursor=${first.nextCursor}`;
  };
  const routes: { name: string; url: (cookie: string) => Promise<string> | string; heavy?: boolean }[] = [
    { name: 'library (in memory, before)', url: () => '/api/bench/library-in-memory?limit=20', heavy: true },
    { name: 'library ?limit=20', url: () => '/api/library?limit=20' },
    { name: 'library sort=name', url: () => '/api/library?limit=20&sort=name' },
    { name: 'library sort=likes page 2', url: secondPage },
    { name: 'library type=video', url: () => '/api/library?limit=20&type=video&sort=views' },
    { name: 'library favorites', url: () => '/api/library?limit=20&favorites=true' },
    { name: 'library search=launch', url: () => '/api/library?limit=20&search=launch' },
    { name: 'videos ?limit=20', url: () => '/api/videos?limit=20' },
    { name: 'templates', url: () => '/api/templates?limit=20' },
    { name: 'scheduled-posts', url: () => '/api/scheduled-posts?limit=20' },
    { name: 'notifications', url: () => '/api/notifications?limit=20' },
    { name: 'analytics', url: () => '/api/analytics' },
    { name: 'dashboard/stats', url: () => '/api/dashboard/stats' },
    { name: 'user/stats', url: () => '/api/user/stats' },
  ];

  const rows: string[][] = [];
  for (const route of routes) {
    const cells = [route.name];
    for (const { size, cookie } of creators) {
      const url = await route.url(cookie);
      const n = route.heavy && size >= 50_000 ? Math.min(REQUESTS, 10) : REQUESTS;
      for (let i = 0; i < 3; i++) await get(url, cookie);
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const t = performance.now();
        await get(url, cookie);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      cells.push(`${percentile(times, 50).toFixed(1)} / ${percentile(times, 99).toFixed(1)}`);
    }
    rows.push(cells);
    console.log(`[bench] ${route.name} done`);
  }

  const header = ['route (p50 / p99 ms)', ...creators.map((c) => `${c.size.toLocaleString('en')} rows`)];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('   ');
  console.log('');
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  console.log(`\n${REQUESTS} sequential requests per cell after 3 warm-ups (10 for the in-memory path at 50k+ rows); target p50 <= 50 ms at 100,000.`);
} finally {
  await app?.close();
  await pool.end();
  await stop();
}
