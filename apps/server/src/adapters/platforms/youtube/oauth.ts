import { dig, jsonOf, str } from '../kit/answer.ts';
import { identityRefusal, isOk, oauthCall, query, scopeList, tokenSet, TokenRefused } from '../kit/oauth.ts';
import type { OAuthClient } from '../kit/settings.ts';
import type { Identity, OAuthApp } from '../types.ts';

export interface YouTubeHosts {
  /** Data API and uploads. */
  api: string;
  /** Token endpoint. */
  oauth: string;
  /** Consent page. */
  accounts: string;
}

/** channels?mine=true: the channel the token uploads to. */
export async function youtubeIdentity(hosts: YouTubeHosts, accessToken: string): Promise<Identity> {
  const res = await oauthCall({
    method: 'GET',
    url: `${hosts.api}/youtube/v3/channels?part=snippet&mine=true`,
    bearer: accessToken,
  });
  if (!isOk(res)) throw identityRefusal(res, 'YouTube did not accept this token');
  const channel = dig(jsonOf(res), 'items', 0);
  if (!channel)
    throw new TokenRefused('this Google account has no YouTube channel. Create one on YouTube, then connect again.');
  // tokeninfo tells the scopes and lifetime of a Google access token; without it they stay unknown.
  const info = await oauthCall({
    method: 'GET',
    url: `${hosts.oauth}/tokeninfo?${query({ access_token: accessToken })}`,
  }).catch(() => null);
  const infoBody = info && isOk(info) ? jsonOf(info) : undefined;
  const expires = Number(dig(infoBody, 'expires_in'));
  return {
    platformUserId: str(dig(channel, 'id')),
    platformUsername: str(dig(channel, 'snippet', 'customUrl')) ?? str(dig(channel, 'snippet', 'title')),
    avatarUrl: str(dig(channel, 'snippet', 'thumbnails', 'default', 'url')),
    scopes: scopeList(str(dig(infoBody, 'scope'))),
    expiresIn: Number.isFinite(expires) && expires > 0 ? expires : undefined,
  };
}

export function youtubeOAuth(hosts: YouTubeHosts, client: OAuthClient): OAuthApp {
  return {
    pkce: true,
    authorizeUrl: (p) =>
      `${hosts.accounts}/o/oauth2/v2/auth?${query({
        client_id: client.id,
        redirect_uri: p.redirectUri,
        response_type: 'code',
        scope: 'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly',
        // A refresh token comes only with offline access and a fresh consent.
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state: p.state,
        code_challenge: p.challenge,
        code_challenge_method: 'S256',
      })}`,
    async exchange(p) {
      const t = tokenSet(
        await oauthCall({
          method: 'POST',
          url: `${hosts.oauth}/token`,
          form: {
            code: p.code,
            client_id: client.id,
            client_secret: client.secret,
            redirect_uri: p.redirectUri,
            grant_type: 'authorization_code',
            code_verifier: p.verifier ?? '',
          },
        }),
        'The Google sign-in',
      );
      const me = await youtubeIdentity(hosts, t.accessToken).catch(() => ({}) as Identity);
      return { ...t, ...me };
    },
  };
}
