import { VIDEO_MESSAGES } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());


describe('videos API', () => {
  it('creates, lists, updates and deletes drafts', async () => {
    const u = await signedInUser(env.app);
    const created = await env.app.inject({
      method: 'POST',
      url: '/api/videos',
      payload: { title: 'My draft', description: 'd', script: 's', platforms: ['tiktok'], status: 'draft', videoUrl: 'https://elsewhere.example/x.mp4' },
      ...as(u.cookie),
    });
    expect(created.statusCode).toBe(201);
    const video = created.json();
    expect(video).toMatchObject({ title: 'My draft', status: 'draft', platforms: ['tiktok'], videoUrl: null });

    const list = await env.app.inject({ url: '/api/videos', ...as(u.cookie) });
    expect(list.json().items.map((v: { id: string }) => v.id)).toEqual([video.id]);

    const patched = await env.app.inject({ method: 'PATCH', url: `/api/videos/${video.id}`, payload: { title: 'Renamed', status: 'failed' }, ...as(u.cookie) });
    expect(patched.json()).toMatchObject({ title: 'Renamed', status: 'failed' });

    const del = await env.app.inject({ method: 'DELETE', url: `/api/videos/${video.id}`, ...as(u.cookie) });
    expect(del.statusCode).toBe(200);
    expect((await env.app.inject({ url: `/api/videos/${video.id}`, ...as(u.cookie) })).statusCode).toBe(404);
  });

  it('refuses ready/published without a rendered file, and generating from clients', async () => {
    const u = await signedInUser(env.app);
    const ready = await env.app.inject({ method: 'POST', url: '/api/videos', payload: { title: 't', status: 'ready' }, ...as(u.cookie) });
    expect(ready.statusCode).toBe(400);
    expect(ready.json().message).toBe(VIDEO_MESSAGES.notRenderedYet);
    const draft = (await env.app.inject({ method: 'POST', url: '/api/videos', payload: { title: 't' }, ...as(u.cookie) })).json();
    const pub = await env.app.inject({ method: 'PATCH', url: `/api/videos/${draft.id}`, payload: { status: 'published' }, ...as(u.cookie) });
    expect(pub.statusCode).toBe(400);
    const gen = await env.app.inject({ method: 'PATCH', url: `/api/videos/${draft.id}`, payload: { status: 'generating' }, ...as(u.cookie) });
    expect(gen.statusCode).toBe(400);
    expect(gen.json().message).toBe(VIDEO_MESSAGES.generatingIsServerOwned);
  });

  it('validates input with clear messages', async () => {
    const u = await signedInUser(env.app);
    const noTitle = await env.app.inject({ method: 'POST', url: '/api/videos', payload: { title: '  ' }, ...as(u.cookie) });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('Please give the video a title.');
    const badStatus = await env.app.inject({ method: 'POST', url: '/api/videos', payload: { title: 'x', status: 'viral' }, ...as(u.cookie) });
    expect(badStatus.statusCode).toBe(400);
    const badId = await env.app.inject({ url: '/api/videos/not-a-uuid', ...as(u.cookie) });
    expect(badId.statusCode).toBe(404);
  });

  it('keeps every video private to its owner', async () => {
    const owner = await signedInUser(env.app);
    const intruder = await signedInUser(env.app);
    const v = (await env.app.inject({ method: 'POST', url: '/api/videos', payload: { title: 'mine' }, ...as(owner.cookie) })).json();
    expect((await env.app.inject({ url: '/api/videos', ...as(intruder.cookie) })).json()).toEqual({ items: [], nextCursor: null });
    for (const req of [
      { method: 'GET' as const, url: `/api/videos/${v.id}` },
      { method: 'PATCH' as const, url: `/api/videos/${v.id}`, payload: { title: 'hacked' } },
      { method: 'DELETE' as const, url: `/api/videos/${v.id}` },
      { method: 'GET' as const, url: `/api/videos/${v.id}/download` },
      { method: 'GET' as const, url: `/api/videos/${v.id}/stream` },
      { method: 'POST' as const, url: `/api/videos/${v.id}/render` },
    ]) {
      const res = await env.app.inject({ ...req, ...as(intruder.cookie) });
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(404);
    }
    expect((await env.app.inject({ url: `/api/videos/${v.id}`, ...as(owner.cookie) })).json().title).toBe('mine');
    expect((await env.app.inject({ url: '/api/videos' })).statusCode).toBe(401);
  });

  it('limits Free accounts to 10 AI videos per calendar month, not Premium ones', async () => {
    const free = await signedInUser(env.app);
    const rows = Array.from({ length: 10 }, (_, i) => ({
      userId: free.id,
      title: `v${i}`,
      status: 'ready' as const,
      renderOptions: { topic: 't' },
      renderRequestedAt: new Date(),
    }));
    await env.ctx.db.insert(videos).values(rows);
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/complete-video',
      payload: { topic: 'Eleventh video', platform: 'tiktok', duration: 15, script: 'One more.' },
      ...as(free.cookie),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(VIDEO_MESSAGES.freeLimit);
  });
});
