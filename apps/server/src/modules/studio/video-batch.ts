import {
  targetSeconds,
  type BatchVideosRequest,
  type BatchVideosResponse,
  type ErrorCode,
} from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { templatesService } from '../templates/index.ts';
import { videoRenders } from './video-renders.ts';
import { assertRendersLeft } from '../plans/index.ts';

/** Errors that stop the rest of a batch too: no more videos can be made right now. */
const STOPS_BATCH = new Set<ErrorCode>(['plan_limit', 'no_queue']);

/**
 * "Create many": one video per topic from one template, each written and queued like the AI
 * flow's complete-video. Topics are written one after another, so a model is not asked for 50
 * scripts at once; a topic that fails is reported and the others go on.
 */
export function videoBatch(ctx: AppContext) {
  const renders = videoRenders(ctx);
  return {
    async batch(user: UserRow, input: BatchVideosRequest): Promise<BatchVideosResponse> {
      const template = await templatesService(ctx).recipeFor(user, input.templateId);
      // Refused whole rather than half-made: the Free plan's month must hold every topic.
      await assertRendersLeft(ctx, user, input.topics.length);
      const platform = template.platform ?? 'all';
      const seconds = targetSeconds(template.duration ?? '30-60 seconds');
      const items: BatchVideosResponse['items'] = [];
      let stopped: string | null = null;
      for (const topic of input.topics) {
        if (stopped) {
          items.push({ topic, videoId: null, error: stopped });
          continue;
        }
        try {
          const made = await renders.completeVideo(user, { topic, platform, duration: seconds, templateId: template.id });
          items.push({ topic, videoId: made.videoId, error: null });
        } catch (err) {
          if (!(err instanceof Error)) throw err;
          const known = err instanceof AppError;
          if (!known) ctx.logger.error({ err, topic }, 'batch video failed');
          const message = known ? err.message : 'Failed to generate video.';
          if (known && STOPS_BATCH.has(err.code)) stopped = message;
          items.push({ topic, videoId: null, error: message });
        }
      }
      return { items };
    },
  };
}
