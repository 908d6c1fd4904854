import { dig, jsonOf, str } from '../kit/answer.ts';
import { identityRefusal, isOk, oauthCall, query, tokenSet } from '../kit/oauth.ts';
import type { OAuthClient } from '../kit/settings.ts';
import type { Identity, OAuthApp } from '../types.ts';

export interface XHosts {
  api: string;
  /** Consent page. */
  web: string;
}

/** users/me: the account's id and @handle. */
export async function xIdentity(hosts: XHosts, accessToken: string): Promise<Identity> {
  const res = await oauthCall({
    method: 'GET',
    url: `${hosts.api}/2/users/me?user.fields=profile_image_url`,
    bearer: accessToken,
  });
  if (!isOk(res)) throw identityRefusal(res, 'X did not accept this token');
  const data = dig(jsonOf(res), 'data');
  return {
    platformUserId: str(dig(data, 'id')),
    platformUsername: str(dig(data, 'username')),
    avatarUrl: str(dig(data, 'profile_image_url')),
  };
}

export function xOAuth(hosts: XHosts, client: OAuthClient): OAuthApp {
  return {
    pkce: true,
    authorizeUrl: (p) =>
      `${hosts.web}/i/oauth2/authorize?${query({
        response_type: 'code',
        client_id: client.id,
        redirect_uri: p.redirectUri,
        scope: 'tweet.read tweet.write users.read media.write offline.access',
        state: p.state,
        code_challenge: p.challenge,
        code_challenge_method: 'S256',
      })}`,
    async exchange(p) {
      const t = tokenSet(
        await oauthCall({
          method: 'POST',
          url: `${hosts.api}/2/oauth2/token`,
          // A confidential client authenticates with Basic.
          basic: client,
          form: {
            code: p.code,
            grant_type: 'authorization_code',
            redirect_uri: p.redirectUri,
            code_verifier: p.verifier ?? '',
            client_id: client.id,
          },
        }),
        'The X sign-in',
      );
      const me = await xIdentity(hosts, t.accessToken).catch(() => ({}) as Identity);
      return { ...t, ...me };
    },
  };
}
