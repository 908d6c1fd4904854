import { CLIPS_MESSAGES, VIDEO_MESSAGES, type CreateClipsInput, createClipsSchema, type ClipsAccepted } from '@reelforge/contracts';
import type { z } from 'zod';
import { parseSubtitles } from '@reelforge/video-engine';
import type { AppContext } from '../../context/index.ts';
import { CLIPS_JOB_OPTIONS, CLIPS_QUEUE } from '../../job-contracts/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { libraryMedia } from '../library/index.ts';
import { assertRendersLeft, planLimitError, renderQuota } from '../plans/index.ts';
import { videoRecords } from '../videos/index.ts';
import type { ClipSpec } from './clip-spec.ts';

// Subtitle files are small; a larger "transcript" is not one (and is not read whole).
const MAX_SUBTITLE_BYTES = 5 * 1024 * 1024;

/** Whether a library upload is an SRT or WebVTT file, judged by its content (uploads are stored as text). */
async function isSubtitles(ctx: AppContext, item: { type: string; size: number; storageKey: string }): Promise<boolean> {
  if (item.type !== 'script' || item.size > MAX_SUBTITLE_BYTES) return false;
  const parts: Buffer[] = [];
  for await (const chunk of await ctx.storage.read(item.storageKey)) parts.push(chunk as Buffer);
  try {
    return parseSubtitles(Buffer.concat(parts).toString('utf8')).length > 0;
  } catch {
    return false;
  }
}

/** Clips from a long library video: checks the request, makes one video per clip, and queues their job. */
export function clipsService(ctx: AppContext) {
  return {
    async create(user: UserRow, raw: CreateClipsInput): Promise<ClipsAccepted> {
      const userId = user.id;
      const input: z.infer<typeof createClipsSchema> = createClipsSchema.parse(raw);
      const ids = [input.sourceItemId, ...(input.transcriptItemId ? [input.transcriptItemId] : [])];
      const found = await libraryMedia.findManyOwned(ctx, userId, ids);
      const source = found.find((i) => i.id === input.sourceItemId);
      if (!source) throw notFound('Library item not found');
      if (source.type !== 'video') throw badRequest(CLIPS_MESSAGES.sourceNotVideo);
      if (input.transcriptItemId) {
        const transcript = found.find((i) => i.id === input.transcriptItemId);
        if (!transcript) throw notFound('Library item not found');
        if (!(await isSubtitles(ctx, transcript))) throw badRequest(CLIPS_MESSAGES.transcriptNotSubtitles);
      } else if (!ctx.config.TRANSCRIBE_BASE_URL) {
        throw badRequest(CLIPS_MESSAGES.noTranscript, 'clips_no_transcript');
      }
      if (source.durationSec !== null && source.durationSec < input.minSeconds) throw badRequest(CLIPS_MESSAGES.sourceTooShort);
      const queue = ctx.queue;
      if (!queue) throw new AppError(503, VIDEO_MESSAGES.renderUnavailable, 'no_queue');

      // Each clip is a video on the plan: refused before anything is made when they do not all fit.
      await assertRendersLeft(ctx, user, input.count);

      const records = videoRecords(ctx);
      const now = ctx.clock.now();
      const title = source.name.replace(/\.[a-z0-9]+$/i, '');
      const rows = await records.insertManyMetered(
        userId,
        Array.from({ length: input.count }, (_, index) => {
          const clip: ClipSpec = {
            sourceItemId: source.id,
            sourceName: source.name,
            transcriptItemId: input.transcriptItemId,
            index,
            count: input.count,
            minMs: Math.round(input.minSeconds * 1000),
            maxMs: Math.round(input.maxSeconds * 1000),
            aspect: input.aspect,
            captionStyle: input.captionStyle ?? 'karaoke',
            language: input.language,
            hook: input.hook,
          };
          return { userId, title: `${title}: clip ${index + 1}`, status: 'generating' as const, stage: 'queued', progress: 0, clipOf: source.id, clip, heartbeatAt: now, renderRequestedAt: now };
        }),
        renderQuota(ctx, user),
      );
      // All the clips fit the month's videos, or none was written.
      if (rows === 'limit') throw planLimitError('videos');
      const videoIds = rows.map((r) => r.id);
      // The first clip's id is the job's: the same request is never queued twice.
      const jobId = await queue.send(CLIPS_QUEUE, { userId, videoIds }, { id: videoIds[0], ...CLIPS_JOB_OPTIONS });
      for (const id of videoIds) await records.updateWhileGenerating(id, { jobId, heartbeatAt: ctx.clock.now() });
      return { videoIds };
    },
  };
}
