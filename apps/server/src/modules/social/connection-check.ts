import { PLATFORM_LABELS, SOCIAL_MESSAGES, type Platform } from '@reelforge/contracts';
import { OAuthFlowError, TokenRefused } from '../../adapters/platforms/index.ts';
import type { AppContext } from '../../context/index.ts';
import { TokenDecryptError } from '../../lib/token-crypto.ts';
import { notificationsService } from '../notifications/index.ts';
import { socialRepository, type ConnectionRow } from './social.repository.ts';
import { connectionTokens } from './social.service.ts';

const DAY = 24 * 3600_000;
/** A token that expires within this and can't be refreshed earns a Reconnect notice. */
export const EXPIRY_WARNING_MS = 3 * DAY;
/** Connections checked at most this often (the job runs daily; a little slack for its own timing). */
const CHECK_EVERY_MS = 20 * 3600_000;
const BATCH = 500;

export interface CheckStats {
  checked: number;
  revoked: number;
  expiring: number;
  unreachable: number;
}

/**
 * The daily token check: asks each platform whether the stored token still works. A refused token
 * marks the connection inactive with the platform's words; a token about to expire without a
 * refresh token is announced. Either way the creator gets a "Reconnect" notification. Tokens a
 * publish can refresh (expired access token, refresh token on file) are not asked about: the
 * platform would refuse the stale access token although publishing would work.
 */
export async function checkConnections(ctx: AppContext, now = ctx.clock.now()): Promise<CheckStats> {
  const stats: CheckStats = { checked: 0, revoked: 0, expiring: 0, unreachable: 0 };
  const repo = socialRepository(ctx.db);
  const platforms = ctx.platforms;
  const tokens = connectionTokens(ctx);
  const notes = notificationsService(ctx.db);
  const reconnect = (row: ConnectionRow, body: string) =>
    notes.notify(
      row.userId,
      `Reconnect ${PLATFORM_LABELS[row.platform as Platform] ?? row.platform}`,
      body,
      '/video-studio',
    );

  for (const row of await repo.dueForCheck(new Date(now.getTime() - CHECK_EVERY_MS), BATCH)) {
    const platform = row.platform as Platform;
    const adapter = platforms.get(platform);
    let creds;
    try {
      creds = tokens.credentials(row);
    } catch (err) {
      if (err instanceof TokenDecryptError) continue; // a deployment problem, reported when publishing
      throw err;
    }
    const expiresAt = row.tokenExpiresAt?.getTime();
    const refreshable = Boolean(creds.refreshToken);
    if (expiresAt !== undefined && expiresAt <= now.getTime() && refreshable) {
      await repo.markChecked(row.id, row.accessTokenEnc, { checkedAt: now });
      continue;
    }
    let refusal: string | null = null;
    let identity = null;
    if (adapter?.identity) {
      try {
        identity = await adapter.identity(creds.accessToken, { platformUserId: row.platformUserId, serverUrl: row.serverUrl });
      } catch (err) {
        if (err instanceof TokenRefused) refusal = err.platformMessage;
        else if (err instanceof OAuthFlowError) {
          stats.unreachable++;
          ctx.logger.warn({ platform, connectionId: row.id, err: err.message }, 'token check: platform not answering');
          continue;
        } else throw err;
      }
    }
    stats.checked++;
    const updated = await repo.markChecked(row.id, row.accessTokenEnc, {
      checkedAt: now,
      platformUsername: identity?.platformUsername,
      avatarUrl: identity?.avatarUrl,
      deactivate: refusal ?? undefined,
    });
    if (!updated) continue; // reconnected meanwhile
    if (refusal) {
      stats.revoked++;
      await reconnect(
        row,
        `${PLATFORM_LABELS[platform]} no longer accepts Reelforge's access (${refusal}). Reconnect the account to keep publishing.`,
      );
    } else if (expiresAt !== undefined && !refreshable && expiresAt - now.getTime() < EXPIRY_WARNING_MS) {
      stats.expiring++;
      await reconnect(
        row,
        SOCIAL_MESSAGES.expiringSoon(platform, Math.max(0, Math.floor((expiresAt - now.getTime()) / DAY))),
      );
    }
  }
  return stats;
}
