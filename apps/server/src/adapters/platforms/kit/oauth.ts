import type { TokenSet } from '../types.ts';
import { dig, jsonOf, str } from './answer.ts';
import { networkMessage, sendCall, type ApiResponse, type Call } from './http.ts';
import type { OAuthClient } from './settings.ts';

/** A connect flow that went wrong, in words for the creator (shown on the studio page). */
export class OAuthFlowError extends Error {
  override readonly name = 'OAuthFlowError';
}

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
    throw new OAuthFlowError(`could not reach the platform (${networkMessage(err, TIMEOUT_MS)})`);
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
