import type { AddressPolicy } from '../../../lib/private-address.ts';
import { dig, isRecord, jsonOf, str } from '../kit/answer.ts';
import type { Call } from '../kit/http.ts';
import { identityRefusal, isOk, oauthCall, TokenRefused } from '../kit/oauth.ts';
import type { Identity, TokenSet, TypedConnection } from '../types.ts';

export interface BlueskyHosts {
  /** Where sign-ins go when the creator names no server (BLUESKY_SERVICE_URL). */
  service: string;
  /** The video service (BLUESKY_VIDEO_URL). */
  video: string;
  /** The creator-typed server's address policy. */
  policy: AddressPolicy;
}

/** The server a connection talks to: its own (checked by the policy) or the configured service. */
export const serverOf = (hosts: BlueskyHosts, serverUrl: string | null | undefined): Pick<Call, 'policy'> & { base: string } =>
  serverUrl ? { base: serverUrl, policy: hosts.policy } : { base: hosts.service };

/** Seconds an access JWT lives, from its own `iat` and `exp` (no clock needed). */
export function jwtLifetime(jwt: string): number | null {
  try {
    const claims: unknown = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const exp = dig(claims, 'exp');
    const iat = dig(claims, 'iat');
    return typeof exp === 'number' && typeof iat === 'number' && exp > iat ? exp - iat : null;
  } catch {
    return null;
  }
}

/** A createSession or refreshSession answer as stored tokens. */
export function sessionTokens(body: unknown): TokenSet | null {
  const accessToken = str(dig(body, 'accessJwt'));
  if (!accessToken) return null;
  return {
    accessToken,
    refreshToken: str(dig(body, 'refreshJwt')) ?? null,
    expiresIn: jwtLifetime(accessToken),
    platformUserId: str(dig(body, 'did')) ?? null,
    platformUsername: str(dig(body, 'handle')) ?? null,
  };
}

/** The PDS that holds the account's repository, from its DID document (the entryway forwards otherwise). */
export function pdsOf(body: unknown): string | undefined {
  const services = dig(body, 'didDoc', 'service');
  const pds = Array.isArray(services) ? services.find((s) => isRecord(s) && str(s.id)?.endsWith('#atproto_pds')) : undefined;
  return str(dig(pds, 'serviceEndpoint'));
}

/**
 * Handle and app password -> a session (com.atproto.server.createSession). The app password is
 * not kept: the session's refresh token renews access until the creator revokes the app password.
 */
export async function blueskyConnect(hosts: BlueskyHosts, typed: TypedConnection): Promise<TokenSet> {
  const server = serverOf(hosts, typed.serverUrl);
  const handle = (typed.handle ?? '').trim().replace(/^@/, '');
  const res = await oauthCall({
    method: 'POST',
    url: `${server.base}/xrpc/com.atproto.server.createSession`,
    json: { identifier: handle, password: typed.secret },
    policy: server.policy,
  });
  if (!isOk(res)) throw identityRefusal(res, 'Bluesky did not accept this handle and app password');
  const tokens = sessionTokens(jsonOf(res));
  if (!tokens?.platformUserId) throw new TokenRefused(`${new URL(server.base).host} did not answer as a Bluesky server (no session in its answer)`);
  const profile = await oauthCall({
    method: 'GET',
    url: `${server.base}/xrpc/app.bsky.actor.getProfile?actor=${encodeURIComponent(tokens.platformUserId)}`,
    bearer: tokens.accessToken,
    policy: server.policy,
  }).catch(() => null);
  const avatarUrl = profile && isOk(profile) ? str(dig(jsonOf(profile), 'avatar')) : undefined;
  return { ...tokens, avatarUrl, serverUrl: typed.serverUrl ?? null };
}

/** com.atproto.server.getSession: whose session this access token is. */
export async function blueskyIdentity(hosts: BlueskyHosts, accessToken: string, serverUrl?: string | null): Promise<Identity> {
  const server = serverOf(hosts, serverUrl);
  const res = await oauthCall({ method: 'GET', url: `${server.base}/xrpc/com.atproto.server.getSession`, bearer: accessToken, policy: server.policy });
  if (!isOk(res)) throw identityRefusal(res, 'Bluesky did not accept this session');
  const body = jsonOf(res);
  return { platformUserId: str(dig(body, 'did')), platformUsername: str(dig(body, 'handle')) };
}
