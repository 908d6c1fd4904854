// The signed-in user's own state PaulinaAI answers with: their latest failed post and why, renders
// in progress, the Free quota left this month, connections that need reconnecting.
import { PLATFORMS, type Platform } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import type { UserRow } from '../auth/index.ts';
import { allowance } from '../plans/index.ts';
import { assistantRepository } from './assistant.repository.ts';
import { failureOf, type Failure } from './failure-kind.ts';

export interface UserState {
  failedPost:
    | ({ postId: string; title: string; videoId: string | null; platform: Platform; error: string | null; retryable: boolean } & Failure)
    | null;
  renders: { id: string; title: string; progress: number }[];
  quota: { premium: true } | { premium: false; left: number; limit: number };
  connections: { total: number; inactive: { platform: Platform; why: string | null }[] };
}

const asPlatform = (p: string): Platform | null => ((PLATFORMS as readonly string[]).includes(p) ? (p as Platform) : null);

export async function loadUserState(ctx: AppContext, user: UserRow): Promise<UserState> {
  const repo = assistantRepository(ctx.db);
  const [failed, renders, plan, connections] = await Promise.all([
    repo.latestFailedPost(user.id),
    repo.rendering(user.id),
    allowance(ctx, user),
    repo.connections(user.id),
  ]);
  const failedPlatform = failed && asPlatform(failed.platform);
  return {
    failedPost:
      failed && failedPlatform
        ? {
            postId: failed.postId,
            title: failed.title,
            videoId: failed.videoId,
            platform: failedPlatform,
            error: failed.error,
            // Retry re-sends failed platforms only; an unknown outcome is checked on the platform first.
            retryable: failed.status === 'failed',
            ...(failed.status === 'unknown' ? { kind: 'unknownOutcome' as const, code: null } : failureOf(failed.error, failed.errorDetail)),
          }
        : null,
    renders: renders.map((r) => ({ id: r.id, title: r.title, progress: Math.max(0, Math.min(100, r.progress)) })),
    quota: plan.premium ? { premium: true } : { premium: false, limit: plan.limit, left: plan.left },
    connections: {
      total: connections.length,
      inactive: connections
        .filter((c) => !c.isActive)
        .flatMap((c) => {
          const platform = asPlatform(c.platform);
          return platform ? [{ platform, why: c.lastError }] : [];
        }),
    },
  };
}
