import type { AddressPolicy } from '../../../lib/private-address.ts';
import { dig, jsonOf, str } from '../kit/answer.ts';
import { identityRefusal, isOk, oauthCall, TokenRefused } from '../kit/oauth.ts';
import type { Identity, TokenSet, TypedConnection } from '../types.ts';

/** `@name@instance`, the address other servers know the account by. */
const handleOf = (server: string, username: string | undefined) =>
  username ? `@${username}@${new URL(server).host}` : undefined;

/** verify_credentials: whose token this is on that instance, in the instance's words when it refuses. */
export async function mastodonIdentity(server: string, accessToken: string, policy: AddressPolicy): Promise<Identity> {
  const res = await oauthCall({ method: 'GET', url: `${server}/api/v1/accounts/verify_credentials`, bearer: accessToken, policy });
  if (!isOk(res)) throw identityRefusal(res, 'Mastodon did not accept this token');
  const body = jsonOf(res);
  const id = str(dig(body, 'id'));
  if (!id) throw new TokenRefused(`${new URL(server).host} did not answer as a Mastodon server (no account in its answer)`);
  return { platformUserId: id, platformUsername: handleOf(server, str(dig(body, 'username'))), avatarUrl: str(dig(body, 'avatar')) };
}

/** The instance address and an access token the creator made there (Preferences -> Development). */
export async function mastodonConnect(typed: TypedConnection, policy: AddressPolicy): Promise<TokenSet> {
  if (!typed.serverUrl) throw new TokenRefused('the address of your Mastodon server is missing');
  const me = await mastodonIdentity(typed.serverUrl, typed.secret, policy);
  // Mastodon tokens do not expire and come without a refresh token.
  return { accessToken: typed.secret, ...me, serverUrl: typed.serverUrl };
}
