import { ALL_EXPANSION, LIMITS, LONG_FORM_MAX_MINUTES, type ScriptDuration, VIDEO_MESSAGES, type CompleteVideoRequest, type CreateVideo, type Platform, type UpdateVideo, isPremium, isPlayable } from '@reelforge/contracts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { renderVideoJob } from '../../jobs/render-video.ts';
import { scriptsService } from '../scripts/scripts.service.ts';
import { avatarsService } from '../avatars/avatars.service.ts';
import { voiceOf } from '../avatars/voice-sample.ts';
import { toVideo } from './videos.mapper.ts';
import { videosRepository, type VideoRow } from './videos.repository.ts';
import type { RenderOptions } from './render-options.ts';

const storageKeys = (row: VideoRow) => [row.videoKey, row.thumbnailKey, row.captionsKey, row.captionsKey?.replace(/\.vtt$/, '.srt')];

/** The script option closest to a length in seconds (complete-video takes seconds). */
export function durationOption(seconds: number): { duration: ScriptDuration; durationMinutes?: number } {
  if (seconds <= 30) return { duration: '15-30 seconds' };
  if (seconds <= 60) return { duration: '30-60 seconds' };
  if (seconds <= 180) return { duration: '1-3 minutes' };
  return { duration: '3+ minutes', durationMinutes: Math.min(LONG_FORM_MAX_MINUTES, Math.max(3, Math.round(seconds / 60))) };
}

export function videosService(ctx: AppContext) {
  const repo = videosRepository(ctx.db);
  const scripts = scriptsService(ctx);

  async function owned(user: UserRow, id: string) {
    const row = await repo.find(user.id, id);
    if (!row) throw notFound('Video not found');
    return row;
  }

  /** ready/published need a rendered file; generating belongs to the render job. */
  function checkStatusChange(row: VideoRow | null, status: string | undefined) {
    if (!status || status === row?.status) return;
    if (row?.status === 'generating') throw conflict('This video is still rendering. Wait for it to finish.', 'rendering');
    if (status === 'generating') throw badRequest(VIDEO_MESSAGES.generatingIsServerOwned);
    if (isPlayable({ status }) && !row?.videoKey) throw badRequest(VIDEO_MESSAGES.notRenderedYet);
  }

  return {
    list: async (user: UserRow) => (await repo.list(user.id)).map(toVideo),
    get: async (user: UserRow, id: string) => toVideo(await owned(user, id)),
    owned,

    async create(user: UserRow, input: CreateVideo) {
      checkStatusChange(null, input.status);
      const row = await repo.insert({
        userId: user.id,
        title: input.title,
        description: input.description ?? null,
        script: input.script ?? null,
        platforms: input.platforms ?? [],
        status: input.status ?? 'draft',
      });
      return toVideo(row);
    },

    async update(user: UserRow, id: string, patch: UpdateVideo) {
      const row = await owned(user, id);
      checkStatusChange(row, patch.status);
      const updated = await repo.update(user.id, id, patch);
      if (!updated) throw notFound('Video not found');
      return toVideo(updated);
    },

    async remove(user: UserRow, id: string) {
      const row = await repo.delete(user.id, id);
      if (!row) throw notFound('Video not found');
      if (row.status === 'generating' && row.jobId && ctx.queue) {
        // The job re-checks its row first, so one left running stops at its next step anyway.
        await ctx.queue
          .cancel(renderVideoJob.name, row.jobId)
          .catch((err) => ctx.logger.warn({ err, videoId: row.id }, 'render job not cancelled'));
      }
      await Promise.all(storageKeys(row).map((k) => ctx.storage.delete(k)));
    },

    /** Creates the video as generating and queues its render; the studio follows its progress. */
    async completeVideo(user: UserRow, input: CompleteVideoRequest) {
      if (!isPremium(user) && (await repo.rendersThisMonth(user.id)) >= LIMITS.freeVideosPerMonth) {
        throw new AppError(403, VIDEO_MESSAGES.freeLimit, 'plan_limit');
      }
      if (!ctx.queue) throw new AppError(503, 'Rendering is not available right now. Please try again shortly.', 'no_queue');
      // The presenter must be the caller's own avatar (404 otherwise); it narrates in its voice.
      const avatar = input.avatarId ? await avatarsService(ctx).owned(user, input.avatarId) : null;
      const platform: Platform = input.platform === 'all' ? 'youtube' : input.platform;
      const targetSeconds = Number(input.duration);
      const written = input.script
        ? null
        : await scripts.generateFor(user.id, {
            topic: input.topic,
            platform: input.platform,
            tone: input.tone ?? 'engaging-educational',
            language: input.language ?? 'en',
            ...durationOption(targetSeconds),
          });
      const options: RenderOptions = {
        topic: input.topic,
        platform,
        targetSeconds,
        title: input.title ?? written?.title ?? input.topic,
        script: input.script ?? written!.script,
        language: input.language ?? 'en',
        voiceId: input.voiceId ?? (avatar ? voiceOf(avatar) : 'voice1'),
        avatarId: avatar?.id ?? null,
      };
      const row = await repo.insert({
        userId: user.id,
        title: options.title.slice(0, 200),
        description: input.description ?? written?.description ?? null,
        script: options.script,
        platforms: input.platform === 'all' ? ALL_EXPANSION : [platform],
        status: 'generating',
        stage: 'queued',
        progress: 0,
        renderOptions: options,
        avatarId: options.avatarId,
        heartbeatAt: new Date(),
      });
      const jobId = await ctx.queue.send(renderVideoJob.name, { videoId: row.id }, renderVideoJob.sendOptions(row.id));
      const withJob = (await repo.update(user.id, row.id, { jobId })) ?? row;
      const video = toVideo(withJob);
      return { videoId: row.id, script: options.script, video_url: null, thumbnail_url: null, video };
    },
  };
}
