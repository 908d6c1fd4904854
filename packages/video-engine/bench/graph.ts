// The render graph's figures (issue 26), printed by `npm run bench:render -- --graph`: a 5-scene
// video rendered in cached segments, the re-render after one scene's edit (and its ratio to the
// first), one scene's preview, and (the server's bench, run as a child) a 3-minute video on 1 vs 2
// worker processes. Caches are folders here, as the server keeps them in storage.
import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, type NarrationCache, type RenderSpecInput, type SceneNarration, type SegmentCache } from '../src/index.ts';
import { benchScenes } from './text.ts';

function folderCaches(dir: string) {
  const narrations = new Map<string, SceneNarration>();
  const made = { narrations: 0, segments: 0, found: 0 };
  const narration: NarrationCache = {
    async get(key, workDir) {
      const hit = narrations.get(key);
      if (!hit) return undefined;
      const wavPath = join(workDir, `cached-${key}.wav`);
      await copyFile(hit.wavPath, wavPath);
      return { ...hit, wavPath };
    },
    async put(key, n) {
      made.narrations++;
      const wavPath = join(dir, `${key}.wav`);
      await copyFile(n.wavPath, wavPath);
      narrations.set(key, { ...n, wavPath });
    },
  };
  const segment: SegmentCache = {
    async get(key, partPath) {
      const kept = join(dir, `${key}.mp4`);
      if (!(await stat(kept).catch(() => null))) return false;
      await copyFile(kept, partPath);
      return true;
    },
    async put(key, partPath) {
      await copyFile(partPath, join(dir, `${key}.mp4`));
    },
    onSegment: (s) => (s.cached ? made.found++ : made.segments++),
  };
  return { narration, segment, made };
}

/** CPU seconds of this process and its finished children (ffmpeg, eSpeak), as bench/render.ts counts them. */
async function cpuSeconds(): Promise<number> {
  const own = process.cpuUsage();
  const fields = (await readFile('/proc/self/stat', 'utf8')).split(') ')[1]?.split(' ') ?? [];
  const children = (Number(fields[13]) + Number(fields[14])) / 100;
  return (own.user + own.system) / 1e6 + (Number.isFinite(children) ? children : 0);
}

export async function benchGraph(ffmpegPath: string, words: number, workers = true) {
  const work = await mkdtemp(join(tmpdir(), 'reelforge-graph-bench-'));
  const cacheDir = join(work, 'cache');
  await mkdir(cacheDir);
  try {
    // Five scenes of about 12 s: a 60 s video.
    const scenes = benchScenes(words, Math.ceil(benchScenes(words, 1).length / 5)).slice(0, 5);
    const spec: RenderSpecInput = { width: 1080, height: 1920, platform: 'tiktok', title: 'Render graph bench', voice: { voiceId: 'voice1' }, captions: { enabled: true }, music: { mood: 'calm' }, scenes };
    const caches = folderCaches(cacheDir);
    const opts = { ffmpegPath, tmpDir: work, cacheDir: work, segments: true, narrationCache: caches.narration, segmentCache: caches.segment };
    const cpu: number[] = [];
    const timed = async (what: () => Promise<unknown>) => {
      const t = performance.now();
      const c = await cpuSeconds();
      await what();
      cpu.push((await cpuSeconds()) - c);
      return (performance.now() - t) / 1000;
    };
    // Where each render's time goes: wall time from each stage's first report to the next's.
    const stages = () => {
      const at: [string, number][] = [];
      const onProgress = (stage: string) => void (at.at(-1)?.[0] === stage || at.push([stage, performance.now()]));
      const summary = () => at.slice(0, -1).map(([s, t], i) => `${s} ${((at[i + 1]![1] - t) / 1000).toFixed(2)} s`).join(', ');
      return { onProgress, summary };
    };
    const fullStages = stages();
    const againStages = stages();
    const full = await timed(() => render(spec, join(work, 'full.mp4'), { ...opts, onProgress: fullStages.onProgress }));
    const first = { ...caches.made };
    const edited = { ...spec, scenes: scenes.map((s, i) => (i === 2 ? { text: `${s.text} That changes everything.` } : s)) };
    const again = await timed(() => render(edited, join(work, 'again.mp4'), { ...opts, onProgress: againStages.onProgress }));
    const preview = await timed(() =>
      render({ ...edited, width: 540, height: 960, title: '', music: undefined, scenes: [edited.scenes[2]!] }, join(work, 'preview.mp4'), { ffmpegPath, tmpDir: work, encoder: { preset: 'ultrafast' } }),
    );
    console.log('\nRender graph (issue 26): 5 scenes, cached segments');
    console.log(`  full render           ${full.toFixed(1)} s  (${first.narrations} narrations, ${first.segments} segments made)`);
    console.log(`  re-render, 1 scene    ${again.toFixed(1)} s  (${caches.made.narrations - first.narrations} narration, ${caches.made.segments - first.segments} segments made, ${caches.made.found - first.found} found)`);
    console.log(`    stages: ${fullStages.summary()}\n    re-render stages: ${againStages.summary()}`);
    console.log(`  ratio                 ${((100 * again) / full).toFixed(0)}%  (target: at most 30%)`);
    const [fullCpu = 0, againCpu = 0] = cpu;
    console.log(`  cpu                   full ${fullCpu.toFixed(1)} s, re-render ${againCpu.toFixed(1)} s: ${((100 * againCpu) / fullCpu).toFixed(0)}% (wall swings with the neighbours' load, cpu much less)`);
    console.log(`  scene preview         ${preview.toFixed(1)} s  (540 px, ultrafast)`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  // Worker processes need the server (Postgres, S3, the queue), which the engine cannot import:
  // its bench runs as a child process here, so one command prints every figure of the graph.
  if (workers) await serverWorkersBench();
}

/** `npm run bench:render-workers` (apps/server/bench/render-workers.ts), its output printed as it comes. */
function serverWorkersBench(): Promise<void> {
  const script = fileURLToPath(new URL('../../../apps/server/bench/render-workers.ts', import.meta.url));
  console.log('\n1 vs 2 worker processes (apps/server/bench/render-workers.ts; alone: npm run bench:render-workers)');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit', cwd: fileURLToPath(new URL('../../../', import.meta.url)) });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the workers bench ended with code ${code}`))));
  });
}
