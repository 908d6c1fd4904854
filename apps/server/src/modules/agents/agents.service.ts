import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { countLanguages, listLanguages, resolveFfmpeg } from '@reelforge/video-engine';
import { VOICES, voiceLabel } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { databaseAnswers } from '../../db/client.ts';
import { onlineWorkers } from '../workers/index.ts';
import { scriptsService } from '../scripts/index.ts';
import { ttsFor } from '../voice-settings/index.ts';

const run = promisify(execFile);
let ffmpegInfo: Promise<{ path: string; version: string } | null> | null = null;

/** ffmpeg is looked up once per process: FFMPEG_PATH, the system one, then the npm one. */
function ffmpeg(configured?: string) {
  ffmpegInfo ??= (async () => {
    try {
      const path = resolveFfmpeg(configured ? { ...process.env, FFMPEG_PATH: configured } : process.env);
      const { stdout } = await run(path, ['-hide_banner', '-version']);
      return { path, version: /ffmpeg version (\S+)/.exec(stdout)?.[1] ?? 'unknown' };
    } catch {
      return null;
    }
  })();
  return ffmpegInfo;
}

/** The voices' languages as the script form can send them: codes the API accepts, each once. */
function scriptLanguages(languages: { code: string; name: string }[]) {
  const seen = new Set<string>();
  return languages
    .filter((l) => LANGUAGE_CODE.test(l.code) && !seen.has(l.code) && seen.add(l.code))
    // eSpeak's plain 'en' voice is its Scottish one; for people choosing a language it is English.
    .map((l) => ({ code: l.code, name: l.code === 'en' ? 'English' : l.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
const LANGUAGE_CODE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export function agentsService(ctx: AppContext) {
  /** Who writes this caller's scripts now: their own model, the server's, a local Ollama, or the built-in writer. */
  const llm = async (userId: string | null) => {
    const scripts = scriptsService(ctx);
    // Health must answer while the database is down: then the server-wide writer is reported.
    const writer = await scripts.activeWriterFor(userId).catch((err) => {
      ctx.logger.warn({ err }, "the caller's own writer could not be read; reporting the server-wide one");
      return scripts.activeWriter();
    });
    return { provider: writer.kind, model: writer.model ?? null, configured: writer.kind !== 'builtin', writer };
  };

  /** Who speaks this caller's narration: their preferred engine (Settings -> Voice) or the server's. */
  const ttsEngine = async (userId: string | null) => {
    if (!userId) return ctx.tts.engine;
    const tts = await ttsFor(ctx, userId).catch((err) => {
      ctx.logger.warn({ err }, "the caller's voice settings could not be read; reporting the server's engine");
      return ctx.tts;
    });
    return tts.engine;
  };

  /** A queue count, or null (shown as unknown) when the queue cannot be read right now. */
  const countOrNull = (count: Promise<number>) =>
    count.catch((err) => {
      ctx.logger.warn({ err }, 'queue size unavailable');
      return null;
    });

  async function queueCounts() {
    const queue = ctx.queue;
    if (!queue) return null;
    // Both render lanes (short and long videos) are the video agent's queue.
    const both = (before?: 'active') =>
      Promise.all(['render-video', 'render-video-long'].map((lane) => queue.size(lane, before ? { before } : undefined))).then(
        ([a, b]) => a! + b!,
      );
    const [renders, queued] = await Promise.all([countOrNull(both('active')), countOrNull(both())]);
    return { renderVideo: { waiting: renders, queued } };
  }

  return {
    /** Real state: the database answers, a worker is alive, ffmpeg is there, and who writes and speaks. */
    /**
     * What /api/deepagent/health answers: the details (workers, ffmpeg version, writer) to signed-in
     * users, and in production only the healthy flag to signed-out callers (no map for probes).
     */
    async publicHealth(userId: string | null) {
      const health = await this.health(userId);
      return ctx.config.isProduction && !userId ? { healthy: health.healthy } : health;
    },

    async health(userId: string | null = null) {
      const [db, workers, ff, writes, engine] = await Promise.all([
        databaseAnswers(ctx.db),
        onlineWorkers(ctx).catch((err) => {
          ctx.logger.warn({ err }, 'worker heartbeats unavailable');
          return [];
        }),
        ffmpeg(ctx.config.FFMPEG_PATH),
        llm(userId),
        ttsEngine(userId),
      ]);
      const renderWorkers = workers.filter((w) => w.queues.includes('render-video'));
      return {
        healthy: db && renderWorkers.length > 0 && ff !== null,
        database: db,
        renderWorker: { online: renderWorkers.length > 0, count: renderWorkers.length },
        ffmpeg: ff ? { available: true, version: ff.version } : { available: false, version: null },
        llm: writes,
        tts: { engine },
      };
    },

    async capabilities(userId: string | null = null) {
      const [languages, ff, queues, writes, engine] = await Promise.all([
        listLanguages(),
        ffmpeg(ctx.config.FFMPEG_PATH),
        queueCounts(),
        llm(userId),
        ttsEngine(userId),
      ]);
      return {
        llm: userId ? writes : { configured: writes.configured },
        tts: {
          engine,
          engines: ctx.tts.available,
          // Named for the engine that speaks them: the built-in eSpeak's are "Basic, offline".
          voices: VOICES.map((v) => ({ ...v, label: voiceLabel(v.id, engine) })),
          languages: scriptLanguages(languages),
          languageCount: countLanguages(languages),
        },
        video: {
          ffmpeg: ff?.version ?? null,
          sizes: { vertical: '1080x1920', landscape: '1920x1080' },
          maxMinutes: 90,
          formats: ['mp4 (H.264 + AAC)', 'jpeg thumbnail', 'srt', 'vtt'],
        },
        queues,
      };
    },
  };
}
