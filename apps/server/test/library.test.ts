import { LIBRARY_MESSAGES, filterLibrary, type LibraryItem, type LibraryResponse, type Template } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates, videos } from '../src/db/schema.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());


async function library(cookie: string, query = '') {
  const res = await env.app.inject({ url: `/api/library${query}`, ...as(cookie) });
  expect(res.statusCode).toBe(200);
  return res.json() as LibraryResponse;
}

/** A rendered video as the render job leaves it: a row plus a real file in storage. */
async function renderedVideo(userId: string, title: string, bytes: number, extra: Partial<typeof videos.$inferInsert> = {}) {
  const key = `videos/${userId}/${title.replace(/\W/g, '')}.mp4`;
  await env.ctx.storage.put(key, Buffer.alloc(bytes, 1));
  const [row] = await env.ctx.db
    .insert(videos)
    .values({ userId, title, status: 'ready', videoKey: key, sizeBytes: bytes, duration: 75, ...extra })
    .returning();
  return row!;
}

describe('templates API', () => {
  it('creates, lists and deletes own templates; others only see public ones', async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const create = (cookie: string, payload: object) =>
      env.app.inject({ method: 'POST', url: '/api/templates', payload, ...as(cookie) });

    const priv = await create(a.cookie, { name: 'Unboxing hook', description: 'Fast open', category: 'tech' });
    expect(priv.statusCode).toBe(201);
    expect(priv.json()).toMatchObject({ name: 'Unboxing hook', category: 'tech', isPublic: false, likes: 0, owned: true });
    const pub = (await create(a.cookie, { name: 'Shared intro', isPublic: true })).json() as Template;
    expect(pub.category).toBe('trending');

    // The starter pack is everyone's: left out here, tested in templates.test.ts.
    const listed = async (cookie: string) =>
      ((await env.app.inject({ url: '/api/templates', ...as(cookie) })).json() as { items: (Template & { isStarter: boolean })[] }).items.filter(
        (t) => !t.isStarter,
      );
    const listA = await listed(a.cookie);
    expect(listA.map((t) => t.name).sort()).toEqual(['Shared intro', 'Unboxing hook']);
    const listB = await listed(b.cookie);
    expect(listB).toEqual([expect.objectContaining({ id: pub.id, owned: false })]);

    // B can't delete A's templates: the private one doesn't exist for B, the public one isn't B's.
    const privId = (priv.json() as Template).id;
    const hidden = await env.app.inject({ method: 'DELETE', url: `/api/templates/${privId}`, ...as(b.cookie) });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(LIBRARY_MESSAGES.templateNotFound);
    const notOwner = await env.app.inject({ method: 'DELETE', url: `/api/templates/${pub.id}`, ...as(b.cookie) });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().message).toBe(LIBRARY_MESSAGES.notYourTemplate);

    const del = await env.app.inject({ method: 'DELETE', url: `/api/templates/${privId}`, ...as(a.cookie) });
    expect(del.statusCode).toBe(200);
    const again = await env.app.inject({ method: 'DELETE', url: `/api/templates/${privId}`, ...as(a.cookie) });
    expect(again.statusCode).toBe(404);
    expect((await env.app.inject({ method: 'DELETE', url: '/api/templates/not-a-uuid', ...as(a.cookie) })).statusCode).toBe(404);
  });

  it('validates templates and requires a session', async () => {
    const a = await signedInUser(env.app);
    const noName = await env.app.inject({ method: 'POST', url: '/api/templates', payload: { name: '  ' }, ...as(a.cookie) });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(LIBRARY_MESSAGES.templateName);
    const badCategory = await env.app.inject({ method: 'POST', url: '/api/templates', payload: { name: 'x', category: 'crypto' }, ...as(a.cookie) });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().message).toBe(LIBRARY_MESSAGES.templateCategory);
    expect((await env.app.inject({ url: '/api/templates' })).statusCode).toBe(401);
    expect((await env.app.inject({ method: 'DELETE', url: '/api/templates/00000000-0000-0000-0000-000000000000' })).statusCode).toBe(401);
  });
});

describe('library API', () => {
  it('is empty for a new user and 401 without a session', async () => {
    const a = await signedInUser(env.app);
    expect(await library(a.cookie)).toEqual({
      items: [],
      counts: { video: 0, template: 0, image: 0, audio: 0, script: 0 },
      totalSize: 0,
      total: 0,
      nextCursor: null,
    });
    expect((await env.app.inject({ url: '/api/library' })).statusCode).toBe(401);
  });

  it("lists the user's videos and templates with real sizes, and nothing of another user's", async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const ready = await renderedVideo(a.id, 'Rendered reel', 3 * 1048576 + 200_000, {
      views: 40,
      likes: 7,
      platforms: ['tiktok', 'youtube'],
      description: 'How we ship #BuildInPublic',
    });
    const draft = (
      await env.app.inject({ method: 'POST', url: '/api/videos', payload: { title: 'Draft idea', description: 'Plain text' }, ...as(a.cookie) })
    ).json() as { id: string };
    await env.app.inject({ method: 'POST', url: '/api/templates', payload: { name: 'Morning routine', category: 'lifestyle' }, ...as(a.cookie) });
    await renderedVideo(b.id, 'Not yours', 1000);
    await env.app.inject({ method: 'POST', url: '/api/templates', payload: { name: 'B public', isPublic: true }, ...as(b.cookie) });

    const lib = await library(a.cookie);
    expect(lib.counts).toEqual({ video: 2, template: 1, image: 0, audio: 0, script: 0 });
    expect(lib.totalSize).toBe(3 * 1048576 + 200_000);
    expect(lib.items.map((i) => i.name)).toEqual(['Morning routine', 'Draft idea', 'Rendered reel']);

    const rendered = lib.items.find((i) => i.id === ready.id)!;
    expect(rendered).toMatchObject({
      type: 'video',
      size: 3 * 1048576 + 200_000,
      duration: 75,
      views: 40,
      likes: 7,
      status: 'ready',
      category: null,
      downloadUrl: `/api/videos/${ready.id}/download`,
      tags: ['tiktok', 'youtube', 'buildinpublic'],
    });
    expect(lib.items.find((i) => i.id === draft.id)).toMatchObject({ type: 'video', size: null, downloadUrl: null, status: 'draft' });
    expect(lib.items.find((i) => i.name === 'Morning routine')).toMatchObject({
      type: 'template',
      category: 'lifestyle',
      views: null,
      size: null,
      tags: ['lifestyle'],
    });

    // The download link really serves the file to its owner.
    const file = await env.app.inject({ url: rendered.downloadUrl!, ...as(a.cookie) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(3 * 1048576 + 200_000);
  });

  it('filters and sorts through the query string', async () => {
    const a = await signedInUser(env.app);
    await renderedVideo(a.id, 'Zebra facts', 10, { views: 5, likes: 100 });
    await renderedVideo(a.id, 'apple review', 10, { views: 900, likes: 1, description: 'Tech talk #gadgets' });
    await env.ctx.db.insert(templates).values({ userId: a.id, name: 'Mango template', category: 'business', likes: 50 });

    const names = async (q: string) => (await library(a.cookie, q)).items.map((i) => i.name);
    expect(await names('?sort=name')).toEqual(['apple review', 'Mango template', 'Zebra facts']);
    expect(await names('?sort=likes')).toEqual(['Zebra facts', 'Mango template', 'apple review']);
    expect(await names('?sort=views')).toEqual(['apple review', 'Zebra facts', 'Mango template']);
    expect(await names('?type=template')).toEqual(['Mango template']);
    expect(await names('?category=business')).toEqual(['Mango template']);
    expect(await names('?search=GADGET')).toEqual(['apple review']);
    expect(await names('?search=ZEBRA&type=template')).toEqual([]);
    // Counts stay over everything, whatever the filter.
    expect((await library(a.cookie, '?type=image')).counts).toMatchObject({ video: 2, template: 1 });

    const bad = await env.app.inject({ url: '/api/library?sort=random', ...as(a.cookie) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
  });

  it('deleting an item removes it from the library (videos keep their own ownership check)', async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const v = await renderedVideo(a.id, 'To remove', 10);
    expect((await env.app.inject({ method: 'DELETE', url: `/api/videos/${v.id}`, ...as(b.cookie) })).statusCode).toBe(404);
    expect((await library(a.cookie)).counts.video).toBe(1);
    expect((await env.app.inject({ method: 'DELETE', url: `/api/videos/${v.id}`, ...as(a.cookie) })).statusCode).toBe(200);
    expect((await library(a.cookie)).items).toEqual([]);
    expect(await env.ctx.storage.stat(v.videoKey!)).toBeNull();
  });
});

describe('filterLibrary', () => {
  const item = (over: Partial<LibraryItem>): LibraryItem => ({
    id: over.name ?? 'x',
    type: 'video',
    name: 'x',
    description: null,
    category: null,
    thumbnailUrl: null,
    size: null,
    duration: null,
    likes: 0,
    views: 0,
    isPublic: false,
    tags: [],
    status: 'draft',
    downloadUrl: null,
    origin: 'video',
    isFavorite: false,
    width: null,
    height: null,
    mimeType: null,
    previewUrl: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...over,
  });
  const items = [
    item({ name: 'Old', createdAt: '2025-01-01T00:00:00.000Z', tags: ['Tiktok'] }),
    item({ name: 'New', createdAt: '2025-03-01T00:00:00.000Z', description: 'About COOKING' }),
    item({ name: 'Tpl', type: 'template', category: 'tech', views: null, createdAt: '2025-02-01T00:00:00.000Z' }),
  ];

  it('searches name, description and tags case-insensitively', () => {
    expect(filterLibrary(items, { search: 'tikTOK' }).map((i) => i.name)).toEqual(['Old']);
    expect(filterLibrary(items, { search: 'cooking' }).map((i) => i.name)).toEqual(['New']);
    expect(filterLibrary(items, { search: 'tpl' }).map((i) => i.name)).toEqual(['Tpl']);
    expect(filterLibrary(items, { search: '   ' })).toHaveLength(3);
  });

  it('sorts recent first by default and puts items without views last', () => {
    expect(filterLibrary(items).map((i) => i.name)).toEqual(['New', 'Tpl', 'Old']);
    expect(filterLibrary(items, { sort: 'views' }).map((i) => i.name)).toEqual(['New', 'Old', 'Tpl']);
    expect(filterLibrary(items, { category: 'tech' }).map((i) => i.name)).toEqual(['Tpl']);
  });
});
