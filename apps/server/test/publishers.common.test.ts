import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '@reelforge/contracts';
import {
  createPublishers,
  publisherHosts,
  publisherOAuthClients,
  postText,
  PublishError,
} from '../src/adapters/publishers/index.ts';
import { fallbackMessage, waitFromHeaders, type ApiResponse } from '../src/adapters/publishers/http.ts';
import { tokenAnswer } from '../src/adapters/publishers/oauth.ts';
import { linkedinCommentary } from '../src/adapters/publishers/linkedin.ts';

const res = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse => ({
  status,
  headers: new Headers(headers),
  text: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('publisher configuration', () => {
  it('defaults every host to the real platform and takes overrides from env', () => {
    expect(publisherHosts({})).toEqual({
      tiktokApi: 'https://open.tiktokapis.com',
      youtubeApi: 'https://www.googleapis.com',
      googleOAuth: 'https://oauth2.googleapis.com',
      metaGraph: 'https://graph.facebook.com',
      metaGraphVideo: 'https://graph-video.facebook.com',
      metaRupload: 'https://rupload.facebook.com',
      xApi: 'https://api.x.com',
      linkedinApi: 'https://api.linkedin.com',
      linkedinOAuth: 'https://www.linkedin.com',
      metaGraphVersion: 'v24.0',
      linkedinVersion: '202609',
    });
    expect(publisherHosts({ X_API_URL: 'http://127.0.0.1:9/', META_GRAPH_VERSION: 'v25.0' })).toMatchObject({
      xApi: 'http://127.0.0.1:9',
      metaGraphVersion: 'v25.0',
    });
  });

  it('counts an OAuth client as configured only with id and secret', () => {
    expect(publisherOAuthClients({ X_CLIENT_ID: 'id', TIKTOK_CLIENT_KEY: 'k', TIKTOK_CLIENT_SECRET: 's' })).toEqual({
      tiktok: { id: 'k', secret: 's' },
    });
  });

  it('has one publisher per platform; only X, LinkedIn and Facebook can post without a video', () => {
    const publishers = createPublishers(publisherHosts({}));
    expect(Object.keys(publishers).sort()).toEqual([...PLATFORMS].sort());
    const textOnly = PLATFORMS.filter((p) => !publishers[p].needsVideo).sort();
    expect(textOnly).toEqual(['facebook', 'linkedin', 'twitter']);
    for (const p of PLATFORMS) expect(publishers[p].platform).toBe(p);
  });
});

describe('post text', () => {
  it('joins the caption and normalised hashtags, falling back to the title', () => {
    expect(postText({ title: 'T', caption: 'Hello', hashtags: ['#a', 'b c', ' '] })).toBe('Hello\n\n#a #bc');
    expect(postText({ title: 'Title only', caption: '  ' })).toBe('Title only');
  });

  it('escapes LinkedIn little-text markup and writes hashtags as LinkedIn templates', () => {
    expect(linkedinCommentary({ title: 't', caption: 'a_b (c) @d #e', hashtags: ['x'] })).toBe(
      'a\\_b \\(c\\) \\@d \\#e\n\n{hashtag|\\#|x}',
    );
  });
});

describe('rate-limit hints', () => {
  const now = Date.UTC(2026, 0, 1, 0, 0, 0);
  it('reads Retry-After seconds and dates', () => {
    expect(waitFromHeaders(new Headers({ 'retry-after': '30' }), now)).toBe(30_000);
    expect(waitFromHeaders(new Headers({ 'retry-after': new Date(now + 90_000).toUTCString() }), now)).toBe(90_000);
  });
  it("reads X's x-rate-limit-reset epoch", () => {
    expect(waitFromHeaders(new Headers({ 'x-rate-limit-reset': String(now / 1000 + 42) }), now)).toBe(42_000);
  });
  it("reads Meta's estimated_time_to_regain_access (minutes), worst bucket wins", () => {
    const usage = {
      '1': [{ type: 'pages', estimated_time_to_regain_access: 3 }],
      '2': [{ type: 'instagram', estimated_time_to_regain_access: 7 }],
    };
    expect(waitFromHeaders(new Headers({ 'x-business-use-case-usage': JSON.stringify(usage) }), now)).toBe(7 * 60_000);
    expect(waitFromHeaders(new Headers({ 'x-app-usage': 'not json' }), now)).toBeUndefined();
  });
});

describe('token answers', () => {
  const current = { accessToken: 'old', refreshToken: 'keep-me', expiresAt: null, platformUserId: 'u1' };
  const now = 1_000_000;

  it('keeps the stored refresh token when the platform sends none, and takes a rotated one', () => {
    expect(tokenAnswer('youtube', res(200, { access_token: 'new', expires_in: 3599 }), current, now)).toEqual({
      accessToken: 'new',
      refreshToken: 'keep-me',
      expiresAt: new Date(now + 3_599_000),
      platformUserId: 'u1',
    });
    expect(
      tokenAnswer(
        'tiktok',
        res(200, { access_token: 'n', refresh_token: 'rotated', expires_in: 86400, open_id: 'o' }),
        current,
        now,
      ),
    ).toMatchObject({
      refreshToken: 'rotated',
      platformUserId: 'o',
    });
  });

  it('classifies refresh failures', () => {
    const kind = (r: ApiResponse) => {
      try {
        tokenAnswer('twitter', r, current, now);
      } catch (e) {
        return e instanceof PublishError ? [e.kind, e.platformMessage] : ['not a PublishError'];
      }
      return ['no error'];
    };
    expect(kind(res(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }))).toEqual(
      [
        'disconnect',
        'token refresh failed: Token has been expired or revoked. (invalid_grant). Reconnect the account.',
      ],
    );
    expect(kind(res(401, { error: 'invalid_client', error_description: 'Bad client' }))[0]).toBe('config');
    expect(kind(res(503, 'Service Unavailable'))).toEqual([
      'retry',
      'token refresh failed: HTTP 503: Service Unavailable',
    ]);
  });
});

describe('messages', () => {
  it('never passes on an empty body or an HTML page as the platform message', () => {
    expect(fallbackMessage(res(500, {}))).toBe('HTTP 500 with no error message');
    expect(fallbackMessage(res(502, '<html>Bad gateway</html>'))).toBe('HTTP 502 with no error message');
  });
});
