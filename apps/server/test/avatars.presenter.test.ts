import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatars } from '../src/db/schema.ts';
import { presenterFor } from '../src/modules/avatars/avatars.presenter.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser, type User } from './support/users.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());

const PHOTO = path.join(import.meta.dirname, 'fixtures', 'photos', 'astronaut.jpg');

/** An avatar synthesised (drawn, or from a photo) and saved, as the avatar dialog does it. */
async function savedAvatar(u: User, name: string, photo?: string): Promise<string> {
  const customImage = photo ? `data:image/jpeg;base64,${fs.readFileSync(photo).toString('base64')}` : undefined;
  const s = (await env.app.inject({ method: 'POST', url: '/api/deepagent/avatar', payload: { name, style: 'realistic', customImage }, ...as(u) })).json().data;
  const saved = await env.app.inject({ method: 'POST', url: '/api/avatars', payload: { name, style: 'realistic', deepAgentAvatarId: s.avatar_id }, ...as(u) });
  expect(saved.statusCode, saved.body).toBe(201);
  return saved.json().id as string;
}

describe('the presenter a render gets from an avatar', () => {
  it("is named after the avatar, else after its creator (the lower third's name bar)", async () => {
    const u = await signedInUser(env.app, { firstName: 'Dana', lastName: 'Reyes' });
    const id = await savedAvatar(u, 'Nova the Guide');
    const workDir = fs.mkdtempSync(path.join(env.dataDir, 'presenter-'));
    expect((await presenterFor(env.ctx, u.id, id, workDir))?.name).toBe('Nova the Guide');
    // A nameless avatar (older rows, names cleared): the creator's display name.
    await env.ctx.db.update(avatars).set({ name: '  ' }).where(eq(avatars.id, id));
    expect((await presenterFor(env.ctx, u.id, id, workDir))?.name).toBe('Dana Reyes');
    // Never someone else's avatar, whatever its name.
    const stranger = await signedInUser(env.app, { firstName: 'Sam', lastName: 'Other' });
    expect(await presenterFor(env.ctx, stranger.id, id, workDir)).toBeUndefined();
  });

  it("carries the photo avatar's head-and-shoulders matte, stored when it was made, for the cut-out", async () => {
    const u = await signedInUser(env.app);
    const id = await savedAvatar(u, 'Eileen', PHOTO);
    const workDir = fs.mkdtempSync(path.join(env.dataDir, 'presenter-'));
    const presenter = await presenterFor(env.ctx, u.id, id, workDir);
    expect(presenter?.landmarks).toHaveLength(956);
    const matte = await sharp(presenter!.mattePath!).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect([matte.info.width, matte.info.height]).toEqual([512, 512]);
    const at = (x: number, y: number) => matte.data[Math.round(y) * 512 + Math.round(x)]!;
    const lm = presenter!.landmarks!;
    // White on the face (nose tip, lips), black in the photo's top corners (its backdrop).
    expect(at(lm[2]!, lm[3]!)).toBe(255);
    expect(at(lm[26]!, lm[27]!)).toBe(255);
    expect(at(4, 4)).toBe(0);
    expect(at(507, 4)).toBe(0);
  });
});
