import { PAGE_MESSAGES } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());

type Page = { items: { id: string; title: string }[]; nextCursor: string | null };

describe('GET /api/videos pages', () => {
  it('pages newest first with a cursor, lean rows, no repeats even for equal timestamps', async () => {
    const u = await signedInUser(env.app);
    const other = await signedInUser(env.app);
    // Seven videos sharing one created_at (microseconds and all) and five more, each with a long script.
    const same = new Date('2026-01-02T03:04:05.123Z');
    const rows = Array.from({ length: 12 }, (_, i) => ({
      userId: u.id,
      title: `v${i}`,
      script: 'word '.repeat(2000),
      createdAt: i < 7 ? same : new Date(same.getTime() + (i + 1) * 1000),
    }));
    await env.ctx.db.insert(videos).values(rows);
    await env.ctx.db.insert(videos).values({ userId: other.id, title: 'not yours' });

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/videos?limit=5${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await env.app.inject({ url, ...as(u.cookie) });
      expect(res.statusCode).toBe(200);
      const page: Page = res.json();
      for (const item of page.items) {
        expect(item).not.toHaveProperty('script');
        expect(item).not.toHaveProperty('description');
      }
      seen.push(...page.items.map((v) => v.title));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(12);
    expect(seen.slice(0, 5)).toEqual(['v11', 'v10', 'v9', 'v8', 'v7']);
    expect(seen).not.toContain('not yours');

    // The detail keeps the script.
    const first = (await env.app.inject({ url: '/api/videos?limit=1', ...as(u.cookie) })).json<Page>().items[0]!;
    expect((await env.app.inject({ url: `/api/videos/${first.id}`, ...as(u.cookie) })).json().script).toContain('word');
  });

  it('defaults to 50 a page and refuses bad limits and cursors with a message', async () => {
    const u = await signedInUser(env.app);
    await env.ctx.db.insert(videos).values(Array.from({ length: 55 }, (_, i) => ({ userId: u.id, title: `d${i}` })));
    const page = (await env.app.inject({ url: '/api/videos', ...as(u.cookie) })).json<Page>();
    expect(page.items).toHaveLength(50);
    expect(page.nextCursor).not.toBeNull();

    for (const q of ['limit=0', 'limit=101', 'limit=abc']) {
      const res = await env.app.inject({ url: `/api/videos?${q}`, ...as(u.cookie) });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    for (const bad of ['nope', Buffer.from("2026-01-01 00:00:00+00|1' or 1=1").toString('base64url'), Buffer.from('2026-13-45 00:00:00+00|00000000-0000-4000-8000-000000000000').toString('base64url')]) {
      const res = await env.app.inject({ url: `/api/videos?cursor=${bad}`, ...as(u.cookie) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PAGE_MESSAGES.badCursor);
    }
  });
});
