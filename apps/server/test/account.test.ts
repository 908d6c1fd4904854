import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { MSG } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from '../src/adapters/mail/mailer.ts';
import { passwordResets, users, videos } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { passwordResetService, RESETS_PER_HOUR } from '../src/modules/auth/password-reset.ts';
import { decodeQuotedPrintable, startFakeSmtp } from './fakes/smtp.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

let env: TestEnv;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp({ user: 'mailer', pass: 's3cret' });
  env = await startTestServer({
    env: { SMTP_URL: smtp.url, SMTP_FROM: 'Reelforge <no-reply@reelforge.test>', PUBLIC_URL: 'https://reelforge.test' },
  });
});
afterAll(async () => {
  await env.close();
  await smtp.close();
});

const login = (email: string, password: string) => env.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (cookie: string) => env.app.inject({ url: '/api/auth/user', ...as(cookie) });
const tokenIn = (raw: string) => {
  const m = /https:\/\/reelforge\.test\/reset-password\?token=([\w-]+)/.exec(decodeQuotedPrintable(raw));
  if (!m?.[1]) throw new Error(`no reset link in:\n${raw}`);
  return m[1];
};

describe('forgot password', () => {
  it('mails a single-use link over SMTP that sets a new password and signs out every session', async () => {
    const u = await signedInUser(env.app);
    const other = await signedInUser(env.app, { email: `other.${u.email}` });
    const asked = await env.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email.toUpperCase() } });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(MSG.resetLinkSent);

    const mail = await smtp.waitFor(u.email);
    expect(mail.user).toBe('mailer');
    expect(mail.from).toBe('no-reply@reelforge.test');
    expect(mail.raw).toMatch(/^Subject: Reset your Reelforge password/m);
    const token = tokenIn(mail.raw);
    // Only the token's hash is stored.
    const rows = await env.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));

    const short = await env.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MSG.passwordMin);

    const reset = await env.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'a brand new passphrase' } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(MSG.passwordResetDone);
    expect((await me(u.cookie)).statusCode).toBe(401);
    expect((await me(other.cookie)).statusCode).toBe(200);
    expect((await login(u.email, u.password)).statusCode).toBe(401);
    expect((await login(u.email, 'a brand new passphrase')).statusCode).toBe(200);

    const again = await env.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'yet another passphrase' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.resetLinkInvalid);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = smtp.mails.length;
    const res = await env.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody.here@example.com' } });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: MSG.resetLinkSent });
    await passwordResetService(env.ctx).request('nobody.here@example.com');
    expect(smtp.mails.length).toBe(before);
  });

  it('refuses an expired link and a made-up one', async () => {
    const u = await signedInUser(env.app);
    await passwordResetService(env.ctx).request(u.email);
    const token = tokenIn((await smtp.waitFor(u.email)).raw);
    await env.ctx.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, u.id));
    const expired = await env.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'a brand new passphrase' } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(MSG.resetLinkInvalid);
    const madeUp = await env.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: 'x'.repeat(43), password: 'a brand new passphrase' } });
    expect(madeUp.statusCode).toBe(400);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it(`sends at most ${RESETS_PER_HOUR} links an hour to one account`, async () => {
    const u = await signedInUser(env.app);
    for (let i = 0; i < RESETS_PER_HOUR + 2; i += 1) await passwordResetService(env.ctx).request(u.email);
    expect(smtp.mails.filter((m) => m.to.includes(u.email))).toHaveLength(RESETS_PER_HOUR);
  });
});

describe('dev outbox', () => {
  it('without SMTP_URL writes the message under DATA_DIR/outbox and logs that it did', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (c: Buffer, _e, cb) => (lines.push(c.toString()), cb()) }));
    const mailer = outboxMailer({ dataDir: env.dataDir }, 'Reelforge <no-reply@localhost>', logger);
    await mailer.send({ to: 'ada@example.com', subject: 'Reset your Reelforge password', text: 'Open https://example.test/reset-password?token=abc' });
    const dir = path.join(env.dataDir, 'outbox');
    const [file] = fs.readdirSync(dir);
    expect(file).toMatch(/\.eml$/);
    const full = path.join(dir, file ?? '');
    expect(fs.statSync(full).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(full, 'utf8')).toMatch(/^To: ada@example.com$/m);
    expect(lines.join('')).toContain('written to the dev outbox');
    expect(lines.join('')).toContain(full);
  });
});

describe('change password', () => {
  it('needs the current password and signs out the other sessions only', async () => {
    const u = await signedInUser(env.app);
    const second = await login(u.email, u.password);
    const secondCookie = `rf_session=${second.cookies.find((c) => c.name === 'rf_session')?.value}`;
    const wrong = await env.app.inject({ method: 'POST', url: '/api/user/password', payload: { currentPassword: 'nope', newPassword: 'another good one' }, ...as(u.cookie) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(MSG.currentPasswordWrong);
    const ok = await env.app.inject({ method: 'POST', url: '/api/user/password', payload: { currentPassword: u.password, newPassword: 'another good one' }, ...as(u.cookie) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(MSG.passwordChanged);
    expect((await me(u.cookie)).statusCode).toBe(200);
    expect((await me(secondCookie)).statusCode).toBe(401);
    expect((await login(u.email, u.password)).statusCode).toBe(401);
    expect((await login(u.email, 'another good one')).statusCode).toBe(200);
  });

  it('answers 401 before anything else when signed out', async () => {
    const res = await env.app.inject({ method: 'POST', url: '/api/user/password', payload: {} });
    expect(res.statusCode).toBe(401);
    const del = await env.app.inject({ method: 'DELETE', url: '/api/user', payload: {} });
    expect(del.statusCode).toBe(401);
  });
});

describe('email change', () => {
  it('asks for the current password', async () => {
    const u = await signedInUser(env.app);
    const email = `new.${u.email}`;
    const none = await env.app.inject({ method: 'PATCH', url: '/api/user/profile', payload: { email }, ...as(u.cookie) });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MSG.currentPasswordRequired);
    const wrong = await env.app.inject({ method: 'PATCH', url: '/api/user/profile', payload: { email, currentPassword: 'nope' }, ...as(u.cookie) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(MSG.currentPasswordWrong);
    // The unchanged email (the profile form sends it back) needs no password.
    const same = await env.app.inject({ method: 'PATCH', url: '/api/user/profile', payload: { email: u.email, bio: 'hi' }, ...as(u.cookie) });
    expect(same.statusCode).toBe(200);
    const ok = await env.app.inject({ method: 'PATCH', url: '/api/user/profile', payload: { email, currentPassword: u.password }, ...as(u.cookie) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(email);
  });
});

describe('delete account', () => {
  it('with the password removes the rows, the files and the sessions; another user keeps theirs', async () => {
    const u = await signedInUser(env.app);
    const keep = await signedInUser(env.app);
    const files = (id: string) => [`videos/${id}/v1/r1/video.mp4`, `avatars/${id}/a1/avatar.png`, `profile/${id}/p.jpg`, `legacy/${id}-old.mp4`];
    for (const k of [...files(u.id), ...files(keep.id)]) await env.ctx.storage.put(k, Buffer.from('bytes'));
    await env.ctx.db.insert(videos).values([
      { userId: u.id, title: 'mine', videoKey: `legacy/${u.id}-old.mp4` },
      { userId: keep.id, title: 'theirs', videoKey: `legacy/${keep.id}-old.mp4` },
    ]);

    const wrong = await env.app.inject({ method: 'DELETE', url: '/api/user', payload: { password: 'nope' }, ...as(u.cookie) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(MSG.currentPasswordWrong);
    expect(await env.ctx.storage.stat(files(u.id)[0] ?? '')).not.toBeNull();

    const res = await env.app.inject({ method: 'DELETE', url: '/api/user', payload: { password: u.password }, ...as(u.cookie) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.accountDeleted);
    for (const k of files(u.id)) expect(await env.ctx.storage.stat(k)).toBeNull();
    for (const k of files(keep.id)) expect(await env.ctx.storage.stat(k)).not.toBeNull();
    expect(await env.ctx.db.select().from(users).where(eq(users.id, u.id))).toHaveLength(0);
    expect(await env.ctx.db.select().from(videos).where(eq(videos.userId, u.id))).toHaveLength(0);
    expect(await env.ctx.db.select().from(videos).where(eq(videos.userId, keep.id))).toHaveLength(1);
    expect((await me(u.cookie)).statusCode).toBe(401);
    expect((await me(keep.cookie)).statusCode).toBe(200);
    expect((await login(u.email, u.password)).statusCode).toBe(401);
    // The address is free again.
    const again = await env.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { firstName: 'Ada', lastName: 'Again', email: u.email, password: u.password } });
    expect(again.statusCode).toBe(201);
  });
});
