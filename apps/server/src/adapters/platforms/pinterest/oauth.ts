import { dig, fallbackMessage, jsonOf, str, waitFromHeaders } from '../kit/answer.ts';
import type { ApiResponse, PlatformRules, Verdict } from '../kit/http.ts';
import { identityRefusal, isOk, OAuthFlowError, oauthCall, query, tokenSet, why } from '../kit/oauth.ts';
import type { OAuthClient } from '../kit/settings.ts';
import { refreshTokenGrant } from '../kit/tokens.ts';
import type { Destination, Identity, OAuthApp } from '../types.ts';

export interface PinterestHosts {
  /** api.pinterest.com: API v5 and its token endpoint. */
  api: string;
  /** www.pinterest.com: the consent page. */
  web: string;
}

export const PINTEREST_SCOPES = ['boards:read', 'pins:read', 'pins:write', 'user_accounts:read'] as const;

/** Pinterest's errors are `{code, message}`. */
export function classifyPinterest(res: ApiResponse, now: number): Verdict {
  const body = jsonOf(res);
  const message = str(dig(body, 'message')) ?? fallbackMessage(res);
  if (res.status === 401) return { class: 'auth', message };
  if (res.status === 429) return { class: 'rate', message, waitMs: waitFromHeaders(res.headers, now) };
  if (res.status >= 500) return { class: 'server', message, waitMs: waitFromHeaders(res.headers, now) };
  return { class: 'bad', message };
}

/** The refresh_token grant at /v5/oauth/token, the app naming itself with Basic auth. */
export const pinterestRefresh = (hosts: PinterestHosts, client: OAuthClient | undefined) =>
  refreshTokenGrant({
    platform: 'pinterest',
    url: `${hosts.api}/v5/oauth/token`,
    client,
    clientFields: () => ({}),
    basicAuth: true,
  });

export const pinterestRules = (hosts: PinterestHosts, client: OAuthClient | undefined): PlatformRules => ({
  platform: 'pinterest',
  label: 'Pinterest',
  classify: classifyPinterest,
  refresh: pinterestRefresh(hosts, client),
});

/** `/v5/user_account`: the account's id, username and picture. */
export async function pinterestIdentity(hosts: PinterestHosts, accessToken: string): Promise<Identity> {
  const res = await oauthCall({ method: 'GET', url: `${hosts.api}/v5/user_account`, bearer: accessToken });
  if (!isOk(res)) throw identityRefusal(res, 'Pinterest did not accept this token');
  const body = jsonOf(res);
  const username = str(dig(body, 'username'));
  const id = str(dig(body, 'id')) ?? username;
  if (!id) throw new OAuthFlowError(`Pinterest did not tell us who you are: ${why(res)}`);
  return { platformUserId: id, platformUsername: username, avatarUrl: str(dig(body, 'profile_image')) };
}

/** The boards the account can pin to (`GET /v5/boards`, every page up to 250 boards). */
export async function pinterestBoards(hosts: PinterestHosts, accessToken: string): Promise<Destination[]> {
  const out: Destination[] = [];
  let bookmark: string | undefined;
  for (let page = 0; page < 10; page++) {
    const res = await oauthCall({
      method: 'GET',
      url: `${hosts.api}/v5/boards?${query({ page_size: '25', bookmark })}`,
      bearer: accessToken,
    });
    if (!isOk(res)) throw identityRefusal(res, 'Pinterest did not list the boards');
    const body = jsonOf(res);
    const items = dig(body, 'items');
    for (const b of Array.isArray(items) ? items : []) {
      const id = str(dig(b, 'id'));
      if (id) out.push({ id, name: str(dig(b, 'name')) ?? id, privacy: str(dig(b, 'privacy')) });
    }
    bookmark = str(dig(body, 'bookmark'));
    if (!bookmark) break;
  }
  return out;
}

export function pinterestOAuth(hosts: PinterestHosts, client: OAuthClient): OAuthApp {
  return {
    pkce: false,
    authorizeUrl: (p) =>
      `${hosts.web}/oauth/?${query({
        client_id: client.id,
        redirect_uri: p.redirectUri,
        response_type: 'code',
        scope: PINTEREST_SCOPES.join(','),
        state: p.state,
      })}`,
    async exchange(p) {
      const t = tokenSet(
        await oauthCall({
          method: 'POST',
          url: `${hosts.api}/v5/oauth/token`,
          basic: client,
          form: { grant_type: 'authorization_code', code: p.code, redirect_uri: p.redirectUri },
        }),
        'The Pinterest sign-in',
      );
      return { ...t, ...(await pinterestIdentity(hosts, t.accessToken)) };
    },
  };
}
