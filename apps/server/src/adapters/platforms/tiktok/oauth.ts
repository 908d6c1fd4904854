import { dig, jsonOf, str } from '../kit/answer.ts';
import { identityRefusal, isOk, oauthCall, query, tokenSet } from '../kit/oauth.ts';
import type { OAuthClient } from '../kit/settings.ts';
import type { Identity, OAuthApp } from '../types.ts';

export interface TikTokHosts {
  api: string;
  /** Serves the consent page. */
  auth: string;
}

/** user.info.basic: open_id and the handle shown on the profile. */
export async function tiktokIdentity(hosts: TikTokHosts, accessToken: string): Promise<Identity> {
  const res = await oauthCall({
    method: 'GET',
    url: `${hosts.api}/v2/user/info/?fields=open_id,display_name,username,avatar_url`,
    bearer: accessToken,
  });
  if (!isOk(res)) throw identityRefusal(res, 'TikTok did not accept this token');
  const user = dig(jsonOf(res), 'data', 'user');
  return {
    platformUserId: str(dig(user, 'open_id')),
    platformUsername: str(dig(user, 'username')) ?? str(dig(user, 'display_name')),
    avatarUrl: str(dig(user, 'avatar_url')),
  };
}

export function tiktokOAuth(hosts: TikTokHosts, client: OAuthClient): OAuthApp {
  return {
    pkce: false,
    authorizeUrl: (p) =>
      `${hosts.auth}/v2/auth/authorize/?${query({
        client_key: client.id,
        scope: 'user.info.basic,video.publish,video.upload',
        response_type: 'code',
        redirect_uri: p.redirectUri,
        state: p.state,
      })}`,
    async exchange(p) {
      const t = tokenSet(
        await oauthCall({
          method: 'POST',
          url: `${hosts.api}/v2/oauth/token/`,
          form: {
            client_key: client.id,
            client_secret: client.secret,
            code: p.code,
            grant_type: 'authorization_code',
            redirect_uri: p.redirectUri,
          },
        }),
        'The TikTok sign-in',
      );
      // The token answer names the account (open_id); the handle is a nicety.
      const me = await tiktokIdentity(hosts, t.accessToken).catch(() => ({}) as Identity);
      return {
        ...t,
        platformUserId: t.platformUserId ?? me.platformUserId,
        platformUsername: me.platformUsername,
        avatarUrl: me.avatarUrl,
      };
    },
  };
}
