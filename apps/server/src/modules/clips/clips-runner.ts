import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { frameForAspect, renderClip, resolveFfmpeg, type WordTiming } from '@reelforge/video-engine';
import type { AppContext } from '../../context/index.ts';
import { findFaces } from '../../adapters/avatar/index.ts';
import { extractSpeech } from '../../adapters/transcribe/index.ts';
import { brandForRender } from '../brand-kit/index.ts';
import { userLlmStore } from '../llm-settings/index.ts';
import { libraryMedia } from '../library/index.ts';
import { videoRecords, type VideoRow } from '../videos/index.ts';
import { clipSpecSchema, type ClipSpec } from './clip-spec.ts';
import { sampleFaces } from './face-frames.ts';
import { pickMoments } from './model-moments.ts';
import { cropPath, DEFAULT_FOLLOW } from './reframe.ts';
import { transcriptFor } from './transcript-for.ts';

const HEARTBEAT_MS = 5000;
export const NO_ROOM_MESSAGE = 'The video has no room for another clip of this length that does not overlap the others.';

interface Attempt {
  retryCount: number;
  retryLimit: number;
}

type Clip = { row: VideoRow; spec: ClipSpec };

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * The clips of one request: the transcript and the moments once (kept on the rows, so a retry
 * reuses them), then each clip reframed and rendered in turn. A retried job skips the clips
 * already finished; the last attempt fails those left, with the reason.
 */
export async function runClips(ctx: AppContext, userId: string, videoIds: string[], attempt: Attempt) {
  const records = videoRecords(ctx);
  const load = async () => {
    const out: Clip[] = [];
    for (const id of videoIds) {
      const row = await records.find(userId, id);
      const spec = clipSpecSchema.safeParse(row?.clip);
      if (row && row.status === 'generating' && spec.success) out.push({ row, spec: spec.data });
    }
    return out.sort((a, b) => a.spec.index - b.spec.index);
  };
  let clips = await load();
  if (!clips.length) return;
  const first = clips[0]!.spec;
  const workDir = path.join(ctx.config.scratchDir, `clips-${videoIds[0]}-${attempt.retryCount}`);
  await fsp.mkdir(workDir, { recursive: true });
  const abort = new AbortController();
  const onShutdown = () => abort.abort(new Error('worker shutting down'));
  ctx.shutdown.addEventListener('abort', onShutdown);
  const beat = () => Promise.all(clips.map((c) => records.updateWhileGenerating(c.row.id, { heartbeatAt: ctx.clock.now() })));
  const heartbeat = setInterval(() => void beat().catch((err: unknown) => ctx.logger.warn({ err }, 'clip heartbeat not written')), HEARTBEAT_MS);
  try {
    const items = await libraryMedia.findManyOwned(ctx, userId, [first.sourceItemId, ...(first.transcriptItemId ? [first.transcriptItemId] : [])]);
    const source = items.find((i) => i.id === first.sourceItemId);
    if (!source) throw new Error('The video this clip is cut from was deleted from the library.');
    const sourcePath = path.join(workDir, `source.${source.extension}`);
    if (!(await ctx.storage.copyToFile(source.storageKey, sourcePath))) throw new Error('The video this clip is cut from could not be read.');
    const ffmpeg = resolveFfmpeg(ctx.config.FFMPEG_PATH ? { ...process.env, FFMPEG_PATH: ctx.config.FFMPEG_PATH } : process.env);

    if (clips.some((c) => !c.spec.span)) {
      await stage(ctx, clips, 'transcribing', 5);
      const audio = await extractSpeech(ffmpeg, sourcePath, workDir, abort.signal);
      const subtitles = first.transcriptItemId ? items.find((i) => i.id === first.transcriptItemId) : undefined;
      const transcript = await transcriptFor(ctx, audio, { subtitlesKey: subtitles?.storageKey, language: first.language, workDir, signal: abort.signal });
      await stage(ctx, clips, 'choosing moments', 20);
      // The creator's own model, else the server's: it picks the moments and writes their copy; none: the scorer.
      const { client } = await ctx.writers.resolve({ userLlm: await userLlmStore(ctx).forUser(userId).catch(() => null) });
      const moments = await pickMoments(client, transcript, { count: first.count, minMs: first.minMs, maxMs: first.maxMs }, { language: first.language });
      for (const c of clips) {
        const m = moments[c.spec.index];
        if (!m) {
          await records.updateWhileGenerating(c.row.id, { status: 'failed', stage: 'failed', error: NO_ROOM_MESSAGE }, 'video.failed');
          continue;
        }
        const words = transcript.words.slice(m.first, m.last + 1);
        const spec: ClipSpec = { ...c.spec, span: { startMs: m.startMs, endMs: m.endMs, words, pickedBy: m.pickedBy } };
        const description = [m.description, m.hashtags.join(' ')].filter(Boolean).join('\n\n');
        await records.updateWhileGenerating(c.row.id, { clip: spec, title: m.title, description, script: words.map((w) => w.word).join(' ') });
      }
      clips = await load();
    }

    const info = { width: source.width ?? 0, height: source.height ?? 0 };
    for (const c of clips) {
      const span = c.spec.span;
      if (!span) continue;
      await stage(ctx, [c], 'reframing', 30);
      const output = frameForAspect(c.spec.aspect);
      const crop = info.width && info.height
        ? cropPath(await sampleFaces({ ffmpeg, input: sourcePath, source: info, startMs: span.startMs, endMs: span.endMs, fps: 2, sampleWidth: 640, findFaces, signal: abort.signal }), info, output, DEFAULT_FOLLOW, span.endMs - span.startMs)
        : null;
      if (!crop) throw new Error('The size of the video this clip is cut from is not known.');
      await stage(ctx, [c], 'rendering', 60);
      const clipDir = path.join(workDir, c.row.id);
      await fsp.mkdir(clipDir, { recursive: true });
      const brand = await brandForRender(ctx, userId, {}, clipDir);
      const words: WordTiming[] = span.words.map((w) => ({ word: w.word, startMs: w.startMs - span.startMs, endMs: w.endMs - span.startMs }));
      const outputPath = path.join(clipDir, 'video.mp4');
      const thumbnailPath = path.join(clipDir, 'thumbnail.jpg');
      const result = await renderClip({
        sourcePath, startMs: span.startMs, endMs: span.endMs, output, crop, words,
        captionStyle: c.spec.captionStyle, hook: c.spec.hook ? c.row.title : undefined,
        logo: brand.logo ? { ...brand.logo, size: 0.14 } : undefined,
        workDir: clipDir, outputPath, thumbnailPath, ffmpegPath: ffmpeg, signal: abort.signal,
      });
      const base = `videos/${userId}/${c.row.id}/${ctx.clock.now().getTime().toString(36)}${randomUUID().slice(0, 4)}`;
      await ctx.storage.putFile(`${base}/video.mp4`, outputPath);
      await ctx.storage.putFile(`${base}/thumbnail.jpg`, thumbnailPath);
      const sizeBytes = (await ctx.storage.stat(`${base}/video.mp4`))?.size ?? null;
      const done = await records.updateWhileGenerating(c.row.id, {
        status: 'ready', stage: 'done', progress: 100, error: null,
        videoKey: `${base}/video.mp4`, thumbnailKey: `${base}/thumbnail.jpg`, sizeBytes,
        duration: Math.round(result.durationMs / 1000), renderedAt: ctx.clock.now(),
      }, 'video.ready');
      if (!done) await ctx.storage.deletePrefix(base);
      clips = clips.filter((x) => x !== c);
    }
  } catch (err) {
    if (ctx.shutdown.aborted) throw err;
    if (attempt.retryCount >= attempt.retryLimit) {
      for (const c of clips) await records.updateWhileGenerating(c.row.id, { status: 'failed', stage: 'failed', error: reason(err) }, 'video.failed');
      return;
    }
    await Promise.all(clips.map((c) => records.updateWhileGenerating(c.row.id, { stage: 'retrying', progress: 0 })));
    throw err;
  } finally {
    ctx.shutdown.removeEventListener('abort', onShutdown);
    clearInterval(heartbeat);
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}

async function stage(ctx: AppContext, clips: Clip[], name: string, progress: number) {
  const records = videoRecords(ctx);
  for (const c of clips) await records.updateWhileGenerating(c.row.id, { stage: name, progress, heartbeatAt: ctx.clock.now() });
}
