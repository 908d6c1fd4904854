import { dig, jsonOf, str } from '../kit/answer.ts';
import { isOk, OAuthFlowError, oauthCall, query, tokenSet, why } from '../kit/oauth.ts';
import type { OAuthClient } from '../kit/settings.ts';
import type { OAuthApp, TokenSet } from '../types.ts';
import { graphUrl, type MetaHosts } from './graph.ts';

/** A Page the creator manages, as /me/accounts lists it. */
export interface MetaPage {
  id?: string;
  name?: string;
  accessToken?: string;
  instagram?: { id?: string; username?: string };
}

/**
 * Facebook Login: code -> user token -> long-lived user token -> the creator's Pages. Which Page
 * (or linked Instagram account) to publish as is the platform's `choose`.
 */
export function metaOAuth(
  hosts: MetaHosts,
  client: OAuthClient,
  scope: string,
  choose: (user: TokenSet, pages: MetaPage[]) => TokenSet,
): OAuthApp {
  return {
    pkce: false,
    authorizeUrl: (p) =>
      `${hosts.web}/${hosts.version}/dialog/oauth?${query({
        client_id: client.id,
        redirect_uri: p.redirectUri,
        state: p.state,
        response_type: 'code',
        scope,
      })}`,
    async exchange(p) {
      const short = tokenSet(
        await oauthCall({
          method: 'GET',
          url: graphUrl(
            hosts,
            `oauth/access_token?${query({ client_id: client.id, client_secret: client.secret, redirect_uri: p.redirectUri, code: p.code })}`,
          ),
        }),
        'The Facebook sign-in',
      );
      // A long-lived user token (about 60 days); Page tokens derived from it do not expire.
      const long = await oauthCall({
        method: 'GET',
        url: graphUrl(
          hosts,
          `oauth/access_token?${query({
            grant_type: 'fb_exchange_token',
            client_id: client.id,
            client_secret: client.secret,
            fb_exchange_token: short.accessToken,
          })}`,
        ),
      });
      const user = isOk(long) ? tokenSet(long, 'The Facebook token exchange') : short;
      const pages = await oauthCall({
        method: 'GET',
        url: graphUrl(
          hosts,
          `me/accounts?${query({
            fields: 'id,name,access_token,instagram_business_account{id,username}',
            access_token: user.accessToken,
          })}`,
        ),
      });
      if (!isOk(pages)) throw new OAuthFlowError(`Facebook did not list your Pages: ${why(pages)}`);
      const list = dig(jsonOf(pages), 'data');
      const found: MetaPage[] = (Array.isArray(list) ? list : []).map((x: unknown) => ({
        id: str(dig(x, 'id')),
        name: str(dig(x, 'name')),
        accessToken: str(dig(x, 'access_token')),
        instagram: {
          id: str(dig(x, 'instagram_business_account', 'id')),
          username: str(dig(x, 'instagram_business_account', 'username')),
        },
      }));
      return choose(user, found);
    },
  };
}
