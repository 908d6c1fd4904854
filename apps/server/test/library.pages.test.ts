// GET /api/library pages in SQL (issue 27 item 9): the same order, filters and counts as the
// contract's filterLibrary/pageLibrary, walked page by page over a few hundred rows.
import {
  LIBRARY_SORTS,
  PAGE_MESSAGES,
  filterLibrary,
  pageLibrary,
  type LibraryFilter,
  type LibraryItem,
  type LibraryResponse,
} from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_EXACT } from '../src/modules/library/library-pages.repository.ts';
import { libraryFavorites, libraryItems, templates, videos } from '../src/db/schema.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';
import { waitFor } from './support/wait.ts';

let env: TestEnv;
let a: { id: string; cookie: string };
let b: { id: string; cookie: string };
let everything: LibraryItem[];

const NAMES = ['Clip 2', 'clip 10', 'Éclair tour', 'alpha', 'Alpha', 'zeta launch', 'Beta #launch', 'Clip 1'];
const CATEGORIES = ['tech', 'lifestyle', 'business'] as const;
const UPLOAD_TYPES = ['image', 'video', 'audio', 'script'] as const;
const base = Date.UTC(2026, 5, 1);
// Every seventh row shares a timestamp with the one before: ties are settled by id.
const at = (i: number) => new Date(base + (i - (i % 7 === 0 ? 1 : 0)) * 60_000);

async function library(cookie: string, query: string) {
  const res = await env.app.inject({ url: `/api/library?${query}`, ...as(cookie) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LibraryResponse;
}

/** Every page of a query, following nextCursor. */
async function walk(cookie: string, query: string, limit: number) {
  const pages: LibraryResponse[] = [];
  let cursor: string | null = null;
  do {
    const page = await library(
      cookie,
      `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

async function seed(userId: string, n: number, offset: number) {
  const vids = Array.from({ length: n }, (_, i) => ({
    userId,
    title: `${NAMES[i % NAMES.length]} ${offset + i}`,
    description: i % 5 === 0 ? 'Ship it #Launch' : null,
    platforms: i % 3 === 0 ? ['tiktok'] : ['youtube'],
    status: 'ready' as const,
    views: (i * 13) % 50,
    likes: (i * 7) % 20,
    videoKey: i % 4 === 0 ? `videos/${userId}/${i}.mp4` : null,
    sizeBytes: i % 4 === 0 ? 1000 + i : null,
    createdAt: at(offset + i * 3),
  }));
  const rows = await env.ctx.db.insert(videos).values(vids).returning({ id: videos.id });
  const tpl = await env.ctx.db
    .insert(templates)
    .values(
      Array.from({ length: Math.floor(n / 4) }, (_, i) => ({
        userId,
        name: `${NAMES[(i + 3) % NAMES.length]}`,
        description: i % 2 ? 'Launch day' : null,
        category: CATEGORIES[i % 3],
        likes: (i * 5) % 20,
        createdAt: at(offset + i * 3 + 1),
      })),
    )
    .returning({ id: templates.id });
  await env.ctx.db.insert(libraryItems).values(
    Array.from({ length: Math.floor(n / 2) }, (_, i) => ({
      userId,
      name: `${NAMES[(i + 5) % NAMES.length]} upload`,
      type: UPLOAD_TYPES[i % 4]!,
      category: i % 2 ? CATEGORIES[i % 3] : null,
      mimeType: 'application/octet-stream',
      extension: 'bin',
      storageKey: `library/${userId}/${i}/file.bin`,
      size: 500 + i,
      likes: (i * 3) % 20,
      views: (i * 11) % 50,
      tags: i % 3 ? ['launch'] : ['misc'],
      isFavorite: i % 5 === 0,
      createdAt: at(offset + i * 3 + 2),
    })),
  );
  const favourites = [...rows.filter((_, i) => i % 6 === 0), ...tpl.filter((_, i) => i % 2 === 0)];
  await env.ctx.db.insert(libraryFavorites).values(favourites.map((r) => ({ userId, itemId: r.id })));
}

beforeAll(async () => {
  env = await startTestServer();
  a = await signedInUser(env.app);
  b = await signedInUser(env.app);
  await seed(a.id, 160, 0);
  await seed(b.id, 40, 5000);
  everything = (await walk(a.cookie, 'sort=recent', 100)).flatMap((p) => p.items);
});
afterAll(() => env.close());

describe('library pages in SQL', () => {
  it("holds every item of the user's once, and nothing of another user's", async () => {
    expect(everything).toHaveLength(160 + 40 + 80);
    expect(new Set(everything.map((i) => i.id)).size).toBe(everything.length);
    const theirs = (await walk(b.cookie, 'sort=recent', 100)).flatMap((p) => p.items);
    expect(theirs).toHaveLength(40 + 10 + 20);
    expect(theirs.some((t) => everything.some((i) => i.id === t.id))).toBe(false);
  });

  const queries: LibraryFilter[] = [
    ...LIBRARY_SORTS.map((sort) => ({ sort })),
    { sort: 'name', type: 'video' },
    { sort: 'likes', type: 'template' },
    { sort: 'views', type: 'image' },
    { sort: 'recent', category: 'tech' },
    { sort: 'likes', favorites: true },
    { sort: 'name', search: 'LAUNCH' },
    { sort: 'views', search: 'tik' },
    { sort: 'recent', type: 'video', favorites: true, search: 'clip' },
  ];
  it.each(queries)('pages %o in the contract order, with its total', async (q) => {
    const qs = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)] as [string, string])).toString();
    const pages = await walk(a.cookie, qs, 23);
    const expected = filterLibrary(everything, q);
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(expected.map((i) => i.id));
    for (const page of pages) expect(page.total).toBe(expected.length);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(pages.slice(0, -1).every((p) => p.items.length === 23)).toBe(true);
  });

  it('counts per type and sums sizes over everything, whatever the filter', async () => {
    const page = await library(a.cookie, 'type=audio&limit=5');
    // Uploaded videos count as videos (as the type filter has them).
    expect(page.counts).toEqual({ video: 180, template: 40, image: 20, audio: 20, script: 20 });
    const bytes = everything.reduce((sum, i) => sum + (i.size ?? 0), 0);
    expect(bytes).toBe(
      Array.from({ length: 40 }, (_, i) => 1000 + i * 4).reduce((s, x) => s + x, 0) +
        Array.from({ length: 80 }, (_, i) => 500 + i).reduce((s, x) => s + x, 0),
    );
    expect(page.totalSize).toBe(bytes);
    expect(page.items.every((i) => i.type === 'audio')).toBe(true);
    const favourites = everything.filter((i) => i.isFavorite);
    expect(favourites.filter((i) => i.origin === 'video')).toHaveLength(27);
    expect(favourites.filter((i) => i.origin === 'template')).toHaveLength(20);
    expect(favourites.filter((i) => i.origin === 'upload')).toHaveLength(16);
  });

  it('takes a cursor made before (the contract encoder) and refuses a forged one', async () => {
    const sorted = filterLibrary(everything, { sort: 'likes' });
    const first = pageLibrary(sorted, 'likes', 30)!;
    const next = await library(a.cookie, `sort=likes&limit=30&cursor=${first.nextCursor}`);
    expect(next.items.map((i) => i.id)).toEqual(sorted.slice(30, 60).map((i) => i.id));
    const forged = (fields: object) =>
      Buffer.from(
        JSON.stringify({ id: first.items[0]!.id, name: 'a', likes: 0, views: null, createdAt: '2026-01-01T00:00:00.000Z', ...fields }),
      ).toString('base64url');
    // Each would reach Postgres as something it refuses: a 400 here, never a 500.
    const bad = ['nope', forged({ id: 'x' }), forged({ likes: 1e308 }), forged({ name: 'a\u0000b' }), forged({ at: '2026-99-99 25:00:00+00' })];
    for (const cursor of bad) {
      const res = await env.app.inject({ url: `/api/library?sort=likes&cursor=${cursor}`, ...as(a.cookie) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: PAGE_MESSAGES.badCursor, code: 'bad_cursor' });
    }
  });

  it('measures sizes of videos rendered before the column existed, in the background', async () => {
    const c = await signedInUser(env.app);
    const key = `videos/${c.id}/old/video.mp4`;
    await env.ctx.storage.put(key, Buffer.alloc(4321, 1));
    const [row] = await env.ctx.db
      .insert(videos)
      .values({ userId: c.id, title: 'Old render', status: 'ready', videoKey: key })
      .returning();
    const sized = await waitFor(async () => {
      const page = await library(c.cookie, 'limit=5');
      return page.totalSize === 4321 && page;
    }, 'the size backfill');
    expect(sized.items).toEqual([expect.objectContaining({ id: row!.id, size: 4321 })]);
  });
});

describe('a search that matches more than are counted exactly', () => {
  it('says its total is an estimate past TOTAL_EXACT per source, and exact below it', async () => {
    const c = await signedInUser(env.app);
    // One statement, like the bench: 1,200 matching videos and 30 that do not.
    await env.ctx.db.$client.query(
      `insert into videos (user_id, title, description, status, created_at)
       select $1::uuid, 'Clip ' || g, case when g <= 1200 then 'Harbour tour' end, 'ready', now() - g * interval '1 minute'
       from generate_series(1, 1230) g`,
      [c.id],
    );
    const broad = await library(c.cookie, 'search=harbour&limit=20');
    expect(broad.items).toHaveLength(20);
    expect(broad.totalEstimated).toBe(true);
    expect(broad.total).toBeGreaterThan(TOTAL_EXACT);
    const narrow = await library(c.cookie, 'search=clip%2012&limit=20');
    expect(narrow.totalEstimated).toBeUndefined();
    // "Clip 12", "Clip 120"-"Clip 129", "Clip 1200"-"Clip 1230" (31 + 10 + 1).
    expect(narrow.total).toBe(42);
  });
});
