import { dig, jsonOf, str } from '../kit/answer.ts';
import { identityRefusal, isOk, OAuthFlowError, oauthCall, query, tokenSet, why } from '../kit/oauth.ts';
import type { OAuthClient } from '../kit/settings.ts';
import type { Identity, OAuthApp } from '../types.ts';

export interface LinkedInHosts {
  api: string;
  /** Consent page and token endpoint. */
  oauth: string;
  /** LinkedIn-Version header (YYYYMM). */
  version: string;
}

/** OpenID userinfo: `sub` is the member id posts are written as (urn:li:person:<sub>). */
export async function linkedinIdentity(hosts: LinkedInHosts, accessToken: string): Promise<Identity> {
  const res = await oauthCall({ method: 'GET', url: `${hosts.api}/v2/userinfo`, bearer: accessToken });
  const body = jsonOf(res);
  const sub = str(dig(body, 'sub'));
  if (!isOk(res)) throw identityRefusal(res, 'LinkedIn did not accept this token');
  if (!sub) throw new OAuthFlowError(`LinkedIn did not tell us who you are: ${why(res)}`);
  return { platformUserId: sub, platformUsername: str(dig(body, 'name')), avatarUrl: str(dig(body, 'picture')) };
}

export function linkedinOAuth(hosts: LinkedInHosts, client: OAuthClient): OAuthApp {
  return {
    pkce: false,
    authorizeUrl: (p) =>
      `${hosts.oauth}/oauth/v2/authorization?${query({
        response_type: 'code',
        client_id: client.id,
        redirect_uri: p.redirectUri,
        state: p.state,
        scope: 'openid profile w_member_social',
      })}`,
    async exchange(p) {
      const t = tokenSet(
        await oauthCall({
          method: 'POST',
          url: `${hosts.oauth}/oauth/v2/accessToken`,
          form: {
            grant_type: 'authorization_code',
            code: p.code,
            redirect_uri: p.redirectUri,
            client_id: client.id,
            client_secret: client.secret,
          },
        }),
        'The LinkedIn sign-in',
      );
      // Posts cannot be written without the member id: no identity, no connection.
      return { ...t, ...(await linkedinIdentity(hosts, t.accessToken)) };
    },
  };
}
