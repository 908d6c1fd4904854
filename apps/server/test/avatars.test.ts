import fs from 'node:fs';
import { crc32 } from 'node:zlib';
import { AVATAR_MESSAGES, AVATAR_STYLES, MSG } from '@reelforge/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatars, videos } from '../src/db/schema.ts';
import { avatarFiles } from '../src/modules/avatars/avatars.files.ts';
import { PENDING_CLAIM_MS, PENDING_SWEEP_MS, sweepPendingAvatars } from '../src/modules/avatars/avatars.synthesis.ts';
import { zipBuffer } from '../src/lib/zip-stream.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser, type User } from './support/users.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());

/** Duration from the WAV's own chunks (ffmpeg may put a LIST chunk before 'data'). */
function wavSeconds(wav: Buffer): number {
  let byteRate = 0;
  for (let at = 12; at + 8 <= wav.length; ) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') byteRate = wav.readUInt32LE(at + 16);
    if (id === 'data') return size / byteRate;
    at += 8 + size + (size % 2);
  }
  return 0;
}

const dataUrl = (bytes: Buffer, mime = 'image/jpeg') => `data:${mime};base64,${bytes.toString('base64')}`;

const ASTRONAUT = new URL('./fixtures/photos/astronaut.jpg', import.meta.url).pathname;

/** A head-and-shoulders photo (640x480 JPEG): a public-domain portrait (fixtures/photos/ASSETS.md) on a wall. */
async function testPhoto(): Promise<Buffer> {
  const person = await sharp(ASTRONAUT).resize(420, 420).toBuffer();
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#7d93a3' } })
    .composite([{ input: person, left: 180, top: 60 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Random pixels compress to nothing: a PNG of about `bytes` bytes that is a real image. With
 * `face`, the portrait sits in the middle (uncompressed, so the size stays the same).
 */
async function noisePng(bytes: number, face = false): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.imul(i, 2654435761) >>> 13) & 0xff;
  const overlay = face ? [{ input: await sharp(ASTRONAUT).toBuffer(), gravity: 'centre' as const }] : [];
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .composite(overlay)
    .removeAlpha()
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function synth(u: User, body: Record<string, unknown>) {
  return env.app.inject({ method: 'POST', url: '/api/deepagent/avatar', payload: body, ...as(u) });
}

/** Synthesizes and saves an avatar the way the Avatar Builder does (two calls). */
async function createAvatar(u: User, fields: Record<string, unknown> = {}) {
  const body = { name: 'Nova', style: 'cartoon', ...fields };
  const s = await synth(u, body);
  expect(s.statusCode, s.body).toBe(200);
  const { image_url, voice_id, avatar_id } = s.json().data;
  const res = await env.app.inject({
    method: 'POST',
    url: '/api/avatars',
    payload: { ...body, customImage: undefined, imageUrl: image_url, voiceId: voice_id, deepAgentAvatarId: avatar_id },
    ...as(u),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function rgb(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
function meanAbsDiff(a: Buffer, b: Buffer) {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** Reads a ZIP's central directory and returns each file's bytes, checking every CRC. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let p = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(p)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(p + 16);
    const size = zip.readUInt32LE(p + 24);
    const nameLen = zip.readUInt16LE(p + 28);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    expect(crc32(data) >>> 0, name).toBe(crc);
    files.set(name, data);
    p += 46 + nameLen + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return files;
}

async function defaults(userId: string) {
  return env.ctx.db
    .select()
    .from(avatars)
    .where(and(eq(avatars.userId, userId), eq(avatars.isDefault, true)));
}

describe('POST /api/deepagent/avatar', () => {
  let u: User;
  let photo: Buffer;
  beforeAll(async () => {
    u = await signedInUser(env.app);
    photo = await testPhoto();
  });

  it('renders each style from the same photo as a distinct 512x512 image', async () => {
    const images = new Map<string, Awaited<ReturnType<typeof rgb>>>();
    for (const style of AVATAR_STYLES) {
      const res = await synth(u, { name: 'Ada', style, gender: 'female', age: 30, customImage: dataUrl(photo) });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, data: { style, source: 'photo', voice_id: 'voice2' } });
      expect(body.data.image_url).toBe(`/api/avatars/${body.data.avatar_id}/image`);
      const img = await env.app.inject({ url: body.data.image_url, ...as(u) });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/png');
      const meta = await sharp(img.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
      images.set(style, await rgb(img.rawPayload));
    }
    const styles = [...images.keys()];
    for (let i = 0; i < styles.length; i++) {
      for (let j = i + 1; j < styles.length; j++) {
        const d = meanAbsDiff(images.get(styles[i]!)!.data, images.get(styles[j]!)!.data);
        expect(d, `${styles[i]} vs ${styles[j]}`).toBeGreaterThan(6);
      }
    }
  });

  it('gives an unknown style the default look, and draws a portrait when there is no photo', async () => {
    const known = (await synth(u, { name: 'Ada', style: 'realistic', customImage: dataUrl(photo) })).json().data;
    const odd = await synth(u, { name: 'Ada', style: 'vaporwave', customImage: dataUrl(photo) });
    expect(odd.statusCode).toBe(200);
    expect(odd.json().data.style).toBe('realistic');
    const a = await env.app.inject({ url: known.image_url, ...as(u) });
    const b = await env.app.inject({ url: odd.json().data.image_url, ...as(u) });
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);

    const drawn = await synth(u, { name: 'Bo', style: 'anime', gender: 'male' });
    expect(drawn.json().data).toMatchObject({ source: 'generated', voice_id: 'voice1', style: 'anime' });
    expect(drawn.json().data.mouth_open_url).toBe(`/api/avatars/${drawn.json().data.avatar_id}/image-open`);
    const png = (await env.app.inject({ url: drawn.json().data.image_url, ...as(u) })).rawPayload;
    const stats = await sharp(png).stats();
    expect(stats.channels.slice(0, 3).every((c) => c.stdev > 20)).toBe(true); // not a flat box
    const open = await env.app.inject({ url: drawn.json().data.mouth_open_url, ...as(u) });
    expect(open.statusCode).toBe(200);
    expect(open.rawPayload.equals(png)).toBe(false);
  });

  it('takes the chosen voice type; defaults age and language when saved', async () => {
    const res = await synth(u, { name: 'Vee', style: 'casual', gender: 'female', voiceType: 'voice6' });
    expect(res.json().data.voice_id).toBe('voice6');
    const saved = await env.app.inject({
      method: 'POST',
      url: '/api/avatars',
      payload: { name: 'Vee', style: 'casual', deepAgentAvatarId: res.json().data.avatar_id },
      ...as(u),
    });
    expect(saved.json()).toMatchObject({
      voiceId: 'voice6',
      age: 25,
      language: 'en-US',
      gender: 'female',
      style: 'casual',
    });
  });

  it('refuses what is not a usable image with a clear 4xx', async () => {
    const text = await synth(u, {
      name: 'A',
      style: 'anime',
      customImage: dataUrl(Buffer.from('just some text, named photo.png\n'), 'image/png'),
    });
    expect([text.statusCode, text.json().message]).toEqual([415, MSG.photoNotImage]);

    const truncated = (await sharp(photo).png().toBuffer()).subarray(0, 4000);
    const corrupt = await synth(u, { name: 'A', style: 'anime', customImage: dataUrl(truncated, 'image/png') });
    expect(corrupt.statusCode).toBe(422);
    expect(corrupt.json().message).toMatch(/could not be read/);

    const six = await noisePng(6 * 1024 * 1024);
    expect(six.length).toBeGreaterThan(6 * 1024 * 1024);
    const big = await synth(u, { name: 'A', style: 'anime', customImage: dataUrl(six, 'image/png') });
    expect([big.statusCode, big.json().message]).toEqual([413, MSG.photoTooLarge]);

    // Too big even for the request: the body limit words it the same way.
    const huge = await synth(u, {
      name: 'A',
      style: 'anime',
      customImage: dataUrl(await noisePng(7.5 * 1024 * 1024), 'image/png'),
    });
    expect([huge.statusCode, huge.json().message]).toEqual([413, MSG.photoTooLarge]);

    const notData = await synth(u, { name: 'A', style: 'anime', customImage: 'https://example.com/me.png' });
    expect([notData.statusCode, notData.json().message]).toEqual([400, AVATAR_MESSAGES.notDataUrl]);
    const badB64 = await synth(u, { name: 'A', style: 'anime', customImage: 'data:image/png;base64,@@not*base64@@' });
    expect([badB64.statusCode, badB64.json().message]).toEqual([400, AVATAR_MESSAGES.badBase64]);

    const missing = await synth(u, { name: '  ', style: 'anime' });
    expect([missing.statusCode, missing.json().message]).toEqual([400, MSG.missingFields]);
    const noStyle = await synth(u, { name: 'A' });
    expect([noStyle.statusCode, noStyle.json().message]).toEqual([400, MSG.missingFields]);
    const age = await synth(u, { name: 'A', style: 'anime', age: 0 });
    expect([age.statusCode, age.json().message]).toEqual([400, AVATAR_MESSAGES.ageRange]);
  });

  it('accepts a photo just under 5 MB', async () => {
    const almost = await noisePng(4.9 * 1024 * 1024, true);
    expect(almost.length).toBeLessThan(5 * 1024 * 1024);
    const res = await synth(u, { name: 'Max', style: 'professional', customImage: dataUrl(almost, 'image/png') });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/avatar',
      payload: { name: 'A', style: 'anime' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('avatars API', () => {
  it('saves a synthesis once, as the caller only; the first avatar becomes the default', async () => {
    const u = await signedInUser(env.app);
    const other = await signedInUser(env.app);
    expect((await env.app.inject({ url: '/api/avatars', ...as(u) })).json()).toEqual([]);

    const s = (await synth(u, { name: 'Nova', style: 'cartoon', gender: 'female' })).json().data;
    // Someone else's synthesis can't be seen or claimed.
    expect((await env.app.inject({ url: s.image_url, ...as(other) })).statusCode).toBe(404);
    const stolen = await env.app.inject({
      method: 'POST',
      url: '/api/avatars',
      payload: { name: 'X', style: 'anime', deepAgentAvatarId: s.avatar_id },
      ...as(other),
    });
    expect([stolen.statusCode, stolen.json().message]).toEqual([400, AVATAR_MESSAGES.synthesisUnavailable]);
    const made = await env.app.inject({
      method: 'POST',
      url: '/api/avatars',
      payload: { name: 'X', style: 'anime', deepAgentAvatarId: crypto.randomUUID() },
      ...as(u),
    });
    expect(made.statusCode).toBe(400);

    const first = await env.app.inject({
      method: 'POST',
      url: '/api/avatars',
      payload: {
        name: 'Nova',
        style: 'cartoon',
        gender: 'female',
        imageUrl: s.image_url,
        voiceId: s.voice_id,
        deepAgentAvatarId: s.avatar_id,
      },
      ...as(u),
    });
    expect(first.statusCode, first.body).toBe(201);
    const a = first.json();
    expect(a).toMatchObject({
      id: s.avatar_id,
      imageUrl: s.image_url,
      deepAgentAvatarId: s.avatar_id,
      voiceId: 'voice2',
      isDefault: true,
      style: 'cartoon',
    });
    expect((await env.app.inject({ url: a.imageUrl, ...as(u) })).statusCode).toBe(200);
    const again = await env.app.inject({
      method: 'POST',
      url: '/api/avatars',
      payload: { name: 'Nova', style: 'cartoon', deepAgentAvatarId: s.avatar_id },
      ...as(u),
    });
    expect([again.statusCode, again.json().message]).toEqual([409, AVATAR_MESSAGES.alreadySaved]);

    // Without a synthesis: no image (the gallery shows initials), the style is a known look.
    const plain = await env.app.inject({
      method: 'POST',
      url: '/api/avatars',
      payload: { name: 'Plain Jane', style: 'vaporwave', imageUrl: 'https://evil.example/x.png' },
      ...as(u),
    });
    expect(plain.json()).toMatchObject({ imageUrl: null, isDefault: false, style: 'realistic', voiceId: null });

    const list = (await env.app.inject({ url: '/api/avatars', ...as(u) })).json();
    expect(list.map((x: { name: string }) => x.name)).toEqual(['Plain Jane', 'Nova']);
    expect((await env.app.inject({ url: '/api/avatars', ...as(other) })).json()).toEqual([]);
    expect((await env.app.inject({ url: '/api/avatars' })).statusCode).toBe(401);

    const blank = await env.app.inject({
      method: 'POST',
      url: '/api/avatars',
      payload: { name: 'Z', style: '' },
      ...as(u),
    });
    expect([blank.statusCode, blank.json().message]).toEqual([400, MSG.missingFields]);
  });

  it('keeps exactly one default under concurrent set-default calls', async () => {
    const u = await signedInUser(env.app);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/avatars',
        payload: { name: `A${i}`, style: 'anime' },
        ...as(u),
      });
      ids.push(res.json().id);
    }
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(
        ids.map((id) =>
          env.app.inject({ method: 'PATCH', url: `/api/avatars/${id}`, payload: { isDefault: true }, ...as(u) }),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
      const rows = await defaults(u.id);
      expect(rows).toHaveLength(1);
      const listed = (await env.app.inject({ url: '/api/avatars', ...as(u) })).json();
      expect(listed.filter((x: { isDefault: boolean }) => x.isDefault)).toHaveLength(1);
    }
    // Concurrent first avatars of a new user: one default, not two and not none.
    const v = await signedInUser(env.app);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        env.app.inject({ method: 'POST', url: '/api/avatars', payload: { name: `B${i}`, style: 'casual' }, ...as(v) }),
      ),
    );
    expect(await defaults(v.id)).toHaveLength(1);

    const bad = await env.app.inject({
      method: 'PATCH',
      url: `/api/avatars/${ids[0]}`,
      payload: { isDefault: false },
      ...as(u),
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, AVATAR_MESSAGES.onlySetDefault]);
  });

  it('deleting removes the files; the newest remaining avatar becomes the default', async () => {
    const u = await signedInUser(env.app);
    const a = await createAvatar(u, { name: 'First' });
    const b = await createAvatar(u, { name: 'Second' });
    const c = await createAvatar(u, { name: 'Third' });
    expect([a.isDefault, b.isDefault, c.isDefault]).toEqual([true, false, false]);
    // A voice sample is cached next to the image; all of it goes with the avatar.
    expect((await env.app.inject({ url: a.voiceSampleUrl, ...as(u) })).statusCode).toBe(200);
    const dir = env.files.path(avatarFiles(u.id, a.id).dir);
    expect(fs.readdirSync(dir).sort()).toEqual(expect.arrayContaining(['avatar.png', 'mouth-open.png']));
    expect(fs.readdirSync(dir).some((f) => f.endsWith('.wav'))).toBe(true);

    const del = await env.app.inject({ method: 'DELETE', url: `/api/avatars/${a.id}`, ...as(u) });
    expect([del.statusCode, del.json().message]).toEqual([200, 'Avatar deleted successfully']);
    expect(fs.existsSync(dir)).toBe(false);
    const list = (await env.app.inject({ url: '/api/avatars', ...as(u) })).json();
    expect(list.map((x: { name: string; isDefault: boolean }) => [x.name, x.isDefault])).toEqual([
      ['Third', true],
      ['Second', false],
    ]);
    // Deleting a non-default leaves the default alone.
    await env.app.inject({ method: 'DELETE', url: `/api/avatars/${b.id}`, ...as(u) });
    expect((await defaults(u.id)).map((r) => r.id)).toEqual([c.id]);
    await env.app.inject({ method: 'DELETE', url: `/api/avatars/${c.id}`, ...as(u) });
    expect((await env.app.inject({ url: '/api/avatars', ...as(u) })).json()).toEqual([]);
    expect((await env.app.inject({ method: 'DELETE', url: `/api/avatars/${c.id}`, ...as(u) })).statusCode).toBe(404);
  });

  it("a second user cannot read, change, delete or export someone's avatar", async () => {
    const owner = await signedInUser(env.app);
    const other = await signedInUser(env.app);
    const a = await createAvatar(owner);
    const b = await createAvatar(other, { name: 'Mine' });
    for (const path of ['image', 'image-open', 'voice-sample', 'export']) {
      const res = await env.app.inject({ url: `/api/avatars/${a.id}/${path}`, ...as(other) });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe('Avatar not found');
    }
    const patch = await env.app.inject({
      method: 'PATCH',
      url: `/api/avatars/${a.id}`,
      payload: { isDefault: true },
      ...as(other),
    });
    expect(patch.statusCode).toBe(404);
    const del = await env.app.inject({ method: 'DELETE', url: `/api/avatars/${a.id}`, ...as(other) });
    expect(del.statusCode).toBe(404);
    expect((await env.app.inject({ url: a.imageUrl, ...as(owner) })).statusCode).toBe(200);
    expect((await defaults(other.id)).map((r) => r.id)).toEqual([b.id]);
    expect((await defaults(owner.id)).map((r) => r.id)).toEqual([a.id]);
    const video = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/complete-video',
      payload: { topic: 'x', platform: 'tiktok', duration: 15, script: 'Hello there.', avatarId: a.id },
      ...as(other),
    });
    expect([video.statusCode, video.json().message]).toEqual([404, 'Avatar not found']);
    for (const url of [`/api/avatars/not-a-uuid/image`, `/api/avatars/${a.id}/image`]) {
      expect((await env.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('speaks a voice sample in the avatar voice, and exports image, sample and details as a ZIP', async () => {
    const u = await signedInUser(env.app);
    const low = await createAvatar(u, { name: 'Lou', gender: 'male', voiceType: 'voice3' });
    const high = await createAvatar(u, { name: 'Lou', gender: 'female', voiceType: 'voice6' });
    const sample = await env.app.inject({ url: low.voiceSampleUrl, ...as(u) });
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-type']).toBe('audio/wav');
    const wav = sample.rawPayload;
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    const seconds = wavSeconds(wav);
    expect(seconds).toBeGreaterThan(1.5);
    const again = await env.app.inject({ url: low.voiceSampleUrl, ...as(u) });
    expect(again.rawPayload.equals(wav)).toBe(true);
    const other = (await env.app.inject({ url: high.voiceSampleUrl, ...as(u) })).rawPayload;
    expect(other.equals(wav)).toBe(false);

    const res = await env.app.inject({ url: `/api/avatars/${low.id}/export`, ...as(u) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('filename="Lou avatar.zip"');
    const files = unzip(res.rawPayload);
    expect([...files.keys()]).toEqual(['avatar.png', 'avatar-mouth-open.png', 'voice-sample.wav', 'avatar.json']);
    const image = (await env.app.inject({ url: low.imageUrl, ...as(u) })).rawPayload;
    expect(files.get('avatar.png')!.equals(image)).toBe(true);
    expect(files.get('voice-sample.wav')!.equals(wav)).toBe(true);
    const details = JSON.parse(files.get('avatar.json')!.toString());
    expect(details).toMatchObject({
      id: low.id,
      name: 'Lou',
      style: 'cartoon',
      voiceId: 'voice3',
      // The test server narrates with eSpeak: its voices are named basic and offline.
      voice: { id: 'voice3', label: 'Basic, offline: Professional (Male)' },
    });
  });

  it('without a chosen voice the avatar speaks by its gender, in Test Voice and in its videos alike', async () => {
    const u = await signedInUser(env.app);
    const she = await createAvatar(u, { name: 'Ines', gender: 'female' });
    const he = await createAvatar(u, { name: 'Ines', gender: 'male' });
    const chosen = await createAvatar(u, { name: 'Ines', gender: 'male', voiceType: 'voice2' });
    expect([she.voiceId, he.voiceId, chosen.voiceId]).toEqual(['voice2', 'voice1', 'voice2']);
    // Same words, same engine and preset: the sample of the gender default sounds like the chosen
    // female voice's; the male default is another voice.
    const sample = async (a: { voiceSampleUrl: string }) => (await env.app.inject({ url: a.voiceSampleUrl, ...as(u) })).rawPayload;
    const [s1, s2, s3] = [await sample(she), await sample(he), await sample(chosen)];
    // Samples of a voice are made afresh per avatar (not bit-identical): compare their sound.
    const pcm = (wav: Buffer) => new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.length - (wav.length % 2)));
    const distance = (a: Buffer, b: Buffer) => {
      const [x, y] = [pcm(a), pcm(b)];
      const n = Math.min(x.length, y.length);
      let d = 0;
      for (let i = 0; i < n; i++) d += Math.abs(x[i]! - y[i]!);
      return d / n + Math.abs(x.length - y.length);
    };
    const same = distance(s1, s3);
    const other = distance(s1, s2);
    expect(Math.abs(wavSeconds(s1) - wavSeconds(s3))).toBeLessThan(0.02);
    expect(other, `same voice ${same}, other voice ${other}`).toBeGreaterThan(same * 4);
    // A video presented by her is narrated in that same voice.
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/complete-video',
      payload: { topic: 'x', platform: 'tiktok', duration: 15, script: 'Hello there, this is a short test of a voice.', avatarId: she.id },
      ...as(u),
    });
    expect(res.statusCode).toBe(202);
    const [row] = await env.ctx.db.select().from(videos).where(eq(videos.id, res.json().videoId));
    expect(row!.renderOptions).toMatchObject({ avatarId: she.id, voiceId: 'voice2' });
    await env.app.inject({ method: 'DELETE', url: `/api/videos/${row!.id}`, ...as(u) });
  });

  it('the ZIP writer handles UTF-8 names and empty files', async () => {
    const files = unzip(
      await zipBuffer([
        { name: 'Zoë/ñ.txt', data: Buffer.from('héllo') },
        { name: 'empty', data: Buffer.alloc(0) },
      ], new Date()),
    );
    expect(files.get('Zoë/ñ.txt')!.toString()).toBe('héllo');
    expect(files.get('empty')!.length).toBe(0);
  });

  it('an unsaved synthesis expires: it cannot be saved after a day and is swept later', async () => {
    const u = await signedInUser(env.app);
    const old = (await synth(u, { name: 'Old', style: 'anime' })).json().data;
    const kept = await createAvatar(u, { name: 'Kept' });
    const oldFiles = avatarFiles(u.id, old.avatar_id);
    const pendingPath = env.files.path(oldFiles.pending);
    const pending = JSON.parse(fs.readFileSync(pendingPath, 'utf8'));
    fs.writeFileSync(
      pendingPath,
      JSON.stringify({ ...pending, createdAt: new Date(Date.now() - PENDING_CLAIM_MS - 60_000).toISOString() }),
    );
    const late = await env.app.inject({
      method: 'POST',
      url: '/api/avatars',
      payload: { name: 'Old', style: 'anime', deepAgentAvatarId: old.avatar_id },
      ...as(u),
    });
    expect([late.statusCode, late.json().message]).toEqual([400, AVATAR_MESSAGES.synthesisUnavailable]);

    expect((await sweepPendingAvatars(env.ctx)).removed).toBe(0); // not old enough yet
    const past = new Date(Date.now() - PENDING_SWEEP_MS - 60_000);
    fs.utimesSync(pendingPath, past, past);
    const { removed } = await sweepPendingAvatars(env.ctx);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(env.files.path(oldFiles.dir))).toBe(false);
    expect((await env.app.inject({ url: old.image_url, ...as(u) })).statusCode).toBe(404);
    expect((await env.app.inject({ url: kept.imageUrl, ...as(u) })).statusCode).toBe(200);
  });
});
