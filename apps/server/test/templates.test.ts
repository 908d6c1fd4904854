import { LIBRARY_MESSAGES, TEMPLATE_MESSAGES, TEMPLATE_CATEGORIES, type TemplateDetail } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateLikes, templates } from '../src/db/schema.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

// Templates as recipes (issue 10): the starter pack, ownership, likes and badges, "Save as template".
let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());

const recipe = {
  name: 'My countdown',
  description: 'Numbered tips',
  category: 'tech',
  structure: 'listicle',
  tone: 'casual-friendly',
  duration: '15-30 seconds',
  platform: 'tiktok',
  aspect: '1:1',
  captionStyle: 'boxed',
  music: 'calm',
  visualSource: 'motion',
  voiceId: 'voice3',
  isPublic: true,
} as const;

/** Every page of the templates the user can see (the list is paged, ADR 0025). */
async function list(cookie: string) {
  const all: TemplateDetail[] = [];
  let cursor: string | null = null;
  do {
    const res = await env.app.inject({ url: `/api/templates?limit=100${cursor ? `&cursor=${cursor}` : ''}`, ...as(cookie) });
    expect(res.statusCode).toBe(200);
    const page = res.json() as { items: TemplateDetail[]; nextCursor: string | null };
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

async function create(cookie: string, payload: object = recipe) {
  const res = await env.app.inject({ method: 'POST', url: '/api/templates', payload, ...as(cookie) });
  expect(res.statusCode).toBe(201);
  return res.json() as TemplateDetail;
}

describe('starter pack', () => {
  it('gives every user one starter per category, owned by nobody, not editable or deletable', async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const starters = (await list(a.cookie)).filter((t) => t.isStarter);
    expect(starters.map((t) => t.category).sort()).toEqual([...TEMPLATE_CATEGORIES].sort());
    for (const t of starters) {
      expect(t).toMatchObject({ owned: false, isPublic: true });
      expect(t.structure).not.toBeNull();
      expect(t.tone).not.toBeNull();
    }
    expect((await list(b.cookie)).filter((t) => t.isStarter).map((t) => t.id).sort()).toEqual(starters.map((t) => t.id).sort());
    // Written once: listing again adds no copies.
    const rows = await env.ctx.db.select().from(templates);
    expect(rows.filter((r) => r.starterKey).length).toBe(TEMPLATE_CATEGORIES.length);

    const starter = starters[0]!;
    const del = await env.app.inject({ method: 'DELETE', url: `/api/templates/${starter.id}`, ...as(a.cookie) });
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe(TEMPLATE_MESSAGES.starterLocked);
    const edit = await env.app.inject({ method: 'PATCH', url: `/api/templates/${starter.id}`, payload: { name: 'Mine now' }, ...as(a.cookie) });
    expect(edit.statusCode).toBe(403);
    expect((await env.app.inject({ url: `/api/templates/${starter.id}`, ...as(a.cookie) })).json().name).toBe(starter.name);
  });
});

describe('templates API', () => {
  it('creates a full recipe; only the owner edits or deletes it; a private one is hidden from others', async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const made = await create(a.cookie);
    expect(made).toMatchObject({ ...recipe, owned: true, isStarter: false, likes: 0, usedCount: 0, badge: 'AI', presenterLayout: null });

    const patched = await env.app.inject({ method: 'PATCH', url: `/api/templates/${made.id}`, payload: { structure: 'tutorial', aspect: null }, ...as(a.cookie) });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ structure: 'tutorial', aspect: null, tone: 'casual-friendly' });

    const othersEdit = await env.app.inject({ method: 'PATCH', url: `/api/templates/${made.id}`, payload: { name: 'Hijack' }, ...as(b.cookie) });
    expect(othersEdit.statusCode).toBe(403);
    expect(othersEdit.json().message).toBe(TEMPLATE_MESSAGES.editOwnOnly);
    const othersDelete = await env.app.inject({ method: 'DELETE', url: `/api/templates/${made.id}`, ...as(b.cookie) });
    expect(othersDelete.statusCode).toBe(403);
    expect(othersDelete.json().message).toBe(LIBRARY_MESSAGES.notYourTemplate);

    const priv = await create(a.cookie, { ...recipe, name: 'Secret', isPublic: false });
    expect((await env.app.inject({ url: `/api/templates/${priv.id}`, ...as(b.cookie) })).statusCode).toBe(404);
    const hiddenEdit = await env.app.inject({ method: 'PATCH', url: `/api/templates/${priv.id}`, payload: { name: 'x' }, ...as(b.cookie) });
    expect(hiddenEdit.statusCode).toBe(404);
    expect((await list(b.cookie)).some((t) => t.id === priv.id)).toBe(false);

    const bad = await env.app.inject({ method: 'POST', url: '/api/templates', payload: { ...recipe, structure: 'poem' }, ...as(a.cookie) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Choose a structure/);
    const empty = await env.app.inject({ method: 'PATCH', url: `/api/templates/${made.id}`, payload: {}, ...as(a.cookie) });
    expect(empty.statusCode).toBe(400);
  });

  it('counts likes from the like rows: once per user, public templates only', async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const pub = await create(a.cookie);
    const like = (cookie: string, id = pub.id, method: 'POST' | 'DELETE' = 'POST') =>
      env.app.inject({ method, url: `/api/templates/${id}/like`, ...as(cookie) });

    const first = await like(b.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ likes: 1, likedByMe: true });
    const twice = await like(b.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(TEMPLATE_MESSAGES.alreadyLiked);
    expect((await like(a.cookie)).json()).toMatchObject({ likes: 2 });
    expect((await env.ctx.db.select().from(templateLikes).where(eq(templateLikes.templateId, pub.id))).length).toBe(2);
    // What b sees: its own like, everyone's count.
    expect((await list(b.cookie)).find((t) => t.id === pub.id)).toMatchObject({ likes: 2, likedByMe: true });

    const unliked = await like(b.cookie, pub.id, 'DELETE');
    expect(unliked.json()).toMatchObject({ likes: 1, likedByMe: false });
    expect((await like(b.cookie, pub.id, 'DELETE')).statusCode).toBe(409);

    const priv = await create(a.cookie, { ...recipe, isPublic: false });
    expect((await like(a.cookie, priv.id)).statusCode).toBe(400);
    expect((await like(b.cookie, priv.id)).statusCode).toBe(404);
    expect((await like(b.cookie, 'not-a-uuid')).statusCode).toBe(404);

    // A starter can be liked like any public template.
    const starter = (await list(b.cookie)).find((t) => t.isStarter)!;
    expect((await like(b.cookie, starter.id)).json()).toMatchObject({ likes: 1, likedByMe: true });
  });

  it('badges by likes: over 5000 VIRAL, over 2000 HOT, over 1000 NEW, else AI', async () => {
    const a = await signedInUser(env.app);
    const made = await create(a.cookie);
    const badgeAt = async (likes: number) => {
      await env.ctx.db.update(templates).set({ likes }).where(eq(templates.id, made.id));
      return (await list(a.cookie)).find((t) => t.id === made.id)?.badge;
    };
    expect([await badgeAt(1000), await badgeAt(1001), await badgeAt(2001), await badgeAt(5001)]).toEqual(['AI', 'NEW', 'HOT', 'VIRAL']);
  });

  it("saves a video's settings as a template; someone else's video is not found", async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const video = (await env.app.inject({ method: 'POST', url: '/api/videos', payload: { title: 'Draft', platforms: ['youtube'] }, ...as(a.cookie) })).json() as { id: string };
    const payload = { name: 'From my video', category: 'education', structure: 'story', tone: 'professional' };
    const saved = await env.app.inject({ method: 'POST', url: `/api/videos/${video.id}/template`, payload, ...as(a.cookie) });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ ...payload, platform: 'youtube', owned: true, isPublic: false });
    const stolen = await env.app.inject({ method: 'POST', url: `/api/videos/${video.id}/template`, payload, ...as(b.cookie) });
    expect(stolen.statusCode).toBe(404);
  });
});
