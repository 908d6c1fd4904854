import http from 'node:http';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LIBRARY_MESSAGES, PLANS, UPLOAD_MESSAGES, type LibraryItem, type LibraryResponse } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryItems } from '../src/db/schema.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';
import { filesUnder, makeFixtures, multipartBody, readStoredZip } from './support/uploads.ts';

let env: TestEnv;
let media: Awaited<ReturnType<typeof makeFixtures>>;
const scratch = () => path.join(env.ctx.config.scratchDir, 'uploads');
const stored = (userId: string) => filesUnder(path.join(env.ctx.config.storageDir, 'library', userId));

beforeAll(async () => {
  env = await startTestServer();
  media = await makeFixtures(fs.mkdtempSync(path.join(os.tmpdir(), 'rf-lib-')));
});
afterAll(() => env.close());


async function upload(cookie: string, file: { name: string; data: Buffer } | null, fields: Record<string, string> = {}) {
  const body = multipartBody(file, fields);
  return env.app.inject({ method: 'POST', url: '/api/library/uploads', payload: body.payload, headers: { ...body.headers, cookie } });
}
async function uploaded(cookie: string, file: { name: string; data: Buffer }, fields: Record<string, string> = {}) {
  const res = await upload(cookie, file, fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as LibraryItem;
}
const rowsOf = (userId: string) => env.ctx.db.select().from(libraryItems).where(eq(libraryItems.userId, userId));
async function library(cookie: string, query = '') {
  const res = await env.app.inject({ url: `/api/library${query}`, ...as(cookie) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LibraryResponse;
}

describe('library uploads', () => {
  it('stores an image with its size, dimensions, thumbnail and the fields sent with it', async () => {
    const a = await signedInUser(env.app);
    const item = await uploaded(a.cookie, { name: 'cover.png', data: media.png }, { name: 'Launch cover', category: 'tech', tags: 'Launch, covers ,launch' });
    expect(item).toMatchObject({
      type: 'image', origin: 'upload', name: 'Launch cover', category: 'tech', tags: ['launch', 'covers'],
      size: media.png.length, width: 64, height: 48, duration: null, mimeType: 'image/png', isFavorite: false,
    });
    const file = await env.app.inject({ url: item.previewUrl!, ...as(a.cookie) });
    expect(file.rawPayload.equals(media.png)).toBe(true);
    const thumb = await env.app.inject({ url: item.thumbnailUrl!, ...as(a.cookie) });
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const lib = await library(a.cookie);
    expect(lib.counts.image).toBe(1);
    expect(lib.totalSize).toBe(media.png.length);
    expect(lib.items.map((i) => i.id)).toEqual([item.id]);
  });

  it('recognises MP4 video, MP3 and WAV audio and a text script from their content', async () => {
    const a = await signedInUser(env.app);
    const video = await uploaded(a.cookie, { name: 'clip.mp4', data: media.mp4 });
    expect(video).toMatchObject({ type: 'video', mimeType: 'video/mp4', width: 320, height: 240, name: 'clip' });
    expect(video.duration).toBeCloseTo(2, 0);
    expect((await env.app.inject({ url: video.thumbnailUrl!, ...as(a.cookie) })).statusCode).toBe(200);
    const mp3 = await uploaded(a.cookie, { name: 'tone.mp3', data: media.mp3 });
    expect(mp3).toMatchObject({ type: 'audio', mimeType: 'audio/mpeg' });
    expect(mp3.duration).toBeCloseTo(1.5, 0);
    const wav = await uploaded(a.cookie, { name: 'no-extension', data: media.wav });
    expect(wav).toMatchObject({ type: 'audio', mimeType: 'audio/wav', duration: 1 });
    const text = Buffer.from('Hook: three mistakes — and how to fix them.\nScene 1: …\n', 'utf8');
    const script = await uploaded(a.cookie, { name: 'Teaser script.txt', data: text });
    expect(script).toMatchObject({ type: 'script', size: text.length, thumbnailUrl: null });

    // The preview reads the opening of a script by range: stored bytes, never a gzip of them.
    const opening = await env.app.inject({ url: script.previewUrl!, headers: { cookie: a.cookie, range: 'bytes=0-3', 'accept-encoding': 'gzip, br' } });
    expect([opening.statusCode, opening.body, opening.headers['content-encoding']]).toEqual([206, 'Hook', undefined]);
    const download = await env.app.inject({ url: script.downloadUrl!, ...as(a.cookie) });
    expect(download.rawPayload.equals(text)).toBe(true);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Teaser script.txt"; filename*=UTF-8''Teaser%20script.txt`);
    expect((await library(a.cookie)).counts).toMatchObject({ video: 1, audio: 2, script: 1 });
  });

  it('refuses what is not what it says, empty files and unknown types, leaving nothing behind', async () => {
    const a = await signedInUser(env.app);
    const cases: [string, Buffer, number, string][] = [
      ['photo.png', Buffer.from('just some text pretending\n'), 400, UPLOAD_MESSAGES.mismatch('png', 'image')],
      ['empty.txt', Buffer.alloc(0), 400, UPLOAD_MESSAGES.empty],
      ['blob.bin', Buffer.from([0x00, 0x01, 0x02, 0xfe, 0xff, 0x10, 0x00]), 400, UPLOAD_MESSAGES.unsupported],
      ['broken.png', Buffer.concat([media.png.subarray(0, 40), Buffer.alloc(200, 7)]), 400, UPLOAD_MESSAGES.unreadable('image')],
      ['fake.mp4', Buffer.concat([media.mp4.subarray(0, 32), Buffer.alloc(5000, 1)]), 400, UPLOAD_MESSAGES.unreadable('video')],
    ];
    for (const [name, data, status, message] of cases) {
      const res = await upload(a.cookie, { name, data });
      expect([name, res.statusCode, res.json().message]).toEqual([name, status, message]);
    }
    const none = await upload(a.cookie, null, { name: 'only a name' });
    expect([none.statusCode, none.json().message]).toEqual([400, UPLOAD_MESSAGES.noFile]);
    expect(await rowsOf(a.id)).toEqual([]);
    expect(stored(a.id)).toEqual([]);
    expect(filesUnder(scratch())).toEqual([]);
  });

  it('enforces the plan: per-file size while the bytes arrive, and total storage', async () => {
    const a = await signedInUser(env.app);
    const limit = PLANS.free.library.maxFileBytes;
    // One byte over the Free limit, streamed (never built in memory here either).
    const boundary = 'rfBoundaryBig';
    async function* body() {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\n\r\n`);
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      for (let sent = 0; sent <= limit; sent += chunk.length) yield sent + chunk.length > limit + 1 ? chunk.subarray(0, limit + 1 - sent) : chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const big = await env.app.inject({
      method: 'POST',
      url: '/api/library/uploads',
      payload: Readable.from(body()),
      headers: { cookie: a.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect([big.statusCode, big.json().message]).toEqual([413, UPLOAD_MESSAGES.tooLarge('free')]);
    expect(big.json().message).toBe('Please choose a file smaller than 100MB (Free plan). Premium allows 2GB per file.');

    // Storage: a library that already holds all but 10 bytes of the Free allowance.
    const full = { userId: a.id, name: 'Earlier upload', type: 'video' as const, mimeType: 'video/mp4', extension: 'mp4', storageKey: `library/${a.id}/x/file.mp4` };
    await env.ctx.db.insert(libraryItems).values({ ...full, size: PLANS.free.library.storageBytes - 10 });
    const over = await upload(a.cookie, { name: 'cover.png', data: media.png });
    expect([over.statusCode, over.json().message]).toEqual([413, UPLOAD_MESSAGES.storageFull('free')]);
    expect((await rowsOf(a.id)).map((r) => r.name)).toEqual(['Earlier upload']);
    expect(stored(a.id)).toEqual([]);
    expect(filesUnder(scratch())).toEqual([]);
  });

  it('an upload killed mid-stream leaves no scratch file, no stored file and no row', async () => {
    const a = await signedInUser(env.app);
    const address = await env.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/library/uploads',
      headers: { cookie: a.cookie, 'content-type': 'multipart/form-data; boundary=rfKilled', 'transfer-encoding': 'chunked' },
    });
    req.on('error', () => {}); // the abort below is the point
    req.write(`--rfKilled\r\nContent-Disposition: form-data; name="file"; filename="long.wav"\r\n\r\n`);
    req.write(media.wav);
    req.write(Buffer.alloc(2 * 1024 * 1024, 3));
    // Wait until the server is writing the scratch file, then hang up.
    for (let i = 0; i < 200 && filesUnder(scratch()).length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(filesUnder(scratch()).length).toBe(1);
    req.destroy();
    for (let i = 0; i < 200 && filesUnder(scratch()).length > 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(filesUnder(scratch())).toEqual([]);
    expect(await rowsOf(a.id)).toEqual([]);
    expect(stored(a.id)).toEqual([]);
  });
});

describe('library items: edit, favourites, delete, downloads, ownership', () => {
  it("another user can neither list, read, download, edit, delete nor zip someone's upload", async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const item = await uploaded(a.cookie, { name: 'cover.png', data: media.png });
    expect((await library(b.cookie)).items).toEqual([]);
    for (const url of [item.previewUrl!, item.downloadUrl!, item.thumbnailUrl!]) {
      const res = await env.app.inject({ url, ...as(b.cookie) });
      expect([url, res.statusCode, res.json().message]).toEqual([url, 404, UPLOAD_MESSAGES.itemNotFound]);
    }
    const patch = await env.app.inject({ method: 'PATCH', url: `/api/library/items/${item.id}`, payload: { name: 'Mine now' }, ...as(b.cookie) });
    expect([patch.statusCode, patch.json().message]).toEqual([404, UPLOAD_MESSAGES.itemNotFound]);
    const del = await env.app.inject({ method: 'DELETE', url: `/api/library/items/${item.id}`, ...as(b.cookie) });
    expect(del.statusCode).toBe(404);
    const zip = await env.app.inject({ url: `/api/library/download?ids=${item.id}`, ...as(b.cookie) });
    expect([zip.statusCode, zip.json().message]).toEqual([400, UPLOAD_MESSAGES.nothingToZip]);
    expect((await rowsOf(a.id)).map((r) => r.name)).toEqual(['cover']);
    expect(stored(a.id).length).toBe(2);
    expect((await env.app.inject({ url: item.downloadUrl! })).statusCode).toBe(401);
  });

  it('edits fields, filters favourites, zips a selection byte for byte and deletes file and thumbnail', async () => {
    const a = await signedInUser(env.app);
    const png = await uploaded(a.cookie, { name: 'cover.png', data: media.png });
    const wav = await uploaded(a.cookie, { name: 'tone.wav', data: media.wav });
    const edit = await env.app.inject({
      method: 'PATCH',
      url: `/api/library/items/${png.id}`,
      payload: { name: 'Thumbnail A', description: 'For the #launch', category: 'business', tags: ['hero'], isFavorite: true },
      ...as(a.cookie),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ name: 'Thumbnail A', category: 'business', tags: ['hero'], isFavorite: true });
    const bad = await env.app.inject({ method: 'PATCH', url: `/api/library/items/${png.id}`, payload: { category: 'crypto' }, ...as(a.cookie) });
    expect(bad.statusCode).toBe(400);
    expect((await library(a.cookie, '?favorites=true')).items.map((i) => i.id)).toEqual([png.id]);
    expect((await library(a.cookie, '?category=business')).items.map((i) => i.id)).toEqual([png.id]);
    expect((await library(a.cookie, '?search=HERO')).items.map((i) => i.id)).toEqual([png.id]);

    const zip = await env.app.inject({ url: `/api/library/download?ids=${png.id},${wav.id}`, ...as(a.cookie) });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = readStoredZip(zip.rawPayload);
    expect([...entries.keys()].sort()).toEqual(['Thumbnail A.png', 'tone.wav']);
    expect(entries.get('Thumbnail A.png')!.equals(media.png)).toBe(true);
    expect(entries.get('tone.wav')!.equals(media.wav)).toBe(true);

    const del = await env.app.inject({ method: 'DELETE', url: `/api/library/items/${png.id}`, ...as(a.cookie) });
    expect([del.statusCode, del.json().message]).toEqual([200, LIBRARY_MESSAGES.deleted]);
    expect(stored(a.id).every((f) => !f.startsWith(png.id))).toBe(true);
    expect(stored(a.id).length).toBe(2); // the WAV and its waveform
    expect((await env.app.inject({ url: png.downloadUrl!, ...as(a.cookie) })).statusCode).toBe(404);
  });

  it("favourites the user's own videos and templates too, and nothing else about them", async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const video = (await env.app.inject({ method: 'POST', url: '/api/videos', payload: { title: 'Draft idea' }, ...as(a.cookie) })).json() as { id: string };
    const template = (await env.app.inject({ method: 'POST', url: '/api/templates', payload: { name: 'Hook', isPublic: true }, ...as(a.cookie) })).json() as { id: string };
    const patch = (cookie: string, id: string, payload: object) =>
      env.app.inject({ method: 'PATCH', url: `/api/library/items/${id}`, payload, ...as(cookie) });

    for (const id of [video.id, template.id]) {
      const other = await patch(b.cookie, id, { isFavorite: true });
      expect([other.statusCode, other.json().message]).toEqual([404, UPLOAD_MESSAGES.itemNotFound]);
    }
    const renamed = await patch(a.cookie, video.id, { name: 'New title' });
    expect([renamed.statusCode, renamed.json().message]).toEqual([400, UPLOAD_MESSAGES.notEditable]);
    expect((await patch(a.cookie, video.id, { isFavorite: true })).json()).toMatchObject({ id: video.id, origin: 'video', isFavorite: true });
    expect((await patch(a.cookie, template.id, { isFavorite: true })).json()).toMatchObject({ id: template.id, isFavorite: true });
    expect((await patch(a.cookie, template.id, { isFavorite: false })).json()).toMatchObject({ isFavorite: false });
    expect((await library(a.cookie, '?favorites=true')).items.map((i) => i.id)).toEqual([video.id]);
    expect((await library(b.cookie, '?favorites=true')).items).toEqual([]);
  });

  it('pages with a cursor: every item once, in order', async () => {
    const a = await signedInUser(env.app);
    for (const n of ['one', 'two', 'three']) await uploaded(a.cookie, { name: `${n}.txt`, data: Buffer.from(n) });
    const first = await library(a.cookie, '?sort=name&limit=2');
    expect(first.items.map((i) => i.name)).toEqual(['one', 'three']);
    expect(first.total).toBe(3);
    const second = await library(a.cookie, `?sort=name&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((i) => i.name)).toEqual(['two']);
    expect(second.nextCursor).toBeNull();
    const broken = await env.app.inject({ url: '/api/library?cursor=not-a-cursor', ...as(a.cookie) });
    expect(broken.statusCode).toBe(400);
  });
});
