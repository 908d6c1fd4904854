import { randomUUID } from 'node:crypto';
import {
  ALL_EXPANSION,
  MUSIC_FOR_TONE,
  PLATFORMS,
  VIDEO_MESSAGES,
  scriptText,
  spokenSeconds,
  type CompleteVideoRequest,
  type RenderVideoRequest,
  type Platform,
} from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { agentSettingsOf } from '../agent-settings/index.ts';
import {
  durationOption,
  failedRender,
  renderJob,
  renderOptionsSchema,
  scenesForScript,
  toVideo,
  videoRecords,
  type RenderOptions,
  type RenderOptionsInput,
} from '../videos/index.ts';
import { scriptsService } from '../scripts/index.ts';
import { avatarsService, voiceOf } from '../avatars/index.ts';
import { templatesService } from '../templates/index.ts';
import { defaultVoiceOf } from '../voice-settings/index.ts';
import { storyboardOfVideo, storyboardService } from '../storyboard/index.ts';
import { assertRendersLeft, planLimitError, renderQuota } from '../plans/index.ts';
import { clip } from '../../lib/text.ts';

const firstPlatform = (list: string[]) => list.find((p): p is Platform => (PLATFORMS as readonly string[]).includes(p));

/** Renders: the AI flow's complete-video, and POST /api/videos/{id}/render for any saved video. */
export function videoRenders(ctx: AppContext) {
  const repo = videoRecords(ctx);

  // The Free plan's meter (modules/plans): the repository enforces it atomically with the write;
  // assertRendersLeft only refuses early (before a script is written) when it is already full.
  const overQuota = () => planLimitError('videos');

  /** Nothing else chose a voice: the user's default from Settings -> Voice, else the first preset. */
  const userVoice = async (user: UserRow) => (await defaultVoiceOf(ctx, user.id)) ?? 'voice1';

  function queue() {
    if (!ctx.queue) throw new AppError(503, VIDEO_MESSAGES.renderUnavailable, 'no_queue');
    return ctx.queue;
  }

  return {
    /** Creates the video as generating and queues its render; the studio follows its progress. */
    async completeVideo(user: UserRow, input: CompleteVideoRequest) {
      await assertRendersLeft(ctx, user);
      const boss = queue();
      // The presenter must be the caller's own avatar (404 otherwise); it narrates in its voice.
      const avatar = input.avatarId ? await avatarsService(ctx).owned(user, input.avatarId) : null;
      // A template fills what the request leaves out, and its structure shapes a script written here.
      const template = input.templateId ? await templatesService(ctx).recipeFor(user, input.templateId) : null;
      // A storyboard's scenes are the script (checked first: a forged pick costs no script).
      const board = input.storyboard ? await storyboardService(ctx).check(user, input.storyboard) : null;
      const tone = input.tone ?? template?.tone ?? 'engaging-educational';
      const platform: Platform = input.platform === 'all' ? 'youtube' : input.platform;
      const targetSeconds = Number(input.duration);
      const written = input.script || board
        ? null
        : await scriptsService(ctx).generateFor(user.id, {
            topic: input.topic,
            platform: input.platform,
            tone,
            language: input.language ?? 'en',
            ...durationOption(targetSeconds),
            // The chosen length itself (45 s is not the option's 60 s).
            seconds: targetSeconds,
            ...(template?.structure ? { structure: template.structure } : {}),
            ...(template?.instructions ? { additionalInstructions: template.instructions } : {}),
          });
      const templateStyle = template
        ? {
            ...(template.aspect ? { aspect: template.aspect } : {}),
            ...(template.captionStyle ? { captionStyle: template.captionStyle } : {}),
            ...(template.music ? { music: template.music } : {}),
          }
        : {};
      const script = board ? scriptText(board.scenes) : (input.script ?? written!.script);
      const options: RenderOptions = {
        topic: input.topic,
        platform,
        targetSeconds,
        title: input.title ?? written?.title ?? input.topic,
        script,
        scenes: scenesForScript(script, board?.scenes ?? input.scenes ?? written?.scenes),
        language: input.language ?? 'en',
        voiceId: input.voiceId ?? (avatar ? voiceOf(avatar) : (template?.voiceId ?? (await userVoice(user)))),
        avatarId: avatar?.id ?? null,
        // Music the creator did not choose suits the script's tone; stored, so re-renders keep it.
        style: { ...templateStyle, ...input.style, music: input.style?.music ?? templateStyle.music ?? MUSIC_FOR_TONE[tone] },
        visualSource: input.visualSource ?? template?.visualSource ?? 'auto',
        presenterLayout: input.presenterLayout ?? template?.presenterLayout ?? 'bottom-left',
        previousStatus: null,
      };
      const now = ctx.clock.now();
      const row = await repo.insertMetered({
        userId: user.id,
        title: clip(options.title, 200),
        description: input.description ?? written?.description ?? null,
        script: options.script,
        platforms: input.platform === 'all' ? ALL_EXPANSION : [platform],
        status: 'generating',
        stage: 'queued',
        progress: 0,
        renderOptions: options,
        storyboard: board,
        avatarId: options.avatarId,
        heartbeatAt: now,
        renderRequestedAt: now,
      }, renderQuota(ctx, user));
      if (row === 'limit') throw overQuota();
      const jobId = await boss.send(renderJob.queueFor(options), { videoId: row.id }, await renderJob.sendOptionsFor(ctx.db, { id: row.id, userId: user.id }, row.id, targetSeconds, await agentSettingsOf(ctx, user.id, 'video_creation')));
      const withJob = (await repo.update(user.id, row.id, { jobId })) ?? row;
      if (template) await templatesService(ctx).markUsed(template.id);
      const video = toVideo(withJob);
      return { videoId: row.id, script: options.script, video_url: null, thumbnail_url: null, video };
    },

    /**
     * Renders a saved video from its current title and script, with the settings of its last
     * render (or defaults for a draft). A rendered video keeps its file until the new one is ready.
     */
    async render(user: UserRow, id: string, input?: RenderVideoRequest) {
      const row = await repo.find(user.id, id);
      if (!row) throw notFound('Video not found');
      if (row.status === 'generating') throw conflict(VIDEO_MESSAGES.alreadyRendering, 'rendering');
      const script = row.script?.trim();
      if (!script) throw badRequest(VIDEO_MESSAGES.noScript, 'no_script');
      await assertRendersLeft(ctx, user, 1, row);
      const boss = queue();
      const last = renderOptionsSchema.safeParse(row.renderOptions ?? undefined);
      const previous = last.success ? last.data : null;
      const options: RenderOptionsInput = {
        topic: previous?.topic ?? row.title,
        platform: previous?.platform ?? firstPlatform(row.platforms) ?? 'youtube',
        targetSeconds: previous?.targetSeconds ?? spokenSeconds(script),
        title: row.title,
        script,
        // The saved storyboard's scenes (and their chosen visuals) where the script still says them.
        scenes: scenesForScript(script, storyboardOfVideo(row)?.scenes ?? previous?.scenes),
        language: previous?.language ?? 'en',
        voiceId: previous?.voiceId ?? (await userVoice(user)),
        avatarId: previous?.avatarId ?? row.avatarId,
        style: previous?.style ?? {},
        visualSource: input?.visualSource ?? previous?.visualSource ?? 'auto',
        previousStatus: row.videoKey && (row.status === 'ready' || row.status === 'published') ? row.status : null,
      };
      const now = ctx.clock.now();
      const claimed = await repo.claimForRender(user.id, id, {
        renderOptions: options,
        stage: 'queued',
        progress: 0,
        error: null,
        jobId: null,
        heartbeatAt: now,
        renderRequestedAt: now,
      }, renderQuota(ctx, user, row));
      if (claimed === 'limit') throw overQuota();
      // Another request started a render between our read and this write.
      if (!claimed) throw conflict(VIDEO_MESSAGES.alreadyRendering, 'rendering');
      let jobId: string | null;
      try {
        jobId = await boss.send(renderJob.queueFor(options), { videoId: id }, await renderJob.sendOptionsFor(ctx.db, { id, userId: user.id }, randomUUID(), options.targetSeconds, await agentSettingsOf(ctx, user.id, 'video_creation')));
      } catch (err) {
        // Not left "generating" with no job: back to what it was, and the error handler logs why.
        await repo.updateWhileGenerating(
          id,
          failedRender(renderOptionsSchema.parse(options), VIDEO_MESSAGES.renderUnavailable),
          'video.failed',
        );
        throw err;
      }
      return toVideo((await repo.updateWhileGenerating(id, { jobId })) ?? claimed);
    },
  };
}
