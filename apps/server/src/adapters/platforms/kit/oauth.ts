import { privateAddressCause } from '../../../lib/private-address.ts';
import type { TokenSet } from '../types.ts';
import { dig, jsonOf, str } from './answer.ts';
import { networkMessage, sendCall, type ApiResponse, type Call } from './http.ts';
import type { OAuthClient } from './settings.ts';

/** A connect flow that went wrong, in words for the creator (shown on the studio page). */
export class OAuthFlowError extends Error {
  override readonly name: string = 'OAuthFlowError';
}

/** The platform answered and refused the token (invalid, expired, revoked): its own words. */
export class TokenRefused extends OAuthFlowError {
  override readonly name = 'TokenRefused';
  constructor(
    readonly platformMessage: string,
    message = platformMessage,
  ) {
    super(message);
  }
}

/** The platform could not be reached at all (DNS, refused, reset, TLS, timeout). */
export class PlatformUnreachable extends OAuthFlowError {
  override readonly name = 'PlatformUnreachable';
  constructor(readonly detail: string) {
    super(`could not reach the platform (${detail})`);
  }
}

/**
 * An identity answer that is not 2xx: 4xx means the platform looked at the token and said no
 * (its words are kept); 5xx is the platform's own trouble.
 */
export function identityRefusal(res: ApiResponse, what: string): OAuthFlowError {
  if (res.status >= 400 && res.status < 500) return new TokenRefused(why(res), `${what}: ${why(res)}`);
  return new OAuthFlowError(`${what}: ${why(res)}`);
}

/** Scopes as a token answer or token info lists them (space- or comma-separated). */
export const scopeList = (scope: string | null | undefined): string[] | undefined =>
  scope ? scope.split(/[\s,]+/).filter(Boolean) : undefined;

const TIMEOUT_MS = 20_000;

/**
 * One call of a connect flow. The creator waits in the browser, so nothing is retried: a failure
 * says what happened and they connect again.
 */
export async function oauthCall(
  call: Omit<Call, 'step' | 'safety' | 'auth'> & { bearer?: string; basic?: OAuthClient },
): Promise<ApiResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  if (call.basic)
    headers.authorization = `Basic ${Buffer.from(`${call.basic.id}:${call.basic.secret}`).toString('base64')}`;
  try {
    return await sendCall(
      { ...call, step: 'sign-in', headers, safety: 'once', auth: call.bearer ? 'bearer' : 'none' },
      { token: call.bearer, timeoutMs: TIMEOUT_MS },
    );
  } catch (err) {
    // A server the address policy refuses is the creator's to change, not an outage.
    const refused = privateAddressCause(err);
    if (refused) throw refused;
    throw new PlatformUnreachable(networkMessage(err, TIMEOUT_MS));
  }
}

export const isOk = (res: ApiResponse) => res.status >= 200 && res.status < 300;

/** The platform's own words from an OAuth or API error body. */
export function why(res: ApiResponse): string {
  const body = jsonOf(res);
  return (
    str(dig(body, 'error_description')) ??
    str(dig(body, 'error', 'message')) ??
    str(dig(body, 'message')) ??
    str(dig(body, 'detail')) ??
    str(dig(body, 'error')) ??
    `HTTP ${res.status} with no error message`
  );
}

const positive = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);

/** A token endpoint's answer (top level or TikTok's `data`), or the refusal in the platform's words. */
export function tokenSet(res: ApiResponse, what: string): TokenSet {
  const body = jsonOf(res);
  const pick = (key: string) => dig(body, key) ?? dig(body, 'data', key);
  const access = str(pick('access_token'));
  if (!isOk(res) || !access) throw new OAuthFlowError(`${what} was refused: ${why(res)}`);
  return {
    accessToken: access,
    refreshToken: str(pick('refresh_token')) ?? null,
    expiresIn: positive(pick('expires_in')) ?? null,
    scope: str(dig(body, 'scope')) ?? null,
    platformUserId: str(dig(body, 'open_id')) ?? null,
  };
}

/** A query string without the unset parameters. */
export const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)).toString();
