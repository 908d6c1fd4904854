import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
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

/** A drawn avatar synthesised and saved, as the avatar dialog does it. */
async function savedAvatar(u: User, name: string): Promise<string> {
  const s = (await env.app.inject({ method: 'POST', url: '/api/deepagent/avatar', payload: { name, style: 'anime' }, ...as(u) })).json().data;
  const saved = await env.app.inject({ method: 'POST', url: '/api/avatars', payload: { name, style: 'anime', deepAgentAvatarId: s.avatar_id }, ...as(u) });
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
});
