import {
  ALL_EXPANSION,
  PLATFORM_LABELS,
  STRATEGY_MESSAGES,
  scriptRequestSchema,
  weeklyPlanSchema,
  type IdeaScriptResponse,
  type planRequestSchema,
  type WeeklyPlan,
} from '@reelforge/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { metricsOverviewService } from '../metrics/index.ts';
import { scriptsService } from '../scripts/index.ts';
import { templatesService } from '../templates/index.ts';
import { videosService } from '../videos/index.ts';
import { formatFor, formatSources } from './plan-formats.ts';
import { planTimes } from './plan-times.ts';
import { recordRun } from './record-run.ts';
import { strategyRepository, type StrategyRunRow } from './strategy.repository.ts';
import { clip } from '../../lib/text.ts';

type PlanInput = z.output<typeof planRequestSchema>;
type StoredPlan = Omit<WeeklyPlan, 'id' | 'createdAt'>;

const TEMPLATE_PAGE = 100;

function toPlan(row: StrategyRunRow): WeeklyPlan {
  return weeklyPlanSchema.parse({ ...(row.result as StoredPlan), id: row.id, createdAt: row.createdAt.toISOString() });
}

/** The strategy agent: a weekly content plan from the user's own results, templates and niche. */
export function strategyService(ctx: AppContext) {
  const repo = strategyRepository(ctx.db);
  const scripts = scriptsService(ctx);

  async function build(user: UserRow, input: PlanInput): Promise<StoredPlan> {
    const [overview, videos, templates] = await Promise.all([
      metricsOverviewService(ctx).overview(user.id, input.timeZone, {}, ctx.clock.now()),
      repo.topVideos(user.id, 5),
      templatesService(ctx).list(user, { limit: TEMPLATE_PAGE }),
    ]);
    const niche = input.niche ?? videos[0]?.title;
    if (!niche) throw badRequest(STRATEGY_MESSAGES.noNiche, 'no_niche');

    const times = planTimes(overview.posts, input.ideas, input.timeZone, ctx.clock.now());
    const sources = formatSources(templates.items);
    const formats = times.slots.map((slot, i) => formatFor(sources[i % Math.max(1, sources.length)], slot.platform));
    const bestVideos = videos.filter((v) => v.views > 0).map((v) => v.title);
    const { ideas, writer } = await scripts.ideasFor(user.id, {
      niche,
      structures: formats.map((f) => f.structure),
      bestVideos: bestVideos.length ? bestVideos : videos.map((v) => v.title),
      language: 'en',
    });
    const best = times.bestPlatform;
    const note = times.posts
      ? `Times come from your ${times.posts} measured post${times.posts === 1 ? '' : 's'}${best ? `; ${PLATFORM_LABELS[best]} did best` : ''}.`
      : STRATEGY_MESSAGES.historyFallback;
    return {
      timeZone: input.timeZone,
      niche,
      nicheSource: input.niche ? 'typed' : 'videos',
      history: {
        posts: times.posts,
        note,
        bestPlatform: best,
        topVideos: videos.filter((v) => v.views > 0).slice(0, 3).map((v) => ({ title: v.title, views: v.views })),
      },
      writer,
      ideas: times.slots.map((slot, i) => ({
        index: i,
        topic: ideas[i]!.topic,
        angle: ideas[i]!.angle,
        format: formats[i]!,
        postAt: slot.postAt.toISOString(),
        timeSource: slot.source,
        videoId: null,
      })),
    };
  }

  return {
    async latest(user: UserRow): Promise<WeeklyPlan | null> {
      const row = await repo.latest(user.id, 'plan', 'succeeded');
      return row ? toPlan(row) : null;
    },

    async create(user: UserRow, input: PlanInput): Promise<WeeklyPlan> {
      const row = await recordRun(ctx, user.id, 'plan', input.niche ?? null, () => build(user, input));
      return toPlan(row);
    },

    /** "Write script": the idea written by the user's writer and saved as a draft video (once). */
    async writeScript(user: UserRow, planId: string, index: number): Promise<IdeaScriptResponse> {
      const row = await repo.findOwned(user.id, planId, 'plan');
      if (!row || row.outcome !== 'succeeded') throw notFound(STRATEGY_MESSAGES.planNotFound);
      const plan = toPlan(row);
      const idea = plan.ideas[index];
      if (!idea) throw notFound(STRATEGY_MESSAGES.ideaNotFound);
      if (idea.videoId && (await repo.videoExists(user.id, idea.videoId))) return { videoId: idea.videoId, title: idea.topic };

      const { format } = idea;
      const script = await scripts.generateFor(
        user.id,
        scriptRequestSchema.parse({ topic: idea.topic, duration: format.duration, platform: format.platform, tone: format.tone, structure: format.structure }),
      );
      const video = await videosService(ctx).create(user, {
        title: clip(script.title, 200),
        description: [script.description, script.hashtags.join(' ')].filter(Boolean).join('\n\n'),
        script: script.script,
        platforms: [format.platform].filter((p) => ALL_EXPANSION.includes(p)),
      });
      const ideas = plan.ideas.map((x) => (x.index === index ? { ...x, videoId: video.id } : x));
      await repo.setResult(user.id, plan.id, { ...(row.result as StoredPlan), ideas });
      return { videoId: video.id, title: video.title };
    },
  };
}
