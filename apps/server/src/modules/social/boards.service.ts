import { SOCIAL_MESSAGES, type PinterestBoard } from '@reelforge/contracts';
import { MetricsError } from '../../adapters/platforms/metrics/index.ts';
import { OAuthFlowError, PublishError, TokenRefused } from '../../adapters/platforms/index.ts';
import type { AppContext } from '../../context/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { TokenDecryptError } from '../../lib/token-crypto.ts';
import type { UserRow } from '../auth/index.ts';
import { freshTokenCaller } from './fresh-token.ts';
import { socialRepository } from './social.repository.ts';
import { connectionTokens } from './social.service.ts';

/**
 * The boards the creator's own Pinterest account can pin to: the scheduler offers them as the
 * Pinterest board option (unset, the publisher uses the first board).
 */
export function boardsService(ctx: AppContext) {
  const withToken = freshTokenCaller(ctx);

  return {
    async pinterest(user: UserRow): Promise<{ items: PinterestBoard[] }> {
      const platform = ctx.platforms.get('pinterest');
      const conn = await socialRepository(ctx.db).findByPlatform(user.id, 'pinterest');
      if (!conn || !platform?.destinations) throw badRequest(SOCIAL_MESSAGES.pinterestNotConnected, 'not_connected');
      if (!conn.isActive) throw badRequest(SOCIAL_MESSAGES.pinterestInactive, 'not_connected');
      const list = platform.destinations.bind(platform);
      try {
        const state = { creds: connectionTokens(ctx).credentials(conn), usedEnc: conn.accessTokenEnc };
        const boards = await withToken(conn, state, async (a) => {
          try {
            return await list(a.accessToken);
          } catch (err) {
            // An expired token is renewed once, as for statistics: MetricsError 401 is what the caller retries on.
            if (err instanceof TokenRefused) throw new MetricsError(`Pinterest: ${err.platformMessage}`, 401);
            throw err;
          }
        });
        return { items: boards.map((b) => ({ id: b.id, name: b.name, privacy: b.privacy ?? null })) };
      } catch (err) {
        if (err instanceof TokenDecryptError) throw badRequest(SOCIAL_MESSAGES.pinterestInactive, 'not_connected');
        // Pinterest's own words (refusal, unreachable, a refresh it refused): the form shows them and
        // the post can still be saved (the first board is used).
        if (err instanceof MetricsError || err instanceof OAuthFlowError || err instanceof PublishError)
          throw new AppError(502, err.message.startsWith('Pinterest') ? err.message : `Pinterest: ${err.message}`, 'platform_error');
        throw err;
      }
    },
  };
}
