import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema.ts';
import { sha256 } from '../../src/lib/crypto.ts';
import { startTestServer, type TestEnv } from '../support/server.ts';
import { as, signedInUser } from '../support/users.ts';

// Issue 23: createContext is the one composition root and nothing lives at module level, so two
// apps in one process (two servers on one database here) share no state: a session remembered by
// one is not remembered by the other, and each builds its own collaborators.
let a: TestEnv;
let b: TestEnv;
beforeAll(async () => {
  a = await startTestServer({ env: { SESSION_CACHE_MS: '60000' } });
  b = await startTestServer({ databaseUrl: a.databaseUrl, env: { SESSION_CACHE_MS: '60000' } });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const me = (env: TestEnv, cookie: string) => env.app.inject({ url: '/api/auth/user', ...as(cookie) });

describe('two contexts in one process', () => {
  it('remember sessions apart: a session deleted behind both is still cached only where it was read', async () => {
    const u = await signedInUser(a.app);
    expect((await me(a, u.cookie)).statusCode).toBe(200);
    await a.ctx.db.delete(sessions).where(eq(sessions.tokenHash, sha256(u.cookie.replace('rf_session=', ''))));
    // a read it before the row went: its cache answers; b never saw it: the database answers.
    expect((await me(a, u.cookie)).statusCode).toBe(200);
    expect((await me(b, u.cookie)).statusCode).toBe(401);
  });

  it('build their own collaborators', () => {
    for (const key of ['platforms', 'cipher', 'mailer', 'writers', 'users', 'lists', 'memo', 'wiring', 'storage'] as const) {
      expect(a.ctx[key], key).not.toBe(b.ctx[key]);
    }
    expect(a.ctx.lists.for('video-list')).not.toBe(b.ctx.lists.for('video-list'));
  });

  it('run once-per-context work once in each', async () => {
    let runs = 0;
    const work = async () => {
      runs++;
    };
    await Promise.all([a.ctx.memo.once('probe', work), a.ctx.memo.once('probe', work), b.ctx.memo.once('probe', work)]);
    expect(runs).toBe(2);
  });
});
