import { dig, fallbackMessage, isRecord, jsonOf, str } from './answer.ts';
import type { ApiResponse, PlatformRules } from './http.ts';
import type { OAuthClient } from './settings.ts';
import { labelOf, PublishError, type Credentials } from './publish.ts';

type Refresh = NonNullable<PlatformRules['refresh']>;

/**
 * Turns a token endpoint's answer into the next credentials. A refresh token is never wiped:
 * when the answer carries none, the current one is kept; when it carries one (rotation), it wins.
 */
export function tokenAnswer(platform: string, res: ApiResponse, current: Credentials, now: number): Credentials {
  const body = jsonOf(res);
  const access = str(dig(body, 'access_token')) ?? str(dig(body, 'data', 'access_token'));
  if (res.status >= 200 && res.status < 300 && access) {
    const expiresIn = Number(dig(body, 'expires_in') ?? dig(body, 'data', 'expires_in'));
    return {
      accessToken: access,
      refreshToken:
        str(dig(body, 'refresh_token')) ?? str(dig(body, 'data', 'refresh_token')) ?? current.refreshToken ?? null,
      expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(now + expiresIn * 1000) : null,
      platformUserId: str(dig(body, 'open_id')) ?? current.platformUserId ?? null,
    };
  }
  const errorField = dig(body, 'error');
  const code =
    str(errorField) ?? str(dig(errorField, 'code')) ?? (isRecord(errorField) ? String(errorField.code ?? '') : '');
  const description =
    str(dig(body, 'error_description')) ??
    str(dig(errorField, 'message')) ??
    str(dig(body, 'message')) ??
    fallbackMessage(res);
  const message = `token refresh failed: ${description}${code && !description.includes(code) ? ` (${code})` : ''}`;
  if (res.status === 429 || res.status >= 500)
    throw new PublishError('retry', platform, message, { status: res.status });
  if (code === 'invalid_client' || code === 'unauthorized_client') {
    throw new PublishError(
      'config',
      platform,
      `${message}. Check the ${labelOf(platform)} app's client id and secret.`,
      {
        status: res.status,
      },
    );
  }
  // invalid_grant (revoked/expired refresh token), X's invalid_request for a dead token, Meta's 190...
  throw new PublishError('disconnect', platform, `${message}. Reconnect the account.`, { status: res.status });
}

/** RFC 6749 refresh_token grant, with the platform's way of naming the client. */
export function refreshTokenGrant(opts: {
  platform: string;
  url: string;
  client: OAuthClient | undefined;
  clientFields?: (c: OAuthClient) => Record<string, string>;
  basicAuth?: boolean;
  aheadMs?: number;
}): Refresh {
  const label = labelOf(opts.platform);
  return {
    aheadMs: opts.aheadMs ?? 60_000,
    on401: true,
    blocker(c) {
      if (!c.refreshToken) return { kind: 'disconnect', why: `there is no ${label} refresh token to renew it` };
      if (!opts.client)
        return { kind: 'config', why: `this server has no ${label} OAuth client id/secret to renew it` };
      return null;
    },
    async run(c, tools) {
      const client = opts.client!;
      const form: Record<string, string> = {
        grant_type: 'refresh_token',
        refresh_token: c.refreshToken ?? '',
        ...(opts.clientFields ? opts.clientFields(client) : { client_id: client.id, client_secret: client.secret }),
      };
      const headers: Record<string, string> = {};
      if (opts.basicAuth)
        headers.authorization = `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`;
      const res = await tools.send({
        step: 'token refresh',
        method: 'POST',
        url: opts.url,
        safety: 'once',
        auth: 'none',
        form,
        headers,
      });
      return tokenAnswer(opts.platform, res, c, tools.now());
    },
  };
}
