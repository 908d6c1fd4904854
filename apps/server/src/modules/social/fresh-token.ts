import { sendCall } from '../../adapters/platforms/kit/http.ts';
import { metricsRefreshers, MetricsError, type MetricsAccount } from '../../adapters/platforms/metrics/index.ts';
import type { Credentials } from '../../adapters/platforms/index.ts';
import type { AppContext } from '../../context/index.ts';
import type { ConnectionRow } from './social.repository.ts';
import { connectionTokens } from './social.service.ts';

/** A connection's credentials as a read-only call uses them; renewed in place (refresh tokens rotate). */
export interface TokenState {
  creds: Credentials;
  usedEnc: string;
}

/**
 * Read-only platform calls with a connection's token (statistics, TikTok creator info): renews the
 * token first when it is about to expire, or once after a 401, and stores the renewed tokens the
 * way the publisher does.
 */
export function freshTokenCaller(ctx: AppContext) {
  const refreshers = metricsRefreshers(ctx.config);
  const tokens = connectionTokens(ctx);

  return async function withToken<T>(
    conn: ConnectionRow,
    state: TokenState,
    use: (a: MetricsAccount) => Promise<T>,
  ): Promise<T> {
    const refresh = refreshers[conn.platform];
    const now = ctx.clock.now().getTime();
    const renew = async () => {
      if (!refresh || refresh.blocker(state.creds)) return false;
      const next = await refresh.run(state.creds, {
        send: (c) => sendCall(c, { timeoutMs: 30_000 }),
        now: () => ctx.clock.now().getTime(),
      });
      const sealed = await tokens.storeRefreshed(conn, state.usedEnc, next);
      if (sealed) state.usedEnc = sealed;
      state.creds = next;
      return true;
    };
    const exp = state.creds.expiresAt?.getTime();
    if (refresh && exp !== undefined && exp - now <= refresh.aheadMs) await renew();
    const account = () => ({ accessToken: state.creds.accessToken, platformUserId: conn.platformUserId, serverUrl: conn.serverUrl });
    try {
      return await use(account());
    } catch (err) {
      if (!(err instanceof MetricsError && err.status === 401 && refresh?.on401 && (await renew()))) throw err;
      return use(account());
    }
  };
}
