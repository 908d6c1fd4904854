// Upload memory benchmark: npm run bench:upload -- [--mb 300]
// One server process on embedded Postgres and local storage; curl (a separate process) uploads
// a generated WAV of about --mb megabytes to POST /api/library/uploads as a Premium user. The
// server's RSS is sampled every 20 ms: before, peak while the bytes arrive and are processed,
// and after. Flat means the peak stays far below the file's size (the file is never in memory).
import { execFileSync, spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { runMigrations } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { benchContext, benchDatabase } from './support/harness.ts';

const { values } = parseArgs({ options: { mb: { type: 'string', default: '300' } } });
const MB = Number(values.mb);
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const { work, pg, stop } = await benchDatabase('upload');
const { db, pool, ctx } = benchContext(work, pg.url);

try {
  await runMigrations(db);
  const app = await buildApp(ctx, { serveWeb: false });
  const user = { firstName: 'Bench', lastName: 'User', email: 'bench@example.com', password: 'correct horse battery' };
  await app.inject({ method: 'POST', url: '/api/auth/signup', payload: user });
  await db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.email, user.email)); // Premium: 2 GB per file
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
  const cookie = `rf_session=${login.cookies.find((c) => c.name === 'rf_session')!.value}`;

  // 48 kHz stereo 16-bit PCM is 192,000 bytes a second: a valid WAV of the asked size.
  const wav = join(work, 'long.wav');
  const seconds = Math.ceil((MB * 1024 * 1024) / 192_000);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}:sample_rate=48000`, '-ac', '2', '-c:a', 'pcm_s16le', wav]);
  const size = (await stat(wav)).size;

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  global.gc?.();
  await new Promise((r) => setTimeout(r, 500));
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);

  const started = Date.now();
  const out = await new Promise<string>((resolve, reject) => {
    const curl = spawn('curl', ['-sS', '-o', '-', '-w', '\n%{http_code}', '-H', `Cookie: ${cookie}`, '-F', `file=@${wav};type=audio/wav`, `${address}/api/library/uploads`]);
    let text = '';
    curl.stdout.on('data', (d: Buffer) => (text += d.toString()));
    curl.on('error', reject);
    curl.on('close', () => resolve(text));
  });
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 1000));
  global.gc?.();
  const after = process.memoryUsage().rss;
  const status = out.trim().split('\n').at(-1);
  const item = JSON.parse(out.trim().split('\n').slice(0, -1).join('\n') || '{}') as { type?: string; size?: number; duration?: number };

  console.log(`uploaded   ${mib(size)} WAV (${seconds} s of audio) in ${elapsed.toFixed(1)} s -> HTTP ${status}, ${item.type} of ${mib(item.size ?? 0)}, ${item.duration} s`);
  console.log(`server RSS before ${mib(before)}   peak ${mib(peak)} (+${mib(peak - before)})   after ${mib(after)}`);
  console.log(`peak growth is ${(((peak - before) / size) * 100).toFixed(1)}% of the file's size`);
  await app.close();
} finally {
  await pool.end();
  await stop();
}
