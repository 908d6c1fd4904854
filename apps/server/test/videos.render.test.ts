import fs from 'node:fs';
import path from 'node:path';
import { LIMITS, VIDEO_MESSAGES } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema.ts';
import { LOST_RENDER_MESSAGE, sweepRenders } from '../src/modules/videos/index.ts';
import { plainWords, vttWords } from './support/captions.ts';
import { waitFor } from './support/wait.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

const OWN_SCRIPT =
  'Water your plants in the morning, before the sun is high.\n\n' +
  'Feed them once a month in spring and summer, and never in winter.';
const EDITED_SCRIPT = `${OWN_SCRIPT}\n\nRepot a plant when its roots circle the bottom of the pot.`;

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer({ workers: true });
});
afterAll(() => env.close());

const rowOf = async (id: string) => (await env.ctx.db.select().from(videos).where(eq(videos.id, id)))[0]!;

/** The words an ASS file shows: dialogue text without override tags, line breaks as spaces. */
const assText = (ass: string) =>
  ass
    .split('\n')
    .filter((l) => l.startsWith('Dialogue:'))
    .map((l) => l.split(',').slice(9).join(',').replace(/\{[^}]*\}/g, '').replace(/\\N/g, ' '))
    .join('\n');

/** Reads the title card's ASS while the render's ffmpeg pass runs (the render folder goes after). */
async function captureAss(videoId: string) {
  const tmp = env.ctx.config.scratchDir;
  return waitFor(async () => {
    const jobDirs = (fs.existsSync(tmp) ? fs.readdirSync(tmp) : []).filter((d) => d.includes(videoId));
    for (const dir of jobDirs) {
      // The engine works in a folder of its own inside the job's folder.
      for (const inner of fs.readdirSync(path.join(tmp, dir), { withFileTypes: true }).filter((d) => d.isDirectory())) {
        const file = path.join(tmp, dir, inner.name, 'captions-0.ass');
        const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
        if (text.includes('[Events]')) return text;
      }
    }
    return null;
  }, 'the ASS file', 180_000, 50);
}

describe('POST /api/videos/{id}/render', () => {
  let cookie: string;
  let videoId: string;
  let firstFile: Buffer;
  let firstKeys: string[];

  it('renders a saved draft from the creator’s own script, narrating their sentences', async () => {
    const u = await signedInUser(env.app);
    cookie = u.cookie;
    const draft = await env.app.inject({
      method: 'POST',
      url: '/api/videos',
      payload: { title: 'Plant care', script: OWN_SCRIPT, platforms: ['tiktok'] },
      ...as(cookie),
    });
    expect(draft.json()).toMatchObject({ status: 'draft', needsRender: true, renderedAt: null, videoUrl: null });
    videoId = draft.json().id;

    const res = await env.app.inject({ method: 'POST', url: `/api/videos/${videoId}/render`, ...as(cookie) });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ id: videoId, status: 'generating', stage: 'queued', needsRender: false });

    const again = await env.app.inject({ method: 'POST', url: `/api/videos/${videoId}/render`, ...as(cookie) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(VIDEO_MESSAGES.alreadyRendering);

    const done = await waitFor(async () => {
      const v = (await env.app.inject({ url: `/api/videos/${videoId}`, ...as(cookie) })).json();
      return v.status !== 'generating' && v;
    }, 'the first render', 180_000, 50);
    expect(done).toMatchObject({ status: 'ready', error: null, needsRender: false });
    expect(done.renderedAt).not.toBeNull();

    // One scene per paragraph, as written.
    const row = await rowOf(videoId);
    expect((row.renderOptions as { scenes: { text: string }[] }).scenes.map((s) => s.text)).toEqual(
      OWN_SCRIPT.split('\n\n'),
    );
    const vtt = (await env.app.inject({ url: `/api/videos/${videoId}/captions.vtt`, ...as(cookie) })).body;
    expect(vttWords(vtt)).toBe(plainWords(OWN_SCRIPT));
    firstFile = (await env.app.inject({ url: `/api/videos/${videoId}/stream`, ...as(cookie) })).rawPayload;
    // The file's size is kept on the row for the library's sizes (issue 27 item 9).
    expect(row.sizeBytes).toBe(firstFile.length);
    firstKeys = [row.videoKey!, row.thumbnailKey!, row.captionsKey!];
  }, 300_000);

  it('another user gets 404, and a draft without a script cannot render', async () => {
    const other = await signedInUser(env.app);
    const res = await env.app.inject({ method: 'POST', url: `/api/videos/${videoId}/render`, ...as(other.cookie) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Video not found');
    const bad = await env.app.inject({ method: 'POST', url: '/api/videos/not-a-uuid/render', ...as(other.cookie) });
    expect(bad.statusCode).toBe(404);

    const empty = await env.app.inject({
      method: 'POST',
      url: '/api/videos',
      payload: { title: 'Empty' },
      ...as(other.cookie),
    });
    expect(empty.json().needsRender).toBe(false);
    const none = await env.app.inject({
      method: 'POST',
      url: `/api/videos/${empty.json().id}/render`,
      ...as(other.cookie),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(VIDEO_MESSAGES.noScript);
  });

  it('re-renders an edited, published video: the old file plays until the new one replaces it', async () => {
    const edit = await env.app.inject({
      method: 'PATCH',
      url: `/api/videos/${videoId}`,
      payload: { title: 'Plant care, the sequel', script: EDITED_SCRIPT, status: 'published' },
      ...as(cookie),
    });
    expect(edit.json()).toMatchObject({ needsRender: true, status: 'published' });

    const res = await env.app.inject({ method: 'POST', url: `/api/videos/${videoId}/render`, ...as(cookie) });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'generating', videoUrl: `/api/videos/${videoId}/stream` });

    // While it renders: the owner and the public watch page still get the old file.
    const ass = await captureAss(videoId);
    const during = await env.app.inject({ url: `/api/videos/${videoId}/stream`, ...as(cookie) });
    expect(during.statusCode).toBe(200);
    expect(during.rawPayload.equals(firstFile)).toBe(true);
    expect((await env.app.inject({ url: `/api/videos/${videoId}/stream` })).rawPayload.equals(firstFile)).toBe(true);
    expect((await env.app.inject({ url: `/api/public/videos/${videoId}` })).json()).toMatchObject({
      status: 'published',
      script: null,
    });
    // The title card is kinetic type: its text, once override tags and line breaks are read away.
    expect(assText(ass)).toContain('Plant care, the sequel');

    const done = await waitFor(async () => {
      const v = (await env.app.inject({ url: `/api/videos/${videoId}`, ...as(cookie) })).json();
      return v.status !== 'generating' && v;
    }, 'the re-render', 180_000, 50);
    expect(done).toMatchObject({
      status: 'published',
      error: null,
      needsRender: false,
      title: 'Plant care, the sequel',
    });

    const after = (await env.app.inject({ url: `/api/videos/${videoId}/stream`, ...as(cookie) })).rawPayload;
    expect(after.equals(firstFile)).toBe(false);
    const vtt = (await env.app.inject({ url: `/api/videos/${videoId}/captions.vtt`, ...as(cookie) })).body;
    expect(vttWords(vtt)).toBe(plainWords(EDITED_SCRIPT));
    // The previous render's files are gone; the new ones are elsewhere.
    for (const key of firstKeys) expect(fs.existsSync(env.files.path(key))).toBe(false);
    expect(fs.existsSync(path.dirname(env.files.path(firstKeys[0]!)))).toBe(false);
    expect(firstKeys).not.toContain((await rowOf(videoId)).videoKey);
  }, 300_000);

  it('a re-render that is lost keeps the previous file and says why', async () => {
    const before = await rowOf(videoId);
    await env.ctx.db
      .update(videos)
      .set({
        status: 'generating',
        jobId: null,
        renderOptions: { ...(before.renderOptions as object), previousStatus: 'ready' },
        heartbeatAt: new Date(Date.now() - 3_600_000),
      })
      .where(eq(videos.id, videoId));
    await sweepRenders(env.ctx);
    const v = (await env.app.inject({ url: `/api/videos/${videoId}`, ...as(cookie) })).json();
    expect(v).toMatchObject({ status: 'ready', error: LOST_RENDER_MESSAGE, videoUrl: `/api/videos/${videoId}/stream` });
    expect((await env.app.inject({ url: `/api/videos/${videoId}/stream`, ...as(cookie) })).statusCode).toBe(200);
  });
});

describe('complete-video carries the writer’s scenes', () => {
  it('stores the scenes the writer returned, visuals included, and splits an edited part again', async () => {
    const u = await signedInUser(env.app);
    const scenes = [
      { text: 'Coffee wakes you up.', visualQuery: 'espresso cup', keywords: ['coffee'], emoji: '☕' },
      {
        text: 'Caffeine blocks adenosine, the molecule that makes you sleepy.',
        visualQuery: 'brain molecule',
        keywords: ['adenosine'],
      },
    ];
    const script = `${scenes[0]!.text}\n\nDrink it before noon. You will sleep better tonight.`;
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/complete-video',
      payload: { topic: 'coffee', platform: 'tiktok', duration: 15, script, scenes },
      ...as(u.cookie),
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().videoId as string;
    const stored = (await rowOf(id)).renderOptions as { scenes: unknown[] };
    expect(stored.scenes).toEqual([scenes[0], { text: 'Drink it before noon. You will sleep better tonight.' }]);
    await env.app.inject({ method: 'DELETE', url: `/api/videos/${id}`, ...as(u.cookie) });
  });
});

describe('migration 0001 backfills videos rendered before it', () => {
  it('computes the same signature as the server, so old videos are not shown as stale', async () => {
    const u = await signedInUser(env.app);
    const script = 'Old words, rendered long ago.\n\nStill the same — ünïcödé too.';
    const [row] = await env.ctx.db
      .insert(videos)
      .values({
        userId: u.id,
        title: 'Old video',
        script,
        status: 'ready',
        videoKey: 'videos/x/old.mp4',
        renderOptions: { topic: 'old', platform: 'tiktok', targetSeconds: 15, title: 'Old video', script },
      })
      .returning();
    const sql = fs.readFileSync(path.resolve(import.meta.dirname, '../drizzle/0003_video_rerender.sql'), 'utf8');
    for (const statement of sql.split('--> statement-breakpoint').filter((s) => /^\s*(--.*\n)*\s*UPDATE/.test(s))) {
      await env.ctx.db.$client.query(statement);
    }
    const v = (await env.app.inject({ url: `/api/videos/${row!.id}`, ...as(u.cookie) })).json();
    expect(v).toMatchObject({ needsRender: false });
    expect(v.renderedAt).not.toBeNull();
    const edited = await env.app.inject({
      method: 'PATCH',
      url: `/api/videos/${row!.id}`,
      payload: { title: 'Old video, new title' },
      ...as(u.cookie),
    });
    expect(edited.json().needsRender).toBe(true);
  });
});

describe('the Free plan meter applies to renders', () => {
  it('refuses a new video past the monthly limit, and lets a video counted this month render again', async () => {
    const u = await signedInUser(env.app);
    const now = new Date();
    const rows = await env.ctx.db
      .insert(videos)
      .values(
        Array.from({ length: LIMITS.freeVideosPerMonth }, (_, i) => ({
          userId: u.id,
          title: `Rendered ${i}`,
          script: 'Already rendered words.',
          status: 'ready' as const,
          renderRequestedAt: now,
        })),
      )
      .returning();
    const draft = await env.app.inject({
      method: 'POST',
      url: '/api/videos',
      payload: { title: 'One too many', script: 'A new video this month.' },
      ...as(u.cookie),
    });
    const refused = await env.app.inject({
      method: 'POST',
      url: `/api/videos/${draft.json().id}/render`,
      ...as(u.cookie),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(VIDEO_MESSAGES.freeLimit);

    const counted = rows[0]!.id;
    const again = await env.app.inject({ method: 'POST', url: `/api/videos/${counted}/render`, ...as(u.cookie) });
    expect(again.statusCode).toBe(202);
    // Not needed for this test: stop the render it queued.
    await env.app.inject({ method: 'DELETE', url: `/api/videos/${counted}`, ...as(u.cookie) });
  });
});
