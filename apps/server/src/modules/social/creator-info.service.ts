import { SOCIAL_MESSAGES, type TiktokCreatorInfo } from '@reelforge/contracts';
import { MetricsError } from '../../adapters/platforms/metrics/index.ts';
import { fetchCreatorInfo } from '../../adapters/platforms/tiktok/creator-info.ts';
import { tiktokHosts } from '../../adapters/platforms/tiktok/index.ts';
import type { AppContext } from '../../context/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { TokenDecryptError } from '../../lib/token-crypto.ts';
import type { UserRow } from '../auth/index.ts';
import { freshTokenCaller } from './fresh-token.ts';
import { socialRepository } from './social.repository.ts';
import { connectionTokens } from './social.service.ts';

/**
 * What TikTok lets this creator choose for a post right now (privacy levels, interactions, longest
 * video): the scheduling form offers only these, as TikTok's posting guidelines ask.
 */
export function creatorInfoService(ctx: AppContext) {
  const withToken = freshTokenCaller(ctx);
  const api = tiktokHosts(ctx.config).api;

  return {
    async tiktok(user: UserRow): Promise<TiktokCreatorInfo> {
      const conn = await socialRepository(ctx.db).findByPlatform(user.id, 'tiktok');
      if (!conn) throw badRequest(SOCIAL_MESSAGES.tiktokNotConnected, 'not_connected');
      if (!conn.isActive) throw badRequest(SOCIAL_MESSAGES.tiktokInactive, 'not_connected');
      try {
        const state = { creds: connectionTokens(ctx).credentials(conn), usedEnc: conn.accessTokenEnc };
        return await withToken(conn, state, (a) => fetchCreatorInfo(api, a.accessToken));
      } catch (err) {
        if (err instanceof TokenDecryptError) throw badRequest(SOCIAL_MESSAGES.tiktokInactive, 'not_connected');
        // TikTok's own words (refusal, unreachable): the form shows them and lets the post be saved.
        if (err instanceof MetricsError) throw new AppError(502, err.message, 'platform_error');
        throw err;
      }
    },
  };
}
