import {
  canChangePostStatus,
  durationProblem,
  PLATFORMS,
  type PlatformRule,
  PLATFORMS_NEEDING_VIDEO,
  POST_MESSAGES,
  SCHEDULE_PAST_GRACE_MS,
  type Platform,
  type createPostSchema,
  type updatePostSchema,
  type UserPostStatus,
  textProblems,
  type PlatformOptions,
} from '@reelforge/contracts';
import type { z } from 'zod';
import type { PageParams } from '@reelforge/contracts';
import { decodeCursor, toPage } from '../../lib/pagination.ts';
import type { Platforms } from '../../adapters/platforms/index.ts';
import type { AppContext } from '../../context/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { socialConnections } from '../social/index.ts';
import { assertPlanPlatforms } from '../plans/index.ts';
import { toScheduledPost } from './posts.mapper.ts';
import { postsRepository, type Exec, type PostRow } from './posts.repository.ts';
import {
  armPost,
  disarmPost,
  dispatch,
  emptyPlan,
  finalizePost,
  mergePlans,
  repoint,
  type QueuePlan,
} from './publish-queue.ts';

type CreateInput = z.output<typeof createPostSchema>;
type UpdateInput = z.output<typeof updatePostSchema>;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

function checkTime(time: Date, now: Date) {
  if (time.getTime() < now.getTime() - SCHEDULE_PAST_GRACE_MS) throw badRequest(POST_MESSAGES.pastTime, 'past_time');
}

/** Each product platform's video rules, from its platform module (docs/platform-apis.md). */
export function platformRules(platforms: Platforms): PlatformRule[] {
  return PLATFORMS.flatMap((p) => {
    const limits = platforms.get(p)?.limits;
    if (!limits) return [];
    return [
      {
        platform: p,
        minDurationSec: limits.minDurationSec ?? null,
        maxDurationSec: limits.maxDurationSec ?? null,
        maxBytes: limits.maxBytes ?? null,
        aspects: [...(limits.aspects ?? [])],
      },
    ];
  });
}

/** Each platform's text limits (caption + hashtags, title, hashtag count), in the form's words. */
function checkText(post: Parameters<typeof textProblems>[0], options: PlatformOptions | undefined) {
  const [problem] = textProblems(post, options);
  if (problem) throw badRequest(problem.message, 'text_limits');
}

interface Next {
  platforms: Platform[];
  videoId: string | null;
}

/**
 * The rules a post must meet (re-checked only for what changed): the plan's platforms, a ready
 * video of one's own for the platforms that publish video, and connected accounts once ready.
 */
async function checkRules(
  ctx: AppContext,
  db: Exec,
  user: UserRow,
  next: Next,
  changed: { platforms: boolean; video: boolean; ready: boolean },
  rules: PlatformRule[],
) {
  if (changed.platforms || changed.ready) assertPlanPlatforms(user, next.platforms);
  if (changed.platforms || changed.video || changed.ready) {
    if (next.videoId) {
      const video = await postsRepository(db).findVideo(user.id, next.videoId);
      if (!video) throw notFound(POST_MESSAGES.videoNotFound);
      if (!video.videoKey || (video.status !== 'ready' && video.status !== 'published'))
        throw badRequest(POST_MESSAGES.videoNotReady, 'video_not_ready');
      // The platforms' own length rules, before anything is saved (the same words the form shows).
      for (const rule of rules.filter((r) => next.platforms.includes(r.platform))) {
        const problem = durationProblem(rule, video.duration);
        if (problem) throw badRequest(problem, 'video_limits');
      }
    } else {
      const needing = next.platforms.filter((p) => PLATFORMS_NEEDING_VIDEO.includes(p));
      if (needing.length) throw badRequest(POST_MESSAGES.videoRequired(needing), 'video_required');
    }
  }
  if (changed.ready) {
    const connections = await socialConnections(ctx).forPlatforms(user.id, next.platforms);
    const missing = next.platforms.filter((p) => !connections.some((c) => c.platform === p));
    if (missing.length) throw badRequest(POST_MESSAGES.connectFirst(missing), 'not_connected');
    const inactive = connections.filter((c) => !c.isActive).map((c) => c.platform as Platform);
    if (inactive.length) throw badRequest(POST_MESSAGES.reconnect(inactive), 'not_connected');
  }
}

export function postsService(ctx: AppContext) {
  async function views(db: Exec, posts: PostRow[]) {
    const repo = postsRepository(db);
    const videoIds = [...new Set(posts.flatMap((p) => (p.videoId ? [p.videoId] : [])))];
    const [results, videos] = await Promise.all([repo.results(posts.map((p) => p.id)), repo.videosByIds(videoIds)]);
    return posts.map((p) =>
      toScheduledPost(
        p,
        results.filter((r) => r.postId === p.id),
        videos.find((v) => v.id === p.videoId) ?? null,
      ),
    );
  }
  const view = async (post: PostRow) => (await views(ctx.db, [post]))[0]!;
  const rules = platformRules(ctx.platforms);

  return {
    async list(user: UserRow, { limit, cursor }: PageParams) {
      const rows = await postsRepository(ctx.db).listPage(user.id, limit, decodeCursor(cursor));
      const page = toPage(rows, limit, (r) => ({ at: r.cursorAt, id: r.post.id }), (r) => r.post);
      return { items: await views(ctx.db, page.items), nextCursor: page.nextCursor };
    },

    rules: () => rules,

    async get(user: UserRow, id: string) {
      const post = await postsRepository(ctx.db).find(user.id, id);
      if (!post) throw notFound(POST_MESSAGES.notFound);
      return view(post);
    },

    async create(user: UserRow, input: CreateInput) {
      const scheduledTime = new Date(input.scheduledTime);
      checkTime(scheduledTime, ctx.clock.now());
      const status: UserPostStatus = input.status ?? 'pending';
      const next = { platforms: input.platforms, videoId: input.videoId ?? null };
      checkText({ title: input.title, content: input.content ?? null, platforms: input.platforms }, input.platformOptions);
      await checkRules(ctx, ctx.db, user, next, { platforms: true, video: true, ready: status === 'ready' }, rules);
      const { post, plan } = await ctx.db.transaction(async (tx) => {
        const post = await postsRepository(tx).insert({
          userId: user.id,
          title: input.title,
          content: input.content ?? null,
          scheduledTime,
          platforms: input.platforms,
          videoId: next.videoId,
          status,
          platformOptions: input.platformOptions ?? {},
        });
        return { post, plan: status === 'ready' ? await armPost(tx, post) : emptyPlan() };
      });
      await dispatch(ctx, plan);
      return view(post);
    },

    async update(user: UserRow, id: string, patch: UpdateInput) {
      const { post, plan } = await ctx.db.transaction(async (tx) => {
        const repo = postsRepository(tx);
        const post = await repo.lock(id, user.id);
        if (!post) throw notFound(POST_MESSAGES.notFound);
        if (post.status === 'publishing') throw conflict(POST_MESSAGES.publishingLocked, 'publishing');
        if (post.status === 'posted') throw conflict(POST_MESSAGES.postedLocked, 'posted');
        const status = patch.status ?? post.status;
        if (patch.status && !canChangePostStatus(post.status, patch.status)) {
          throw conflict(POST_MESSAGES.badTransition(post.status, patch.status), 'bad_transition');
        }
        const scheduledTime = patch.scheduledTime ? new Date(patch.scheduledTime) : post.scheduledTime;
        const timeChanged = scheduledTime.getTime() !== post.scheduledTime.getTime();
        const becomingReady = status === 'ready' && post.status !== 'ready';
        if (timeChanged || becomingReady) checkTime(scheduledTime, ctx.clock.now());
        const platforms = patch.platforms ?? (post.platforms as Platform[]);
        const videoId = patch.videoId !== undefined ? patch.videoId : post.videoId;
        const platformsChanged = !sameSet(platforms, post.platforms);
        const title = patch.title ?? post.title;
        const content = patch.content !== undefined ? patch.content : post.content;
        const platformOptions = patch.platformOptions ?? post.platformOptions;
        checkText({ title, content, platforms }, platformOptions);
        await checkRules(
          ctx,
          tx,
          user,
          { platforms, videoId },
          {
            platforms: platformsChanged,
            video: videoId !== post.videoId,
            ready: becomingReady || (status === 'ready' && platformsChanged),
          },
          rules,
        );
        const updated = (await repo.update(post.id, {
          title,
          content,
          scheduledTime,
          platforms,
          videoId,
          status,
          platformOptions,
        }))!;
        let plan: QueuePlan = emptyPlan();
        if (status === 'ready') {
          plan = await armPost(tx, updated, { reset: becomingReady, repoint: timeChanged });
          // Every platform already posted (the failed ones were removed): nothing left to publish.
          const final = await finalizePost(tx, updated);
          return { post: final?.post ?? updated, plan };
        }
        if (post.status === 'ready') plan = await disarmPost(tx, updated);
        return { post: updated, plan };
      });
      await dispatch(ctx, plan);
      return view(post);
    },

    /**
     * Sends a failed post's failed platforms again, now. Posted ones are never sent twice, and an
     * `unknown` one (it may be live) is left to the reconcile check rather than published again.
     */
    async retry(user: UserRow, id: string) {
      const { post, plan } = await ctx.db.transaction(async (tx) => {
        const repo = postsRepository(tx);
        const post = await repo.lock(id, user.id);
        if (!post) throw notFound(POST_MESSAGES.notFound);
        const failed = (await repo.resultsOf(post.id)).filter(
          (r) => r.status === 'failed' && post.platforms.includes(r.platform),
        );
        if (post.status !== 'failed' || !failed.length)
          throw conflict(POST_MESSAGES.retryNothingFailed, 'nothing_to_retry');
        const platforms = failed.map((r) => r.platform as Platform);
        await checkRules(
          ctx,
          tx,
          user,
          { platforms, videoId: post.videoId },
          { platforms: true, video: true, ready: true },
          rules,
        );
        const ready = (await repo.update(post.id, { status: 'ready' }))!;
        const fresh = {
          error: null,
          errorDetail: null,
          state: null,
          remoteId: null,
          url: null,
          retries: 0,
          heartbeatAt: null,
        };
        const plans: QueuePlan[] = [];
        for (const row of failed) plans.push(await repoint(tx, ready, row, fresh, ctx.clock.now()));
        return { post: ready, plan: mergePlans(...plans) };
      });
      await dispatch(ctx, plan);
      return view(post);
    },

    async remove(user: UserRow, id: string) {
      const plan = await ctx.db.transaction(async (tx) => {
        const repo = postsRepository(tx);
        const post = await repo.lock(id, user.id);
        if (!post) throw notFound(POST_MESSAGES.notFound);
        const results = await repo.resultsOf(post.id);
        if (post.status === 'publishing' || results.some((r) => r.status === 'publishing')) {
          throw conflict(POST_MESSAGES.deletePublishing, 'publishing');
        }
        await repo.delete(post.id);
        return { sends: [], cancels: results.flatMap((r) => (r.jobId && r.status === 'pending' ? [r.jobId] : [])) };
      });
      await dispatch(ctx, plan);
    },
  };
}
