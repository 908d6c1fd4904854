import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoListVersions, videos } from '../src/db/schema.ts';
import { VersionedCache } from '../src/lib/versioned-cache.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());

type Page = { items: { id: string; title: string; progress: number; status: string }[]; nextCursor: string | null };
const list = async (cookie: string, query = '') => {
  const res = await env.app.inject({ url: `/api/videos${query}`, ...as(cookie) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json() as Page;
};
const version = async (userId: string) =>
  (await env.ctx.db.select().from(videoListVersions).where(eq(videoListVersions.userId, userId)))[0]?.version ?? 0;

describe('the video list is reused only while the videos are unchanged (ADR 0026)', () => {
  it('sees writes made behind the API (another process, raw SQL) on the very next read', async () => {
    const u = await signedInUser(env.app);
    const [row] = await env.ctx.db.insert(videos).values({ userId: u.id, title: 'First cut' }).returning();
    expect((await list(u.cookie)).items.map((v) => v.title)).toEqual(['First cut']);
    expect((await list(u.cookie)).items.map((v) => v.title)).toEqual(['First cut']);

    // What a render worker in another process does: progress straight into the row.
    await env.ctx.db.update(videos).set({ status: 'generating', progress: 40 }).where(eq(videos.id, row!.id));
    const during = (await list(u.cookie)).items[0]!;
    expect([during.status, during.progress]).toEqual(['generating', 40]);

    await env.ctx.db.insert(videos).values({ userId: u.id, title: 'Second cut', createdAt: new Date(Date.now() + 1000) });
    expect((await list(u.cookie)).items.map((v) => v.title)).toEqual(['Second cut', 'First cut']);

    await env.ctx.db.delete(videos).where(eq(videos.id, row!.id));
    expect((await list(u.cookie)).items.map((v) => v.title)).toEqual(['Second cut']);
  });

  it('sees edits made through the API', async () => {
    const u = await signedInUser(env.app);
    const created = await env.app.inject({ method: 'POST', url: '/api/videos', payload: { title: 'Draft title', platforms: ['tiktok'] }, ...as(u.cookie) });
    expect(created.statusCode).toBe(201);
    expect((await list(u.cookie)).items[0]!.title).toBe('Draft title');
    const patch = await env.app.inject({ method: 'PATCH', url: `/api/videos/${created.json().id}`, payload: { title: 'Final title' }, ...as(u.cookie) });
    expect(patch.statusCode).toBe(200);
    expect((await list(u.cookie)).items[0]!.title).toBe('Final title');
  });

  it('keeps pages and users apart, and a bad cursor is still a 400', async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    await env.ctx.db.insert(videos).values(
      Array.from({ length: 3 }, (_, i) => ({ userId: a.id, title: `a${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })),
    );
    await env.ctx.db.insert(videos).values({ userId: b.id, title: 'b0' });
    const first = await list(a.cookie, '?limit=2');
    expect(first.items.map((v) => v.title)).toEqual(['a2', 'a1']);
    expect((await list(a.cookie, `?limit=2&cursor=${first.nextCursor}`)).items.map((v) => v.title)).toEqual(['a0']);
    expect((await list(a.cookie)).items).toHaveLength(3);
    expect((await list(b.cookie)).items.map((v) => v.title)).toEqual(['b0']);
    const bad = await env.app.inject({ url: '/api/videos?cursor=nonsense', ...as(a.cookie) });
    expect(bad.statusCode).toBe(400);
  });

  it('moves one counter per statement, and an account deletion (cascade) still works', async () => {
    const u = await signedInUser(env.app);
    const before = await version(u.id);
    await env.ctx.db.insert(videos).values([
      { userId: u.id, title: 'one' },
      { userId: u.id, title: 'two' },
    ]);
    expect(await version(u.id)).toBe(before + 1);
    await env.ctx.db.update(videos).set({ views: 5 }).where(eq(videos.userId, u.id));
    expect(await version(u.id)).toBe(before + 2);
    const del = await env.app.inject({ method: 'DELETE', url: '/api/user', payload: { password: u.password }, ...as(u.cookie) });
    expect(del.statusCode).toBe(200);
    expect(await env.ctx.db.select().from(videos).where(eq(videos.userId, u.id))).toHaveLength(0);
  });
});

describe('VersionedCache', () => {
  it('answers only for the version it was built from', () => {
    const cache = new VersionedCache(1024 * 1024);
    cache.set('k', 3, '{"a":1}');
    expect(cache.get('k', 3)).toBe('{"a":1}');
    expect(cache.get('k', 4)).toBeUndefined();
    expect(cache.get('k', 3)).toBeUndefined(); // a stale entry is dropped, not kept around
  });

  it('stays under its size, dropping the least recently used', () => {
    const cache = new VersionedCache(160);
    cache.set('a', 1, 'x'.repeat(10));
    cache.set('b', 1, 'y'.repeat(10));
    expect(cache.get('a', 1)).toBeDefined(); // a is now the most recently used
    for (let i = 0; i < 15; i++) cache.set(`f${i}`, 1, 'z'.repeat(10));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.size).toBeLessThanOrEqual(16);
    cache.set('huge', 1, 'h'.repeat(100)); // over a sixteenth of the cap: never stored
    expect(cache.get('huge', 1)).toBeUndefined();
  });
});
