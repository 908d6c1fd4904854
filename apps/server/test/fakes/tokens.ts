import { createHash, randomBytes } from 'node:crypto';

/** Access and refresh tokens of one fake platform. */
export class FakeTokens {
  private access = new Map<string, { expired: boolean }>();
  private refresh = new Set<string>();
  /** Refresh grants that succeeded. */
  refreshes = 0;

  constructor(
    private prefix: string,
    /** Whether a refresh also replaces the refresh token (TikTok, X, LinkedIn) or keeps it (Google). */
    private rotate: boolean,
  ) {}

  issue(): { accessToken: string; refreshToken: string } {
    const accessToken = `${this.prefix}-at-${randomBytes(6).toString('hex')}`;
    const refreshToken = `${this.prefix}-rt-${randomBytes(6).toString('hex')}`;
    this.access.set(accessToken, { expired: false });
    this.refresh.add(refreshToken);
    return { accessToken, refreshToken };
  }

  /** Makes a token of the test's choosing valid (a pasted token the platform knows). */
  accept(accessToken: string) {
    this.access.set(accessToken, { expired: false });
    return accessToken;
  }

  /** The platform forgets the token (revoked by the user on the platform's side). */
  revoke(accessToken: string) {
    this.access.delete(accessToken);
  }

  expire(accessToken: string) {
    const t = this.access.get(accessToken);
    if (t) t.expired = true;
  }

  revokeRefresh(refreshToken: string) {
    this.refresh.delete(refreshToken);
  }

  check(accessToken: string | undefined): 'ok' | 'expired' | 'invalid' {
    const t = accessToken ? this.access.get(accessToken) : undefined;
    return !t ? 'invalid' : t.expired ? 'expired' : 'ok';
  }

  /** A refresh grant: a new access token, and a new refresh token when rotating (the old one dies). */
  grant(refreshToken: string | null | undefined): { accessToken: string; refreshToken: string } | null {
    if (!refreshToken || !this.refresh.has(refreshToken)) return null;
    this.refreshes++;
    const next = this.issue();
    if (this.rotate) {
      this.refresh.delete(refreshToken);
      return next;
    }
    this.refresh.delete(next.refreshToken);
    return { accessToken: next.accessToken, refreshToken };
  }

  private codes = new Map<string, { redirectUri: string; challenge?: string }>();

  /** What the platform's consent page does: a one-time code bound to the redirect URI (and a PKCE challenge). */
  issueCode(redirectUri: string, challenge?: string): string {
    const code = `${this.prefix}-code-${randomBytes(6).toString('hex')}`;
    this.codes.set(code, { redirectUri, challenge });
    return code;
  }

  /** An authorization_code grant: null when the code is unknown, reused, for another URI, or fails PKCE. */
  redeem(code: string | null, redirectUri: string | null, verifier?: string | null) {
    const c = code ? this.codes.get(code) : undefined;
    if (!c) return null;
    this.codes.delete(code!);
    if (c.redirectUri !== redirectUri) return null;
    if (c.challenge) {
      const expected = verifier ? createHash('sha256').update(verifier).digest('base64url') : '';
      if (expected !== c.challenge) return null;
    }
    return this.issue();
  }

  /** A token exchange (Meta): a still-valid access token buys a new one. */
  exchange(accessToken: string | null | undefined): string | null {
    if (this.check(accessToken ?? undefined) !== 'ok') return null;
    this.refreshes++;
    return this.issue().accessToken;
  }
}
