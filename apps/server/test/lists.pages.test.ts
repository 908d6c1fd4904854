import { PAGE_MESSAGES } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, scheduledPosts, templates } from '../src/db/schema.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());

type Page = { items: { id: string; title?: string; name?: string }[]; nextCursor: string | null; unreadCount?: number };

/** Follows nextCursor to the end; returns every item's label in order and the page count. */
async function readAll(url: string, cookie: string, limit: number, label: (i: Page['items'][number]) => string) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await env.app.inject({ url: `${url}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, ...as(cookie) });
    expect(res.statusCode).toBe(200);
    const page: Page = res.json();
    seen.push(...page.items.map(label));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 20);
  return { seen, pages };
}

// Seven rows share one timestamp (microseconds and all): only the id can order them across pages.
const same = new Date('2030-01-02T03:04:05.123Z');
const at = (i: number) => (i < 7 ? same : new Date(same.getTime() + (i + 1) * 1000));

describe('paged lists: scheduled posts, notifications, templates', () => {
  it('scheduled posts page soonest first, complete and without repeats, only the owner’s', async () => {
    const u = await signedInUser(env.app);
    const other = await signedInUser(env.app);
    await env.ctx.db.insert(scheduledPosts).values(Array.from({ length: 12 }, (_, i) => ({ userId: u.id, title: `p${i}`, scheduledTime: at(i), platforms: ['tiktok'] })));
    await env.ctx.db.insert(scheduledPosts).values({ userId: other.id, title: 'not yours', scheduledTime: same, platforms: ['tiktok'] });
    const { seen, pages } = await readAll('/api/scheduled-posts', u.cookie, 5, (p) => p.title!);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(12);
    expect(seen.slice(7)).toEqual(['p7', 'p8', 'p9', 'p10', 'p11']);
    expect(seen).not.toContain('not yours');
    const theirs = await readAll('/api/scheduled-posts', other.cookie, 5, (p) => p.title!);
    expect(theirs.seen).toEqual(['not yours']);
  });

  it('notifications page newest first with the unread count over all of them', async () => {
    const u = await signedInUser(env.app);
    const other = await signedInUser(env.app);
    await env.ctx.db.insert(notifications).values(Array.from({ length: 12 }, (_, i) => ({ userId: u.id, title: `n${i}`, body: 'b', createdAt: at(i) })));
    await env.ctx.db.insert(notifications).values({ userId: other.id, title: 'not yours', body: 'b' });
    const { seen, pages } = await readAll('/api/notifications', u.cookie, 5, (n) => n.title!);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(12);
    expect(seen.slice(0, 5)).toEqual(['n11', 'n10', 'n9', 'n8', 'n7']);
    const first = (await env.app.inject({ url: '/api/notifications?limit=2', ...as(u.cookie) })).json<Page>();
    expect(first.items).toHaveLength(2);
    expect(first.unreadCount).toBe(12);
    expect((await readAll('/api/notifications', other.cookie, 5, (n) => n.title!)).seen).toEqual(['not yours']);
  });

  it("templates page the user's own and public ones, never another user's private ones", async () => {
    const u = await signedInUser(env.app);
    const other = await signedInUser(env.app);
    await env.ctx.db.insert(templates).values(Array.from({ length: 12 }, (_, i) => ({ userId: u.id, name: `t${i}`, createdAt: at(i) })));
    await env.ctx.db.insert(templates).values([
      { userId: other.id, name: 'private other', createdAt: same },
      { userId: other.id, name: 'public other', isPublic: true, createdAt: same },
    ]);
    // The starter pack (one per category, everyone's) pages along with them; it is left out of the names.
    const name = (t: Page['items'][number]) => ((t as { isStarter?: boolean }).isStarter ? '' : t.name!);
    const { seen, pages } = await readAll('/api/templates', u.cookie, 5, name);
    expect(pages).toBe(Math.ceil(seen.length / 5));
    const own = seen.filter(Boolean);
    expect(own).toHaveLength(13);
    expect(new Set(own).size).toBe(13);
    expect(own).toContain('public other');
    expect(own).not.toContain('private other');
    expect((await readAll('/api/templates', other.cookie, 50, name)).seen.filter(Boolean).sort()).toEqual(['private other', 'public other']);
  });

  it('refuses bad limits and cursors with a message, on every list', async () => {
    const u = await signedInUser(env.app);
    for (const url of ['/api/scheduled-posts', '/api/notifications', '/api/templates']) {
      for (const q of ['limit=0', 'limit=101', 'limit=abc', 'limit=2.5']) {
        const res = await env.app.inject({ url: `${url}?${q}`, ...as(u.cookie) });
        expect(res.statusCode, `${url}?${q}`).toBe(400);
        expect(res.json().message).toContain(PAGE_MESSAGES.badLimit);
      }
      const bad = Buffer.from("2026-01-01 00:00:00+00|1' or 1=1").toString('base64url');
      const res = await env.app.inject({ url: `${url}?cursor=${bad}`, ...as(u.cookie) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PAGE_MESSAGES.badCursor);
      expect((await env.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
