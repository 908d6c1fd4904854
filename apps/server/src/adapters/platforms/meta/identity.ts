import { dig, jsonOf, str } from '../kit/answer.ts';
import { identityRefusal, isOk, oauthCall, query, TokenRefused } from '../kit/oauth.ts';
import type { Identity, IdentityHint } from '../types.ts';
import { graphUrl, type MetaHosts } from './graph.ts';

/**
 * Reads the Page (Facebook) or professional account (Instagram) the token publishes as. Meta
 * answers an unusable token with code 190 and an account the token can't see with code 100: both
 * are refusals in Meta's words.
 */
export async function metaIdentity(
  hosts: MetaHosts,
  kind: 'facebook' | 'instagram',
  accessToken: string,
  hint?: IdentityHint,
): Promise<Identity> {
  const id = hint?.platformUserId;
  if (!id)
    throw new TokenRefused(kind === 'facebook' ? 'the Page ID is missing.' : 'the Instagram account ID is missing.');
  const fields = kind === 'facebook' ? 'id,name,picture{url}' : 'id,username,profile_picture_url';
  const res = await oauthCall({
    method: 'GET',
    url: graphUrl(hosts, `${encodeURIComponent(id)}?${query({ fields })}`),
    bearer: accessToken,
  });
  const label = kind === 'facebook' ? 'Facebook' : 'Instagram';
  if (!isOk(res)) throw identityRefusal(res, `${label} did not accept this token`);
  const body = jsonOf(res);
  return {
    platformUserId: str(dig(body, 'id')) ?? id,
    platformUsername: kind === 'facebook' ? str(dig(body, 'name')) : str(dig(body, 'username')),
    avatarUrl: kind === 'facebook' ? str(dig(body, 'picture', 'data', 'url')) : str(dig(body, 'profile_picture_url')),
  };
}
