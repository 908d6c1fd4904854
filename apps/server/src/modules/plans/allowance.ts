import { LIMITS, isPremium } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { videoRecords, type RenderQuota, type VideoRow } from '../videos/index.ts';
import { monthStartOf } from './month.ts';
import { planLimitError } from './plan-limit.ts';

type Subscriber = { id: string; subscriptionStatus: string | null };

/** The user's videos this month, on the injected clock: unlimited on Premium. */
export type Allowance =
  | { premium: true; used: null; limit: null; left: null }
  | { premium: false; used: number; limit: number; left: number };

const UNLIMITED: Allowance = { premium: true, used: null, limit: null, left: null };

/** Renders used and left this calendar month (UTC), by `ctx.clock`. */
export async function allowance(ctx: AppContext, user: Subscriber): Promise<Allowance> {
  if (isPremium(user)) return UNLIMITED;
  const limit = LIMITS.freeVideosPerMonth;
  const used = await videoRecords(ctx).rendersSince(user.id, monthStartOf(ctx.clock.now()));
  return { premium: false, used, limit, left: Math.max(0, limit - used) };
}

/**
 * The quota a render's write is metered against (atomically, in the repository), or null when
 * none applies: Premium, or a video already counted this month (it may render again for free).
 */
export function renderQuota(ctx: AppContext, user: Subscriber, row?: Pick<VideoRow, 'renderRequestedAt' | 'status'>): RenderQuota {
  if (isPremium(user)) return null;
  const since = monthStartOf(ctx.clock.now());
  const counted = !!row?.renderRequestedAt && row.renderRequestedAt >= since && row.status !== 'failed';
  return counted ? null : { limit: LIMITS.freeVideosPerMonth, since };
}

/**
 * Refuses early (403 plan_limit) when `count` more renders would not fit this month; the metered
 * write still decides under the user's lock. A video already counted needs no room.
 */
export async function assertRendersLeft(
  ctx: AppContext,
  user: Subscriber,
  count = 1,
  row?: Pick<VideoRow, 'renderRequestedAt' | 'status'>,
) {
  if (renderQuota(ctx, user, row) === null) return;
  const left = await allowance(ctx, user);
  if (!left.premium && left.left < count) throw planLimitError('videos');
}
