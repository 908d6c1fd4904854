// Render across worker processes: npm run bench:render-workers -- [--minutes 3] [--workers 1,2]
// (issue 26 item 7; `npm run bench:render -- --graph` names it). One embedded Postgres, a local
// S3 server (s3rver), the API in this process without workers (RUN_WORKERS=false), and N worker
// processes as `npm run worker` starts them, each with its own DATA_DIR and pinned to its own core
// (`taskset -c i`). Renders one motion-graphics video of about `--minutes` (eSpeak, scene by
// scene) with 1 worker, then with 2, each on a fresh bucket (nothing cached), and prints wall
// time, the workers' CPU seconds, who encoded what, the serial parts (narration before the
// fan-out, the join after) and the speed-up (issue 26's target: at least 1.6x).
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { RenderSteps } from '@reelforge/contracts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { renderCacheEntries, renderChunks } from '../src/db/schema.ts';
import { eq } from 'drizzle-orm';
import { startRuntime } from '../src/runtime.ts';
import { segmentsPlanRow } from '../test/support/render-plans.ts';
import { signedInUser } from '../test/support/users.ts';
import { SHARED_TOKEN_KEY, spawnWorker, startLocalS3, untilOnline, type WorkerProcess } from '../test/support/worker-processes.ts';
import { benchDatabase } from './support/harness.ts';
import pino from 'pino';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '3' },
    workers: { type: 'string', default: '1,2' },
  },
});
const MINUTES = Number(values.minutes);
const COUNTS = values.workers.split(',').map(Number);

// Plain sentences of everyday length; eSpeak's voice1 speaks about 165 of these words a minute, pauses included (measured).
const SENTENCES = [
  'Most people think focus is a talent, but it is really a habit.',
  'Put your phone in another room before you start working.',
  'Work in short sprints of twenty five minutes, then take a real break.',
  'Write down the one task that matters most today, and do it first.',
  'Protect your mornings, because the first hours are often your sharpest.',
  'A ten minute walk can reset your attention better than more coffee.',
  'Close every tab you do not need for the task in front of you.',
  'Tell the people around you when you need an hour without interruptions.',
  'Keep a notepad nearby and park stray thoughts there instead of chasing them.',
  'End each day by choosing the first task of tomorrow, so you start without friction.',
];
/** Scenes of three sentences, about `minutes` of narration; numbered so no two scenes are alike. */
function scenes(minutes: number): string[] {
  const words = Math.round(minutes * 165);
  const out: string[] = [];
  for (let n = 0, i = 0; n < words; i += 3) {
    const text = `Part ${out.length + 1}. ${[0, 1, 2].map((k) => SENTENCES[(i + k) % SENTENCES.length]).join(' ')}`;
    out.push(text);
    n += text.split(/\s+/).length;
  }
  return out;
}

/**
 * CPU seconds of a process, the children it waited for, and those still running (ffmpeg), from
 * /proc: a running pass counts as it goes, not in one lump when it ends.
 */
function cpuSeconds(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0; // ended between the listing and the read: its time is in its parent's cutime
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime, stime, cutime, cstime: fields 14-17 of proc(5), 12-15 after the command.
  const own = [11, 12, 13, 14].reduce((s, i) => s + Number(fields[i]), 0) / 100;
  let children: number[] = [];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((t) => readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
  } catch {
    // no children listing: their time arrives when they end
  }
  return own + children.reduce((n, c) => n + cpuSeconds(c), 0);
}

const { work, pg, stop } = await benchDatabase('render-workers');
const texts = scenes(MINUTES);

async function run(count: number) {
  const dir = join(work, `run-${count}`);
  await mkdir(dir, { recursive: true });
  const s3 = await startLocalS3(join(dir, 's3'));
  const env = { ...s3.env, RENDER_CACHE_MAX_MB: '4096', RENDER_SHARE_PASSES: 'true' };
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: join(dir, 'api'), DATABASE_URL: pg.url, RUN_WORKERS: 'false', OLLAMA_URL: '', WIKIPEDIA_URL: '', TOKEN_ENCRYPTION_KEY: SHARED_TOKEN_KEY, AUTH_RATE_LIMIT_MAX: '1000', ...env });
  const runtime = await startRuntime(config, { workers: false, logger: pino({ level: 'silent' }), poolSize: 4 });
  const app = await buildApp(runtime.ctx, { serveWeb: false });
  const workers: WorkerProcess[] = [];
  try {
    for (let i = 0; i < count; i++) workers.push(spawnWorker({ databaseUrl: pg.url, dataDir: join(dir, `worker-${i}`), env, cpu: i % os.availableParallelism() }));
    await untilOnline(runtime.ctx, workers);
    const u = await signedInUser(app);
    const headers = { cookie: u.cookie };
    const made = await app.inject({ method: 'POST', url: '/api/videos', headers, payload: { title: 'Workers bench', script: texts.join('\n\n'), platforms: ['tiktok'] } });
    const id = made.json().id as string;
    const board = await app.inject({ method: 'PUT', url: `/api/videos/${id}/storyboard`, headers, payload: { scenes: texts.map((text) => ({ text, visual: { kind: 'motion' } })) } });
    if (board.statusCode !== 200) throw new Error(`storyboard: ${board.body}`);
    const cpuBefore = workers.map((w) => cpuSeconds(w.pid));
    const started = performance.now();
    const queued = await app.inject({ method: 'POST', url: `/api/videos/${id}/render`, headers, payload: { visualSource: 'motion' } });
    if (queued.statusCode !== 202) throw new Error(`render: ${queued.body}`);
    let video: { status: string; duration: number; error?: string; stage?: string };
    const stages = new Map<string, number>();
    // The serial parts as seen from outside: until the segments are offered (the plan is written),
    // and from the last segment done until the video is ready.
    let offeredAt: number | null = null;
    let encodedAt: number | null = null;
    // Each worker's share of its core per 2 s, to see where one waits on the other.
    const busy: string[] = workers.map(() => '');
    let sampledAt = performance.now();
    let sampled = [...cpuBefore];
    for (;;) {
      if (performance.now() - sampledAt >= 2000) {
        const now = workers.map((w) => cpuSeconds(w.pid));
        const span = (performance.now() - sampledAt) / 1000;
        now.forEach((c, i) => (busy[i] += String(Math.min(9, Math.round(((c - sampled[i]!) / span) * 9)))));
        [sampled, sampledAt] = [now, performance.now()];
      }
      video = (await app.inject({ url: `/api/videos/${id}`, headers })).json();
      if (video.status !== 'generating') break;
      if (video.stage && !stages.has(video.stage)) stages.set(video.stage, (performance.now() - started) / 1000);
      const plan = await segmentsPlanRow(runtime.ctx, id);
      if (plan) {
        offeredAt ??= performance.now();
        const passes = await runtime.ctx.db.select({ status: renderChunks.status }).from(renderChunks).where(eq(renderChunks.renderId, plan.renderId));
        // Segments are offered one by one: the last moment all offered ones were done.
        if (passes.length && passes.every((p) => p.status === 'done')) encodedAt ??= performance.now();
        else encodedAt = null;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const ended = performance.now();
    const wall = (ended - started) / 1000;
    const beforeFanOut = offeredAt === null ? null : (offeredAt - started) / 1000;
    const afterFanOut = encodedAt === null ? null : (ended - encodedAt) / 1000;
    if (video.status !== 'ready') throw new Error(`render ${video.status}: ${video.error}\n${workers.map((w) => w.log().slice(-2000)).join('\n')}`);
    const cpu = workers.map((w, i) => cpuSeconds(w.pid) - cpuBefore[i]!);
    const { steps } = (await app.inject({ url: `/api/videos/${id}/render`, headers })).json() as RenderSteps;
    const sum = (kind: string) => steps.filter((s) => s.kind === kind).reduce((n, s) => n + s.seconds, 0);
    const encodedBy = workers.map((w) => steps.filter((s) => (s.kind === 'segment' || s.kind === 'transition') && s.worker.pid === w.pid).length);
    // What the render cache keeps of it (segments and narration), for RENDER_CACHE_MAX_MB's default.
    const cachedMb = (await runtime.ctx.db.select({ bytes: renderCacheEntries.bytes }).from(renderCacheEntries)).reduce((n, e) => n + Number(e.bytes), 0) / 1048576;
    await runtime.ctx.db.delete(renderCacheEntries);
    return { count, wall, cpu, duration: video.duration, scenes: texts.length, encodedBy, narration: sum('narration'), join: sum('join'), cachedMb, beforeFanOut, afterFanOut, busy, renderBy: workers.findIndex((w) => steps.some((st) => st.kind === 'join' && st.worker.pid === w.pid)), stages: [...stages].map(([k, t]) => `${k} ${t.toFixed(1)}`).join(', ') };
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
    await app.close();
    await runtime.stop();
    await s3.close();
  }
}

try {
  console.log(`Render across workers (issue 26): ${texts.length} scenes, ~${MINUTES} min, motion graphics, eSpeak; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const results = [];
  for (const count of COUNTS) {
    const r = await run(count);
    results.push(r);
    console.log(
      `  ${r.count} worker${r.count > 1 ? 's' : ' '} (pinned, one core each): ${r.wall.toFixed(1)} s wall for a ${r.duration} s video | cpu ${r.cpu.map((c) => c.toFixed(1)).join(' + ')} s` +
        ` | segments+fades encoded ${r.encodedBy.join(' / ')}` +
        `\n    serial: ${r.beforeFanOut?.toFixed(1) ?? '?'} s before the segments are offered (narration steps ${r.narration.toFixed(1)} s),` +
        ` ${r.afterFanOut?.toFixed(1) ?? '?'} s after the last is encoded (join step ${r.join.toFixed(1)} s)` +
        ` | cached ${r.cachedMb.toFixed(1)} MB\n    stages first seen at (s): ${r.stages}` +
        `\n    busy per 2 s (0-9 of a core; worker ${r.renderBy} ran the render): ${r.busy.map((b, i) => `worker ${i} ${b}`).join(' | ')}`,
    );
  }
  const one = results.find((r) => r.count === 1);
  const two = results.find((r) => r.count === 2);
  if (one && two) {
    console.log(`  speed-up 2 vs 1: ${(one.wall / two.wall).toFixed(2)}x (target >= 1.6x); load after ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    // What two whole cores would give, from one worker's own serial parts (Amdahl): the wall
    // figure above falls short of it when other work shares the cores.
    const serial = (one.beforeFanOut ?? 0) + (one.afterFanOut ?? 0);
    console.log(`  bound from the serial parts (${serial.toFixed(1)} s of ${one.wall.toFixed(1)} s on one worker): ${(one.wall / (serial + (one.wall - serial) / 2)).toFixed(2)}x`);
  }
} finally {
  await stop();
}
