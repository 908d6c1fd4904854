import { dig, jsonOf, str } from '../kit/answer.ts';
import type { ApiResponse, PlatformRules } from '../kit/http.ts';
import { identityRefusal, isOk, OAuthFlowError, oauthCall, query, tokenSet, why } from '../kit/oauth.ts';
import type { OAuthClient } from '../kit/settings.ts';
import { tokenAnswer } from '../kit/tokens.ts';
import { classifyMeta } from '../meta/errors.ts';
import { RENEW_AHEAD_MS } from '../meta/tokens.ts';
import type { Identity, OAuthApp } from '../types.ts';

export interface ThreadsHosts {
  /** graph.threads.net: the API, the token endpoints and the token refresh. */
  api: string;
  /** threads.net: the consent page. */
  web: string;
}

/** The Threads API's version path segment (Threads versions apart from the Graph API). */
export const THREADS_VERSION = 'v1.0';

export const threadsUrl = (hosts: ThreadsHosts, path: string) => `${hosts.api}/${THREADS_VERSION}/${path}`;

export const THREADS_SCOPES = ['threads_basic', 'threads_content_publish', 'threads_manage_insights'] as const;

/**
 * Threads has no refresh token: a long-lived token (60 days) renews itself with
 * `th_refresh_token` while it is still valid, which needs no app secret. An expired or revoked one
 * (code 190) can only be replaced by connecting again.
 */
export function threadsRefresh(hosts: ThreadsHosts): NonNullable<PlatformRules['refresh']> {
  return {
    aheadMs: RENEW_AHEAD_MS,
    on401: false,
    blocker: () => null,
    async run(c, tools) {
      const res = await tools.send({
        step: 'token refresh',
        method: 'GET',
        url: `${hosts.api}/refresh_access_token?${query({ grant_type: 'th_refresh_token', access_token: c.accessToken })}`,
        safety: 'safe',
        auth: 'none',
      });
      return tokenAnswer('threads', res, c, tools.now());
    },
  };
}

export const threadsRules = (hosts: ThreadsHosts): PlatformRules => ({
  platform: 'threads',
  label: 'Threads',
  // The Threads API answers in the Graph API's error shape ({error:{message, code, ...}}).
  classify: classifyMeta,
  refresh: threadsRefresh(hosts),
});

/** `/me`: the Threads user id posts are made as, the @handle and the profile picture. */
export async function threadsIdentity(hosts: ThreadsHosts, accessToken: string): Promise<Identity> {
  const res = await oauthCall({
    method: 'GET',
    url: threadsUrl(hosts, `me?${query({ fields: 'id,username,threads_profile_picture_url' })}`),
    bearer: accessToken,
  });
  if (!isOk(res)) throw identityRefusal(res, 'Threads did not accept this token');
  const body = jsonOf(res);
  const id = str(dig(body, 'id'));
  if (!id) throw new OAuthFlowError(`Threads did not tell us who you are: ${why(res)}`);
  return {
    platformUserId: id,
    platformUsername: str(dig(body, 'username')),
    avatarUrl: str(dig(body, 'threads_profile_picture_url')),
  };
}

/** Code -> short-lived token (1 h) -> long-lived token (60 days) -> who it is. */
export function threadsOAuth(hosts: ThreadsHosts, client: OAuthClient): OAuthApp {
  return {
    pkce: false,
    authorizeUrl: (p) =>
      `${hosts.web}/oauth/authorize?${query({
        client_id: client.id,
        redirect_uri: p.redirectUri,
        scope: THREADS_SCOPES.join(','),
        response_type: 'code',
        state: p.state,
      })}`,
    async exchange(p) {
      const short = tokenSet(
        await oauthCall({
          method: 'POST',
          url: `${hosts.api}/oauth/access_token`,
          form: {
            client_id: client.id,
            client_secret: client.secret,
            grant_type: 'authorization_code',
            redirect_uri: p.redirectUri,
            code: p.code,
          },
        }),
        'The Threads sign-in',
      );
      const long: ApiResponse = await oauthCall({
        method: 'GET',
        url: `${hosts.api}/access_token?${query({
          grant_type: 'th_exchange_token',
          client_secret: client.secret,
          access_token: short.accessToken,
        })}`,
      });
      // A one-hour token would fail the first post scheduled for tomorrow: no long-lived token, no connection.
      const t = tokenSet(long, 'The Threads long-lived token exchange');
      return {
        ...t,
        refreshToken: null,
        scope: short.scope ?? t.scope,
        ...(await threadsIdentity(hosts, t.accessToken)),
      };
    },
  };
}
