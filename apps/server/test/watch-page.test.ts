import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { videos } from '../src/db/schema.ts';
import { readyVideo } from './fakes/scheduling.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

// A shared watch link previews the video (issue 27 item 21): the server writes Open Graph and
// Twitter card tags into the SPA's page for a published video, escaped, and nothing for others.
let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rf-web-'));
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Reelforge: the product." />
    <title>Reelforge — AI video studio for creators</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  env = await startTestServer({ env: { PUBLIC_URL: 'https://reelforge.example/' } });
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  app = await buildApp(env.ctx, { webDist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await env.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function publishedVideo(title: string, description: string) {
  const u = await signedInUser(env.app);
  const id = await readyVideo(env.ctx, u.id, 4096, title);
  await env.ctx.db
    .update(videos)
    .set({ status: 'published', description, thumbnailKey: `videos/${u.id}/${id}/thumbnail.jpg` })
    .where(eq(videos.id, id));
  return id;
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('GET /watch/:id', () => {
  it('carries the video title, description, thumbnail and video as absolute URLs', async () => {
    const id = await publishedVideo('Octopus minds', 'Why octopuses are smarter than you think.\n\nMore below.');
    const res = await app.inject({ url: `/watch/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain('<title>Octopus minds — Reelforge</title>');
    expect(meta(html, 'og:title')).toBe('Octopus minds');
    expect(meta(html, 'og:description')).toBe('Why octopuses are smarter than you think.');
    expect(meta(html, 'og:url')).toBe(`https://reelforge.example/watch/${id}`);
    expect(meta(html, 'og:image')).toBe(`https://reelforge.example/api/videos/${id}/thumbnail`);
    expect(meta(html, 'og:video')).toBe(`https://reelforge.example/api/videos/${id}/stream`);
    expect(meta(html, 'og:video:type')).toBe('video/mp4');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(`https://reelforge.example/api/videos/${id}/thumbnail`);
    // One description: the video's, not the product's.
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(meta(html, 'description')).toBe('Why octopuses are smarter than you think.');
    // The tags point at files anyone may fetch.
    expect((await app.inject({ url: `/api/videos/${id}/stream`, headers: { range: 'bytes=0-0' } })).statusCode).toBe(206);
  });

  it('escapes what the creator wrote', async () => {
    const id = await publishedVideo('"><script>alert(1)</script> $& fish', 'Tom & Jerry <b>bold</b> \'quoted\'');
    const html = (await app.inject({ url: `/watch/${id}` })).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>bold</b>');
    expect(meta(html, 'og:title')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; fish');
    expect(meta(html, 'og:description')).toBe('Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt; &#39;quoted&#39;');
  });

  it('an unpublished, unknown or malformed id gets the plain page with a 404 (the SPA says not found)', async () => {
    const u = await signedInUser(env.app);
    const ready = await readyVideo(env.ctx, u.id, 4096, 'Not shared yet');
    for (const id of [ready, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await app.inject({ url: `/watch/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(INDEX);
      expect(res.body).not.toContain('og:');
    }
  });
});
